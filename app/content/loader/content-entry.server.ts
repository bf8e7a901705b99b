import type { SiteConfig } from "../../config/site-schema.ts";
import type { ContentContext } from "../schema/context.ts";

/** What a Node process needs to read `~content/<key>`: the site's configuration and the repository's root. */
export type ContentSettings = { site: SiteConfig; root: string };

let context: ContentContext | undefined;

/**
 * The checked data of `~content/<key>`, as the build's plugin gives it (app/content/content-vite-plugin.ts);
 * throws with every issue of the entry. The loader's modules are imported on the first call only: a
 * process that reads no content pays nothing for them.
 */
export async function readContentEntry(key: string, { site, root }: ContentSettings): Promise<unknown> {
  const { contentEntries } = await import("../collections.ts");
  const { contextFor, formatIssue, loadEntry } = await import("./load-content.server.ts");
  if (!Object.hasOwn(contentEntries, key)) {
    throw new Error(`~content/${key}: no such content (see app/content/collections.ts)`);
  }
  context ??= contextFor(site, root);
  const result = loadEntry(key as keyof typeof contentEntries, context, root);
  if (result.issues.length) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.data;
}
