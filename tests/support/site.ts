import { parseSiteConfig } from "~/config/site-schema";
import { createRouteTable, prerenderedPagePaths } from "~/route-table";

/** The same configuration and route table the server under test was built with. */
export const site = parseSiteConfig(process.env);
export const routeTable = createRouteTable(site.productSlug);
export const allPagePaths = prerenderedPagePaths(routeTable);
export const pagePath = (id: (typeof routeTable)[number]["id"]) => {
  const page = routeTable.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`unknown page ${id}`);
  return page.path;
};
