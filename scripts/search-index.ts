/**
 * The site search index (docs/decisions/011-site-search.md): Pagefind reads every pre-rendered
 * page, the white paper and the Insights articles among them, and writes its bundle where the
 * search dialog and the search page fetch it (`searchBundlePath`).
 *
 * - Only a page's `<main data-pagefind-body>` is indexed (app/root.tsx): the header, footer and
 *   menus never match.
 * - An alias renders the same page as its canonical path (app/route-table.ts): only the canonical
 *   one is indexed, so each page is found once, at the address its `<link rel="canonical">` names.
 * - The search page is left out: it lists every page, so it would match every search.
 * - What Pagefind reads of a page is the built HTML with two additions, never written to the page
 *   itself: its result title (`titledForResults`) and the searches it comes first for
 *   (`promoted` in content/site/search.yaml), which app/browser/search/pagefind.ts weighs.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { SiteConfig } from "../app/config/site-schema";
import { contextFor, loadEntry } from "../app/content/loader/load-content.server";
import type { SearchCopy } from "../app/content/search-copy";
import { promotedField } from "../app/browser/search/promoted";
import { canonicalPath, createRouteTable, searchBundlePath, searchPath } from "../app/route-table";

type IndexedPage = { url: string; html: string };

const canonicalLink = /<link rel="canonical" href="([^"]+)"/;
const titleElement = /<title>([\s\S]*?)<\/title>/;

/** Pagefind's ready-made interfaces: the site has its own (app/browser/search.ts), so they are not published. */
const unusedBundleFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/** The path a pre-rendered file answers: `white-paper/index.html` is `/white-paper`. */
function pathOfFile(clientDir: string, file: string): string {
  return `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
}

function escapeAttribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/**
 * Results are titled by the document's `<title>` without the product name most titles end with
 * (app/lib/seo.ts, `fullTitle`): it names the page as browser tabs and search engines do, and tells
 * apart pages whose headings are the same (the "Our Mission" of the company and of the consortium).
 */
function titledForResults(html: string, productName: string): string {
  const suffix = ` | ${productName}`;
  return html.replace(titleElement, (_element, title: string) => {
    const shown = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    return `<title data-pagefind-meta="title">${shown}</title>`;
  });
}

function withPromotedSearches(html: string, searches: string[] | undefined): string {
  if (!searches) return html;
  const meta = `<meta data-pagefind-meta="${promotedField}[content]" content="${escapeAttribute(searches.join("; "))}">`;
  return html.replace("</head>", `${meta}</head>`);
}

/** The searches each page comes first for, by its canonical path. */
function promotedSearches(site: SiteConfig, root: string): Map<string, string[]> {
  const { data, issues } = loadEntry("site/search", contextFor(site, root), root);
  if (issues.length || !data) throw new Error("Search index: content/site/search.yaml does not load.");
  const table = createRouteTable(site.productSlug);
  return new Map((data as SearchCopy).promoted.map((entry) => [canonicalPath(table, entry.page), entry.searches]));
}

async function pagesToIndex(clientDir: string, site: SiteConfig, root: string): Promise<IndexedPage[]> {
  const promoted = promotedSearches(site, root);
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const pages: IndexedPage[] = [];
  for (const file of files) {
    const html = await readFile(file, "utf8");
    const canonical = canonicalLink.exec(html)?.[1];
    if (!canonical) throw new Error(`Search index: ${path.relative(clientDir, file)} has no canonical link.`);
    const url = new URL(canonical).pathname;
    if (url !== pathOfFile(clientDir, file) || url === searchPath) continue;
    pages.push({ url, html: withPromotedSearches(titledForResults(html, site.productName), promoted.get(url)) });
  }
  return pages;
}

function stopOn(step: string, errors: string[]) {
  if (errors.length) throw new Error(`Search index, ${step}: ${errors.join("; ")}`);
}

/** Writes the search bundle into the build's client folder; returns the addresses it indexed. */
export async function writeSearchIndex({
  clientDir,
  site,
  root,
}: {
  clientDir: string;
  site: SiteConfig;
  /** The repository, where content/ is. */
  root: string;
}): Promise<string[]> {
  const outputPath = path.join(clientDir, searchBundlePath);
  await rm(outputPath, { recursive: true, force: true });
  const pages = await pagesToIndex(clientDir, site, root);
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    stopOn("start", errors);
    if (!index) throw new Error("Search index: Pagefind started no index.");
    for (const page of pages) stopOn(page.url, (await index.addHTMLFile({ url: page.url, content: page.html })).errors);
    stopOn("write", (await index.writeFiles({ outputPath })).errors);
  } finally {
    await pagefind.close();
  }
  for (const file of await readdir(outputPath)) {
    if (unusedBundleFiles.test(file)) await rm(path.join(outputPath, file));
  }
  return pages.map((page) => page.url);
}
