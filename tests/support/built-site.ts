import path from "node:path";
import { parseSiteConfig } from "~/config/site-schema";
import { loadArticleSummaries } from "~/content/loader/content-pages.server";
import { contentPages as pagesFromContent, createRouteTable, prerenderedPagePaths } from "~/route-table";

/** The same configuration, route table and content the server under test was built with. */
export const site = parseSiteConfig(process.env);
export const routeTable = createRouteTable(site.productSlug);
const articleSummaries = loadArticleSummaries(site, path.resolve(import.meta.dirname, "../.."));
/** The pages made from content (Insights articles and topics), with their last-modified days. */
export const contentPages = pagesFromContent(routeTable, articleSummaries);
export const allPagePaths = prerenderedPagePaths(routeTable, contentPages);
export const canonicalPagePaths = [...routeTable.map((page) => page.path), ...contentPages.map((page) => page.path)];
export const pagePath = (id: (typeof routeTable)[number]["id"]) => {
  const page = routeTable.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`unknown page ${id}`);
  return page.path;
};
