/**
 * Post-processing after the pre-renderer, which has already written every page and every
 * generated file (the resource routes of app/routes.ts: sitemap, robots.txt, icons, web
 * manifest, social images, PDF). This trims each page's inline stylesheet to the rules the
 * page can use (./page-css.ts), drops the names of React's island code from a page without React
 * islands, keeps inline only its first screen's rules and writes the rest to a file of its own
 * (./first-screen-css.ts), which draws the icons below the first screen too
 * (./icons-from-stylesheet.ts), then compresses the page once with brotli and gzip, and the scripts
 * and stylesheets under assets/ too, for a proxy to send as they are (ops/nginx/site.conf). Before all
 * that, every class gets a short name, in the scripts (the browser's and the server's) and in the
 * pages alike (./short-class-names.ts).
 * Then it writes the site search index (./search-index.ts), which Pagefind compresses itself, and
 * last compiles the server that serves all of it (./build-server.ts).
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { parseSiteConfig } from "../app/config/site-schema";
import { pageStylesheetName, withFirstScreenStylesheet } from "./first-screen-css";
import { withIconsFromStylesheet } from "./icons-from-stylesheet";
import {
  inlineStylesheetOf,
  scriptTokenReader,
  withoutIconNames,
  withoutUnusedIslandCode,
  withTrimmedStylesheet,
} from "./page-css";
import { buildServer } from "./build-server";
import {
  type ClassNameMap,
  classNameMapFingerprint,
  classNamesOfStylesheet,
  renamedScriptFiles,
  shortClassNameMap,
  withScriptFilesRenamed,
  withShortClassNames,
  withShortClassNamesInScript,
} from "./short-class-names";
import { writeSearchIndex } from "./search-index";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

/** Every pre-rendered page, `<path>/index.html` under clientDir. */
async function pageFiles(): Promise<string[]> {
  return (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Each page with a trimmed stylesheet, and compressed once, as hard as the formats allow, for the
 * server to send as it is (server/prerendered-pages.ts): smaller than compressing on every request,
 * and no work per request.
 */
async function finishPages(files: string[], classNames: ClassNameMap, scriptFiles: Map<string, string>) {
  const scripts = await scriptTokenReader(clientDir);
  for (const file of files) {
    const page = path.relative(clientDir, file);
    const renamed = withShortClassNames(withScriptFilesRenamed(await readFile(file, "utf8"), scriptFiles), classNames);
    const trimmed = withoutUnusedIslandCode(
      page,
      await withTrimmedStylesheet(page, withoutIconNames(renamed), scripts),
    );
    const split = withIconsInStylesheet(await withFirstScreenStylesheet(trimmed, inlineStylesheetOf(page, trimmed)));
    if (split.stylesheet) await writeFile(path.join(clientDir, "assets", split.stylesheet.name), split.stylesheet.css);
    const html = Buffer.from(split.html);
    await writeFile(file, html);
    await writeCompressedCopies(file, html);
  }
}

/**
 * The drawings of the icons below the first screen added to the page's stylesheet file, which is then
 * named by its content (./icons-from-stylesheet.ts). Done once the first screen's rules are inline,
 * so that the icons left to the file are those after the very end of the first screen those rules
 * were found for: emptied first, the icons would shorten the markup, and the first screen, counted in
 * characters, would reach further. A page that inlines its whole stylesheet keeps its icons.
 */
function withIconsInStylesheet(split: Awaited<ReturnType<typeof withFirstScreenStylesheet>>) {
  if (!split.stylesheet) return split;
  const icons = withIconsFromStylesheet(split.html);
  if (!icons.css) return split;
  const css = split.stylesheet.css + icons.css;
  const name = pageStylesheetName(css);
  return {
    html: icons.html.replaceAll(`/assets/${split.stylesheet.name}`, `/assets/${name}`),
    stylesheet: { name, css },
  };
}

/**
 * One map of short class names for the whole build, from the site's stylesheet as every page inlines
 * it before it is trimmed, and the class lists of all pages.
 */
async function classNameMap(files: string[]): Promise<{ map: ClassNameMap; siteClasses: Set<string> }> {
  const pages = await Promise.all(files.map((file) => readFile(file, "utf8")));
  const siteCss = inlineStylesheetOf(path.relative(clientDir, files[0]), pages[0]);
  return { map: shortClassNameMap(siteCss, pages), siteClasses: classNamesOfStylesheet(siteCss) };
}

/**
 * The same short names in every script the build wrote: the browser's (whose islands render the
 * pages' class lists again when they hydrate) and the server's (which renders the pages made on
 * request, with the site's whole stylesheet). The browser's scripts that change get new names, which
 * every script is told; the pages are told by `finishPages`. Returns the new names.
 */
async function renameClassesInScripts({
  map,
  siteClasses,
}: {
  map: ClassNameMap;
  siteClasses: Set<string>;
}): Promise<Map<string, string>> {
  const assetsDir = path.join(clientDir, "assets");
  const clientScripts = (await readdir(assetsDir)).filter((name) => name.endsWith(".js"));
  const serverDir = path.join(buildDir, "server");
  const serverScripts = (await readdir(serverDir, { recursive: true })).filter((name) => name.endsWith(".js"));
  const renamed = async (file: string) => {
    const code = await readFile(file, "utf8");
    return { code, renamed: withShortClassNamesInScript(code, map, siteClasses, path.relative(buildDir, file)) };
  };
  const client = new Map<string, string>();
  const holdingClasses = new Set<string>();
  for (const name of clientScripts) {
    const script = await renamed(path.join(assetsDir, name));
    client.set(name, script.renamed);
    if (script.renamed !== script.code) holdingClasses.add(name);
  }
  const files = renamedScriptFiles(client, holdingClasses, classNameMapFingerprint(map));
  for (const [name, code] of client) {
    if (!files.has(name)) continue;
    await writeFile(path.join(assetsDir, files.get(name)!), withScriptFilesRenamed(code, files));
    await rm(path.join(assetsDir, name));
  }
  for (const name of serverScripts) {
    const file = path.join(serverDir, name);
    const script = await renamed(file);
    const code = withScriptFilesRenamed(script.renamed, files);
    if (code !== script.code) await writeFile(file, code);
  }
  return files;
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

const pages = await pageFiles();
const classNames = await classNameMap(pages);
const scriptFiles = await renameClassesInScripts(classNames);
await finishPages(pages, classNames.map, scriptFiles);
await compressAssets();

const indexStart = performance.now();
const indexed = await writeSearchIndex({ clientDir, site: parseSiteConfig(process.env), root });
console.log(`Search index: ${indexed.length} pages in ${Math.round(performance.now() - indexStart)} ms`);
await buildServer();
