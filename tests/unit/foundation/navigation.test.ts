import { describe, expect, it } from "vitest";
import { isInSection } from "~/lib/current-section";
import { content } from "../../support/content";

const { headerLinks } = content("site/navigation");

const current = (pathname: string) =>
  headerLinks.filter((link) => isInSection(pathname, link)).map((link) => link.label);

describe("the header's current section", () => {
  it("is found from the section's pages and the paths below them", () => {
    expect(current("/platform")).toEqual(["The Platform"]);
    expect(current("/platform/prosperity-points")).toEqual(["The Platform"]);
    expect(current("/solutions/dynamic-pricing")).toEqual(["The Platform"]);
    expect(current("/vision")).toEqual(["Our Vision"]);
    expect(current("/white-paper")).toEqual(["Insights"]);
    expect(current("/company")).toEqual(["Company"]);
    expect(current("/team/")).toEqual(["Company"]);
  });

  it("is none on pages outside the four sections and never matches a mere prefix of a word", () => {
    expect(current("/")).toEqual([]);
    expect(current("/privacy")).toEqual([]);
    expect(current("/platforms")).toEqual([]);
    expect(current("/consortium")).toEqual([]);
  });

  it("ignores case", () => {
    expect(current("/VISION")).toEqual(["Our Vision"]);
  });

  it("follows a page's path from the route table, not a path typed in the content", () => {
    const link = { label: "Platform", to: "/platform", section: ["solutions" as const] };
    expect(isInSection("/solutions", link)).toBe(true);
    expect(isInSection("/platform/solutions", link)).toBe(true);
    expect(isInSection("/platform", link)).toBe(false);
  });
});
