import { describe, expect, it } from "vitest";
import { createRouteTable, prerenderedPagePaths } from "~/route-table";

const table = createRouteTable("aequa");
const pathOf = (id: string) => table.find((page) => page.id === id)?.path;

describe("the route table", () => {
  it("maps every path of docs/product.md#routes to a page", () => {
    const expected: Record<string, string> = {
      "/": "home",
      "/about-aequa-ecosystem": "ecosystem",
      "/about": "ecosystem",
      "/platform": "platform",
      "/solutions": "solutions",
      "/platform/solutions": "solutions",
      "/solutions/dynamic-pricing": "dynamic-pricing",
      "/solutions/systemic-trust": "prosperity-intelligence",
      "/platform/esee-intelligence": "prosperity-intelligence",
      "/how-it-works": "how-it-works",
      "/platform/prosperity-points": "prosperity-points",
      "/platform/about-us": "corporation-about",
      "/platform/investors": "investors",
      "/platform/the-difference": "the-difference",
      "/consortium": "consortium-mission",
      "/consortium/data-stewardship": "data-stewardship",
      "/consortium/impact": "impact",
      "/consortium/impact/community-voice": "community-voice",
      "/consortium/impact/data-literacy": "data-literacy",
      "/consortium/get-involved": "get-involved",
      "/consortium/about-us": "consortium-about",
      "/team": "team",
      "/contact": "contact",
      "/privacy": "privacy",
      "/terms": "terms",
      "/vision": "vision",
      "/insights": "insights",
      "/company": "company",
      "/white-paper": "white-paper",
      "/schedule-demo": "schedule-demo",
      "/accessibility": "accessibility",
      "/search": "search",
    };
    const actual = Object.fromEntries(
      table.flatMap((page) => [page.path, ...page.aliases].map((path) => [path, page.id])),
    );
    expect(actual).toEqual(expected);
  });

  it("has catch-alls exactly for /platform/* and /consortium/*", () => {
    expect(table.filter((page) => page.catchAll).map((page) => page.path)).toEqual(["/platform", "/consortium"]);
  });

  it("keeps page ids and paths unique, lower case, without trailing slashes", () => {
    const paths = prerenderedPagePaths(table);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(table.map((page) => page.id)).size).toBe(table.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  it("follows the product slug in the ecosystem route", () => {
    expect(createRouteTable("verity").find((page) => page.id === "ecosystem")?.path).toBe("/about-verity-ecosystem");
    expect(pathOf("ecosystem")).toBe("/about-aequa-ecosystem");
  });
});
