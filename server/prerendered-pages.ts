import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** One form of a page's bytes, with the validator that names exactly those bytes. */
type PageBody = { body: Buffer; etag: string };

export type PageEncoding = "br" | "gzip";

/** A page as built, with the compressed copies the build made of it (scripts/postbuild.ts), when there are any. */
export type PrerenderedPage = PageBody & {
  encoded: Partial<Record<PageEncoding, PageBody>>;
  scriptHashes: string[];
};

/** Where the pre-renderer wrote a page: `build/client/<path>/index.html`. */
function prerenderedFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath, "index.html");
}

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

const runnableScriptTypes = new Set(["module", "text/javascript"]);

/** CSP hashes of the inline scripts a browser would run (data blocks such as JSON-LD are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !runnableScriptTypes.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes];
}

/** Reads every pre-rendered page once, at start-up; they never change while the server runs. */
export async function loadPrerenderedPages(clientDir: string, pagePaths: string[]) {
  const pages = new Map<string, PrerenderedPage>();
  for (const pagePath of pagePaths) {
    const file = prerenderedFile(clientDir, pagePath);
    const html = await readFile(file);
    const hash = createHash("sha1").update(html).digest("base64url");
    const encoded: PrerenderedPage["encoded"] = {};
    for (const [encoding, suffix] of [
      ["br", "br"],
      ["gzip", "gz"],
    ] as const) {
      const body = await readFile(`${file}.${suffix}`).catch(() => undefined);
      // Each encoding is its own representation, so it has its own ETag.
      if (body) encoded[encoding] = { body, etag: `"${hash}-${encoding}"` };
    }
    pages.set(pagePath, {
      body: html,
      etag: `"${hash}"`,
      encoded,
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
    });
  }
  return pages;
}
