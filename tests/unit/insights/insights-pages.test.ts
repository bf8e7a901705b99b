/**
 * The pages made from the Insights collections (app/route-table.ts, contentPages): one per
 * article, one per topic an article names, and further pages once a list passes 12 articles.
 * Checked with made-up articles, so that a long list is tested before the site has one.
 */
import { describe, expect, it } from "vitest";
import { listPage, pageNumberOf } from "~/lib/insights-articles";
import { articlesPerPage, contentPages, createRouteTable, type ArticleSummary } from "~/route-table";

const table = createRouteTable("aequa");

function madeUp(count: number, topics: string[]): ArticleSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `article-${index + 1}`,
    topics,
    published: `2026-01-${String(index + 1).padStart(2, "0")}`,
  }));
}

describe("the pages made from articles", () => {
  it("gives each article a page and each topic an article names a page, dated by their newest change", () => {
    const pages = contentPages(table, [
      { slug: "first", topics: ["ethics"], published: "2026-01-01", updated: "2026-03-01" },
      { slug: "second", topics: ["ethics", "data"], published: "2026-02-01" },
    ]);
    expect(pages).toEqual([
      { path: "/insights/first", lastModified: "2026-03-01" },
      { path: "/insights/second", lastModified: "2026-02-01" },
      { path: "/insights/topics/data", lastModified: "2026-02-01" },
      { path: "/insights/topics/ethics", lastModified: "2026-03-01" },
    ]);
  });

  it(`continues a list past ${articlesPerPage} articles on /page/2, for Insights and for a topic`, () => {
    const paths = contentPages(table, madeUp(articlesPerPage * 2 + 1, ["ethics"])).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/insights/page/2",
        "/insights/page/3",
        "/insights/topics/ethics",
        "/insights/topics/ethics/page/2",
        "/insights/topics/ethics/page/3",
      ]),
    );
    expect(paths).not.toContain("/insights/page/1");
    expect(paths).not.toContain("/insights/page/4");
    expect(paths).not.toContain("/insights/topics/ethics/page/1");
  });

  it(`has no further page while a list holds ${articlesPerPage} articles or fewer`, () => {
    const paths = contentPages(table, madeUp(articlesPerPage, ["ethics"])).map((page) => page.path);
    expect(paths.filter((path) => path.includes("/page/"))).toEqual([]);
  });
});

describe("a page of a list", () => {
  const items = Array.from({ length: articlesPerPage + 3 }, (_, index) => index);

  it("reads its number from the path: none is page 1, /page/2 is 2, anything else is no page", () => {
    expect(pageNumberOf(undefined)).toBe(1);
    expect(pageNumberOf("2")).toBe(2);
    for (const segment of ["1", "0", "02", "-2", "two", "2.5", ""])
      expect(pageNumberOf(segment), segment).toBeUndefined();
  });

  it(`holds ${articlesPerPage} items, the last page the rest, and a page beyond the list does not exist`, () => {
    expect(listPage(items, 1)).toEqual({ items: items.slice(0, articlesPerPage), page: 1, pageCount: 2 });
    expect(listPage(items, 2)).toEqual({ items: items.slice(articlesPerPage), page: 2, pageCount: 2 });
    expect(listPage(items, 3)).toBeUndefined();
    expect(listPage(items, undefined)).toBeUndefined();
    expect(listPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
