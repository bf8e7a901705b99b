import { describe, expect, it } from "vitest";
import { headerLinks, isInSection } from "~/content/navigation";

const current = (pathname: string) =>
  headerLinks.filter((link) => isInSection(pathname, link)).map((link) => link.label);

describe("the header's current section", () => {
  it("is found by path prefix", () => {
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
});
