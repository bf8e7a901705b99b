/**
 * Every link between pages of the site leads to a file the build wrote (a page, a feed, the PDF...),
 * and every anchor it names exists on the page it leads to: on every pre-rendered page, as written
 * in its HTML (docs/product.md#routes); the newsletter archive, which the server renders, is reached over HTTP.
 */
import { describe, expect, it } from "vitest";
import { builtFilePath, builtPage } from "../support/built-page";
import { allPagePaths } from "../support/built-site";
import { newsletterArchivePaths } from "~/newsletter/archive-contract";

/** Pages the server renders from its database for each request, so no file of the build: checked over HTTP (tests/integration/desk-http.test.ts). */
const renderedPerRequest = new Set<string>([newsletterArchivePaths.list]);

/** The ids of a built page, or of nothing when the target is not a page. */
const idsOf = (path: string) =>
  builtFilePath(path)?.endsWith(".html") ? new Set([...builtPage(path).querySelectorAll("[id]")].map((element) => element.id)) : new Set<string>();

describe.each(allPagePaths)("%s", (pagePath) => {
  it("links only to pages and files of the build, and to anchors that exist there", () => {
    const broken: string[] = [];
    const hrefs = new Set([...builtPage(pagePath).querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!));
    for (const href of hrefs) {
      if (!href.startsWith("#") && !(href.startsWith("/") && !href.startsWith("//"))) continue;
      const target = new URL(href, new URL(pagePath, "http://site.test"));
      if (renderedPerRequest.has(target.pathname)) continue;
      if (!builtFilePath(target.pathname)) broken.push(`${href}: no such page`);
      else if (target.hash && !idsOf(target.pathname).has(decodeURIComponent(target.hash.slice(1))))
        broken.push(`${href}: no such anchor`);
    }
    expect(broken).toEqual([]);
  });
});
