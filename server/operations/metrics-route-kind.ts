import {
  feedPaths,
  formEndpointPath,
  isDeskPath,
  newsletterPaths,
  type PageRoute,
  resourcePaths,
  searchBundlePath,
} from "../../app/route-table";

/** What a request asked for, in a small fixed set: the label of the request metrics, never the path itself. */
export type RouteKind = "page" | "asset" | "form" | "desk" | "newsletter" | "feed" | "health" | "other";

/** Where Prometheus reads the metrics on the main port (with METRICS_TOKEN). */
export const metricsPath = "/metrics";

const newsletterBase = newsletterPaths.subscribe.slice(0, newsletterPaths.subscribe.lastIndexOf("/"));
const formBase = formEndpointPath("");
/** A file name's extension at the end of the path: a static file, unless a page answers it (the feeds, the sitemap). */
const fileExtension = /\.[a-z0-9]+$/i;

/**
 * Sorts a request by the route table (app/route-table.ts): the desk, the newsletter's pages and its
 * subscribe form, the other forms (their JSON endpoints, and any post to a page: its action), the feeds
 * and the sitemap, the built files, the health and metrics endpoints; any other GET is a page
 * (found or not), any other method "other".
 */
export function routeKindOf(table: PageRoute[]) {
  const feeds = new Set<string>([...Object.values(feedPaths(table)), resourcePaths.sitemap]);
  return (method: string, path: string): RouteKind => {
    if (path === "/healthz" || path === metricsPath) return "health";
    if (isDeskPath(path)) return "desk";
    if (path.startsWith(`${newsletterBase}/`) || path === newsletterBase || path === formEndpointPath("subscribe"))
      return "newsletter";
    if (path.startsWith(formBase)) return "form";
    const reads = method === "GET" || method === "HEAD";
    if (!reads) return method === "POST" ? "form" : "other";
    if (feeds.has(path)) return "feed";
    if (path.startsWith("/assets/") || path.startsWith(searchBundlePath)) return "asset";
    if (path.endsWith(".data")) return "page";
    return fileExtension.test(path) ? "asset" : "page";
  };
}
