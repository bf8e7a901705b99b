import { z } from "zod";
import { pageIds, type PageId } from "../route-table.ts";
import { group, longText, text } from "./schema/fields.ts";

function pageMetaOf(id: PageId) {
  return group(
    {
      title: text("Title", {
        description:
          "Shown in the browser tab, search results and the social image; the product name is added when missing.",
      }),
      description: longText("Search description", {
        description: "What a searcher reads under the title: 50 to 160 characters.",
      }),
    },
    `Page ${id}`,
  );
}

type PageMetaEntry = ReturnType<typeof pageMetaOf>;

/**
 * Each page's title and search description, keyed by page id (app/route-table.ts), in
 * content/site/page-meta.yaml: read by the page's `meta`, its social image and the tests.
 * Every page must have one, so a new page cannot ship without.
 */
export const pageMetas = z.strictObject(
  Object.fromEntries(pageIds.map((id) => [id, pageMetaOf(id)])) as Record<PageId, PageMetaEntry>,
);

export type PageMeta = z.output<PageMetaEntry>;
