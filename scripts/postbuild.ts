/**
 * Post-processing after the pre-renderer, which has already written every page and every
 * generated file (the resource routes of app/routes.ts: sitemap, robots.txt, icons, web
 * manifest, social images, PDF). This trims each page's inline stylesheet to the rules the
 * page can use (./page-css.ts), drops the names of React's island code from a page without React
 * islands, keeps inline only its first screen's rules and writes the rest to a file of its own
 * (./first-screen-css.ts), then compresses the page once with brotli and gzip, and the
 * scripts and stylesheets under assets/ too, for a proxy to send as they are (ops/nginx/site.conf).
 * Then it writes the site search index (./search-index.ts), which Pagefind compresses itself, and
 * last compiles the server that serves all of it (./build-server.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { parseSiteConfig } from "../app/config/site-schema";
import { withFirstScreenStylesheet } from "./first-screen-css";
import {
  inlineStylesheetOf,
  scriptTokenReader,
  withoutIconNames,
  withoutUnusedIslandCode,
  withTrimmedStylesheet,
} from "./page-css";
import { buildServer } from "./build-server";
import { writeSearchIndex } from "./search-index";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");

/**
 * Each page with a trimmed stylesheet, and compressed once, as hard as the formats allow, for the
 * server to send as it is (server/prerendered-pages.ts): smaller than compressing on every request,
 * and no work per request.
 */
async function finishPages() {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
  const scripts = await scriptTokenReader(clientDir);
  for (const file of files) {
    const page = path.relative(clientDir, file);
    const trimmed = withoutUnusedIslandCode(
      page,
      await withTrimmedStylesheet(page, withoutIconNames(await readFile(file, "utf8")), scripts),
    );
    const split = await withFirstScreenStylesheet(trimmed, inlineStylesheetOf(page, trimmed));
    if (split.stylesheet) await writeFile(path.join(clientDir, "assets", split.stylesheet.name), split.stylesheet.css);
    const html = Buffer.from(split.html);
    await writeFile(file, html);
    await writeCompressedCopies(file, html);
  }
}

/** `<file>.br` and `<file>.gz`, as hard as the formats allow: written once, sent many times. */
async function writeCompressedCopies(file: string, content: Buffer) {
  const brotli = promisify(brotliCompress)(content, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await writeFile(`${file}.gz`, await promisify(gzip)(content, { level: 9 }));
  await writeFile(`${file}.br`, await brotli);
}

/** The content-hashed scripts and stylesheets, which a proxy serves itself (ops/nginx/site.conf). */
async function compressAssets() {
  const assetsDir = path.join(clientDir, "assets");
  for (const name of await readdir(assetsDir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = path.join(assetsDir, name);
    await writeCompressedCopies(file, await readFile(file));
  }
}

await finishPages();
await compressAssets();

const indexStart = performance.now();
const indexed = await writeSearchIndex({ clientDir, site: parseSiteConfig(process.env), root });
console.log(`Search index: ${indexed.length} pages in ${Math.round(performance.now() - indexStart)} ms`);
await buildServer();
