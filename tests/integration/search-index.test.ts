/**
 * The build's search index step (scripts/search-index.ts) on a few pre-rendered pages, with the real
 * Pagefind binary: which pages it indexes, under which title, and the searches a page comes first for.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { writeSearchIndex } from "../../scripts/search-index";

const repository = path.resolve(import.meta.dirname, "../..");
const site = parseSiteConfig({});
let clientDir: string;

/** A pre-rendered page as the build writes it: its title, canonical link and main content. */
function writePage(folder: string, { title, canonical, text }: { title: string; canonical: string; text: string }) {
  mkdirSync(path.join(clientDir, folder), { recursive: true });
  writeFileSync(
    path.join(clientDir, folder, "index.html"),
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title><link rel="canonical" href="${site.origin}${canonical}"/></head>` +
      `<body><header><a href="/">Header words</a></header><main data-pagefind-body=""><h1>${title}</h1><p>${text}</p></main>` +
      `<footer>Footer words</footer></body></html>`,
  );
}

/** What Pagefind stored of each page: its fragment files are gzip'd JSON after a signature. */
function indexedFragments(): { url: string; content: string; meta: Record<string, string> }[] {
  const folder = path.join(clientDir, "pagefind", "fragment");
  return readdirSync(folder).map((file) => {
    const bytes = gunzipSync(readFileSync(path.join(folder, file)));
    return JSON.parse(bytes.subarray("pagefind_dcd".length).toString("utf8"));
  });
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  writePage("", { title: `${site.productName}: Home`, canonical: "/", text: "Welcome." });
  writePage("white-paper", {
    title: `White Paper: Ethical Debt | ${site.productName}`,
    canonical: "/white-paper",
    text: "Ethical debt, explained.",
  });
  writePage("about-page", { title: "About", canonical: "/about-page", text: "About us." });
  writePage("about", { title: "About", canonical: "/about-page", text: "About us." });
  writePage("search", { title: `Search | ${site.productName}`, canonical: "/search", text: "Every page." });
  await writeSearchIndex({ clientDir, site, root: repository });
}, 30_000);

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("search index", () => {
  it("holds each page once under its canonical address, and not the search page", () => {
    expect(
      indexedFragments()
        .map((page) => page.url)
        .toSorted(),
    ).toEqual(["/", "/about-page", "/white-paper"]);
  });

  it("holds only the main content of a page", () => {
    const content = indexedFragments()
      .map((page) => page.content)
      .join(" ");
    expect(content).toContain("Ethical debt, explained.");
    expect(content).not.toMatch(/Header words|Footer words/);
  });

  it("titles a result by the page's title, without the product name after it", () => {
    const whitePaper = indexedFragments().find((page) => page.url === "/white-paper");
    expect(whitePaper?.meta.title).toBe("White Paper: Ethical Debt");
  });

  it("gives a page the searches it comes first for (content/site/search.yaml)", () => {
    const whitePaper = indexedFragments().find((page) => page.url === "/white-paper");
    expect(whitePaper?.meta.promoted).toContain("ethical debt");
    const home = indexedFragments().find((page) => page.url === "/");
    expect(home?.meta.promoted).toBeUndefined();
  });

  it("publishes Pagefind's search script and not its ready-made interfaces", () => {
    const files = readdirSync(path.join(clientDir, "pagefind"));
    expect(files).toContain("pagefind.js");
    expect(files).toContain("pagefind-worker.js");
    expect(files.filter((file) => /^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file))).toEqual([]);
  });
});
