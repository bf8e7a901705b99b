import { site } from "~/config/site";
import { canonicalPath, createRouteTable, type PageId } from "~/route-table";

export const routeTable = createRouteTable(site.productSlug);

/** The canonical path of a page: content links through this, never a typed path. */
export function pathTo(id: PageId, hash?: string): string {
  const path = canonicalPath(routeTable, id);
  return hash ? `${path}#${hash}` : path;
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}
