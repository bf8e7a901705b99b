import path from "node:path";
import express, { type RequestHandler } from "express";
import { searchBundlePath } from "../app/route-table";

/** Pagefind names its index files by the hash of what they hold: one name, one content, forever. */
const contentHashed = /\.pf_\w+$/;

/** The index files and the WebAssembly, which Pagefind compresses itself and unpacks in the browser. */
const packedByPagefind = /\.(pf_\w+|pagefind)$/;

/**
 * Pagefind's bundle (scripts/search-index.ts), mounted at `searchBundlePath`. The index files are
 * cached for good; the files that keep their names from build to build (its script, worker,
 * WebAssembly and entry file) are revalidated, so a new build never mixes with an old one. What
 * Pagefind has compressed goes out as it is (`no-transform`, which compression() and proxies
 * respect): compressing it again costs work and saves nothing. Its scripts are compressed as usual.
 */
export function serveSearchBundle(clientDir: string): RequestHandler {
  return express.static(path.join(clientDir, searchBundlePath), {
    index: false,
    redirect: false,
    fallthrough: false,
    setHeaders(res, file) {
      const caching = contentHashed.test(file)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate";
      res.setHeader("Cache-Control", packedByPagefind.test(file) ? `${caching}, no-transform` : caching);
    },
  });
}
