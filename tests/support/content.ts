import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSiteConfig } from "../../app/config/site-schema.ts";
import type { Content, ContentKey } from "../../app/content/collections.ts";
import { contextFor, formatIssue, loadEntry } from "../../app/content/loader/load-content.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The same checked content the build gives pages (`~content/<key>`), for tests that run outside Vite. */
export function content<Key extends ContentKey>(key: Key): Content<Key> {
  const result = loadEntry(key, contextFor(parseSiteConfig(process.env), root), root);
  if (result.issues.length) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.data as Content<Key>;
}
