/**
 * The accessibility statement (docs/product.md#pages) as built: where it is linked from, what it
 * states, how to report a barrier, and that the limitation it names is real. Its copy comes from
 * content/pages/accessibility.yaml. None of it needs a browser.
 */
import { describe, expect, it } from "vitest";
import { isShown, named, textOf } from "../support/built-dom";
import { builtFile, builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

const statement = content("pages/accessibility");

const headings = "h1, h2, h3, h4, h5, h6";

describe("the accessibility statement", () => {
  const page = builtPage(pagePath("accessibility"));
  const main = page.querySelector("main")!;

  it("is linked from the footer's Trust & Legal group", () => {
    const footer = named(builtPage(pagePath("home")), "nav", "Footer");
    const group = [...(footer?.querySelectorAll(":scope > div") ?? [])].find((candidate) =>
      named(candidate, headings, "Trust & Legal"),
    );
    expect(group, "the footer's Trust & Legal group").toBeDefined();
    const href = named(group!, "a[href]", "Accessibility")?.getAttribute("href");
    expect(href, "the group's Accessibility link").toBe(pagePath("accessibility"));
    expect(builtFilePath(href!), "the built statement").toBeDefined();
    expect([...page.querySelectorAll("h1")].map(textOf), "the statement's headline").toEqual([statement.banner.title]);
  });

  it("states its target, how the site is tested, its limitations and the date of its last review", () => {
    for (const heading of [
      statement.target.title,
      statement.expectationsSection.title,
      statement.testingSection.title,
      statement.limitationsSection.title,
      statement.report.title,
    ]) {
      expect(isShown(named(main, "h2", heading)), `the section "${heading}"`).toBe(true);
    }
    for (const item of [...statement.testing, ...statement.limitations]) {
      expect(isShown(named(main, "h3", item.title)), `the item "${item.title}"`).toBe(true);
    }
    const reviewed = [...main.querySelectorAll("time")].find(
      (time) => time.getAttribute("datetime") === statement.review.date,
    );
    const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(statement.review.date),
    );
    expect(textOf(reviewed), "the review date, written out").toBe(shown);
    expect(textOf(main), "the review's label and date").toContain(`${statement.review.label} ${shown}`);
  });

  it("says how to report a barrier, at the site's own general address", () => {
    const report = named(main, "section[aria-labelledby], section[aria-label]", statement.report.title);
    expect(textOf(report), "the report section names the address").toContain(site.emails.info);
    expect(named(report!, "a[href]", site.emails.info)?.getAttribute("href"), "the report's mail link").toBe(
      `mailto:${site.emails.info}?subject=${encodeURIComponent("Accessibility barrier")}`,
    );
    expect(named(report!, "a[href]", "contact")?.getAttribute("href"), "the report's contact link").toBe(
      pagePath("contact"),
    );
  });

  it("names only limitations that are real: the white paper's PDF is still untagged", () => {
    // If the PDF gains structure tags, this fails: then take its limitation out of the statement.
    const pdf = builtFile("/white-paper.pdf").toString("latin1");
    expect(pdf.startsWith("%PDF-"), "the white paper is a PDF").toBe(true);
    expect(pdf, "the PDF has no structure tree").not.toContain("/StructTreeRoot");
    expect(pdf, "the PDF is not marked as tagged").not.toMatch(/\/MarkInfo\s*<<\s*\/Marked\s+true/);
  });
});
