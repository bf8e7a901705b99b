import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import type { PageMeta } from "./page-meta-type";
import { pageMetas } from "~/content/page-meta";
import { resourcePaths, type PageId } from "~/route-table";
import { absoluteUrl, pathTo } from "./site-routes";

export type { PageMeta };

export const socialImageSize = { width: 1200, height: 630 } as const;

export function fullTitle(title: string): string {
  return title.includes(site.productName) ? title : `${title} | ${site.productName}`;
}

/** Everything a page puts in `<head>` for search engines and link previews, computed from its id. */
export function pageMeta(id: PageId, meta: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(pathTo(id));
  const image = absoluteUrl(resourcePaths.socialImage(id));
  const title = fullTitle(meta.title);
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: id === "white-paper" ? "article" : "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: meta.title },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
  ];
}

/** The `meta` of a page route, from its entry in the page metadata table. */
export function metaFor(id: PageId): MetaDescriptor[] {
  return pageMeta(id, pageMetas[id]);
}
