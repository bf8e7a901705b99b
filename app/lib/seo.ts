import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import type { PageMeta } from "~/content/page-meta";
import pageMetas from "~content/site/page-meta";
import { feedFormats, feedMediaTypes, feedPaths, resourcePaths, type FeedFormat, type PageId } from "~/route-table";
import { pageJsonLd } from "./page-structured-data";
import { absoluteUrl, pathTo, routeTable } from "./site-routes";

export const socialImageSize = { width: 1200, height: 630 } as const;

export function fullTitle(title: string): string {
  return title.includes(site.productName) ? title : `${title} | ${site.productName}`;
}

/** Everything a page puts in `<head>` for search engines and link previews, computed from its id. */
function pageMeta(id: PageId, meta: PageMeta): MetaDescriptor[] {
  return socialMeta({
    path: pathTo(id),
    image: resourcePaths.socialImage(id),
    type: id === "white-paper" ? "article" : "website",
    ...meta,
  });
}

/** A link preview that is a picture of the page's own (an article's cover), not its generated title card. */
export type SocialPicture = { src: string; width: number; height: number; alt: string };

/**
 * The `<head>` of any page, one of the route table's or one made from content (an article, a
 * topic): title, description, canonical URL and link-preview tags. Its social image is the
 * generated card showing `title` (a path), or a picture of its own.
 */
export function socialMeta(page: {
  path: string;
  title: string;
  description: string;
  image: string | SocialPicture;
  type: "website" | "article";
}): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const title = fullTitle(page.title);
  // The generated card shows the page's title (app/lib/social-image.server.tsx): both alt texts say so.
  const picture =
    typeof page.image === "string" ? { src: page.image, ...socialImageSize, alt: page.title } : page.image;
  const image = absoluteUrl(picture.src);
  const imageAlt = picture.alt;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    // X reads og:title, og:description and og:image where its own tags are absent (its Cards markup
    // reference); the card's type and the image's alt text have no such fallback.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** The `meta` of a page route, from its entry in content/site/page-meta.yaml, with the page's own JSON-LD. */
export function metaFor(id: PageId): MetaDescriptor[] {
  return [...pageMeta(id, pageMetas[id]), { "script:ld+json": pageJsonLd(id) }];
}

const feedNames: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom", json: "JSON Feed" };

/** The Insights feeds, named in every page's `<head>` so that browsers and feed readers find them. */
export function feedLinks(): LinkDescriptor[] {
  const paths = feedPaths(routeTable);
  const title = fullTitle(pageMetas.insights.title);
  return feedFormats.map((format) => ({
    rel: "alternate",
    type: feedMediaTypes[format],
    title: `${title} (${feedNames[format]})`,
    href: paths[format],
  }));
}

/** The head of the not-found page (docs/product.md#not-found-and-errors), wherever a path finds nothing. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: fullTitle("Page Not Found") },
    { name: "description", content: "The page you are looking for could not be found." },
    { name: "robots", content: "noindex" },
  ];
}
