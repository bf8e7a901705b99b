import type { SiteConfig } from "../../config/site-schema.ts";
import type { ArticleSummary } from "../../route-table.ts";
import { contextFor, formatIssue, loadEntry } from "./load-content.server.ts";

/**
 * The articles as the route table's `contentPages` needs them, read straight from content/ for
 * the code that runs outside Vite: the pre-renderer's list, the server's pre-rendered pages and
 * the tests. Pages built by Vite read the same files as `~content/articles`.
 */
export function loadArticleSummaries(site: SiteConfig, root: string): ArticleSummary[] {
  const result = loadEntry("articles", contextFor(site, root), root);
  if (result.issues.length) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.data as ArticleSummary[];
}
