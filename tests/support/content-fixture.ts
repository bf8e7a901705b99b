import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import YAML from "yaml";
import { parseSiteConfig, type SiteConfig } from "~/config/site-schema";
import type { ContentKey } from "~/content/collections";
import { contextFor, formatIssue, loadEntry } from "~/content/loader/load-content.server";

const repository = path.resolve(import.meta.dirname, "../..");

/**
 * A fresh copy of some content folders for each test to break, loaded the way the build loads
 * them (the build's own loader), so a test sees exactly the lines an editor would.
 */
export function contentCopy(folders: string[]) {
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "content-copy-"));
    for (const folder of folders) cpSync(path.join(repository, folder), path.join(root, folder), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const problems = (key: ContentKey): string[] =>
    loadEntry(key, contextFor(parseSiteConfig({}), root), root).issues.map(formatIssue);

  return {
    problems,
    /** The entry as the build would load it under another site configuration. */
    load: (key: ContentKey, site: SiteConfig) => loadEntry(key, contextFor(site, root), root),
    /** The problems of `key` after `change` has edited `file` (from the repository root). */
    problemsAfter(key: ContentKey, file: string, change: (document: YAML.Document) => void): string[] {
      const absolute = path.join(root, file);
      const document = YAML.parseDocument(readFileSync(absolute, "utf8"));
      change(document);
      writeFileSync(absolute, document.toString());
      return problems(key);
    },
  };
}
