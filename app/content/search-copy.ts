import { z } from "zod";
import { pageIds } from "../route-table.ts";
import { banner } from "./schema/blocks.ts";
import { group, list, longText, page, text } from "./schema/fields.ts";

const directorySection = group(
  {
    title: text("Heading"),
    pages: list(page("Page"), "Pages", { min: 1 }),
  },
  "Section",
);

const promotedPage = group(
  {
    page: page("Page"),
    searches: list(text("Words"), "Searches", {
      min: 1,
      description: "Someone searching for these words (or some of them) sees this page first.",
    }),
  },
  "Page that comes first",
);

/**
 * The site search (docs/decisions/011-site-search.md): the pages it lists first for some words
 * (read when the index is built, scripts/search-index.ts), and the words of the header's search
 * button, the search dialog and the /search page: content/site/search.yaml.
 */
export const searchCopy = z
  .strictObject({
    promoted: list(promotedPage, "Pages that come first", {
      itemLabel: "page",
      description:
        "A page the search should list before the others that mention the same words, such as the white paper for “ethical debt”. Applied when the site is built.",
    }),
    button: text("Header button", {
      description: "The name of the header's search button (a magnifying glass), read by screen readers.",
    }),
    dialog: group(
      {
        label: text("Search box label", { description: "Names the search box and the dialog around it." }),
        placeholder: text("Hint in the empty search box"),
        close: text("Close button", { description: "Read by screen readers; the button shows a cross." }),
        noMatches: longText("When nothing matches"),
        oneMatch: text("When one page matches"),
        manyMatches: text("When several pages match", {
          description: "Follows the number of pages: “pages match.” reads “12 pages match.”",
        }),
        unavailable: longText("When the search cannot load", {
          description: "Shown when the search files cannot be fetched, for example when the connection drops.",
        }),
        allResults: text("Link to every result", {
          description: "Under the first results when there are more; opens the search page with the same words.",
        }),
      },
      "Search dialog",
    ),
    page: group(
      {
        banner,
        submit: text("Search button"),
        noScript: longText("Without JavaScript", {
          description: "Shown instead of the search box when the browser runs no JavaScript, which the search needs.",
        }),
        resultsTitle: text("Heading above the results"),
        directoryTitle: text("Heading above the list of every page"),
        directory: list(directorySection, "Every page, by section", {
          min: 1,
          itemLabel: "title",
          description: "Every page of the site but the search page itself, each in exactly one section.",
        }),
        articlesTitle: text("Heading above the Insights articles", {
          description: "The articles follow the sections above, newest first, each with its summary.",
        }),
      },
      "Search page",
    ),
  })
  .superRefine((copy, context) => {
    const listed = copy.page.directory.flatMap((section) => section.pages);
    for (const id of pageIds) {
      const times = listed.filter((listedId) => listedId === id).length;
      if (id === "search" || times === 1) continue;
      context.addIssue({
        code: "custom",
        path: ["page", "directory"],
        message: times === 0 ? `is missing the page "${id}"` : `lists the page "${id}" ${times} times`,
      });
    }
  });

export type SearchCopy = z.output<typeof searchCopy>;
