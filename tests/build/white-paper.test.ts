/**
 * The white paper as built: its title, version and date, its seven sections and their contents
 * links, the sample dashboard, the references, its buttons and the audience calls, and the PDF,
 * read from build/client. What only a browser shows (the contents following the reader, smooth
 * and reduced-motion jumps, the PDF downloading) is in tests/e2e/white-paper.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { accessibleName, allNamed, isShown, named, textOf, withText } from "../support/built-dom";
import { builtFile, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";
import { sectionLabel } from "~/content/schema/prose";

/*
 * The paper's copy comes from its content files (content/white-paper.mdoc and
 * content/pages/white-paper.yaml), so rewording it there does not break these tests. What
 * must stay word for word (docs/product.md#guarded-strings: version, date, the dashboard's
 * figures, the buttons and the audience calls) stays literal on purpose, so that a content
 * edit cannot silently change it.
 */

const paper = content("white-paper");
const pageCopy = content("pages/white-paper");

const sections = paper.body.sections.map((section) => ({ id: section.id, heading: sectionLabel(section) }));

const page = builtPage(pagePath("white-paper"));
const main = page.querySelector("main")!;
const contents = named(page, "nav", pageCopy.contentsTitle);
/** A landmark region: a section named by its heading. */
const region = (name: string) => named(main, "section[aria-labelledby], section[aria-label]", name);
const hrefOf = (scope: ParentNode | undefined, name: string, options?: { exact?: boolean }) =>
  scope ? named(scope, "a[href]", name, options)?.getAttribute("href") : undefined;

describe("white paper page", () => {
  it("shows the title, version 3.0, July 2025 and all seven sections with their headings", () => {
    expect(isShown(named(page, "h1", paper.title)), "the paper's title").toBe(true);
    // The guarded version and date.
    expect(withText(page.body, "Version 3.0").some(isShown), "the version").toBe(true);
    expect(withText(page.body, "July 2025").some(isShown), "the date").toBe(true);
    // The seven sections, in their order (docs/product.md#white-paper).
    expect(
      sections.map((section) => section.id),
      "the sections in the content",
    ).toEqual(["executive-summary", "introduction", "core-problem", "solution", "architecture", "practice", "conclusion"]);
    expect(contents, "the contents").toBeDefined();
    for (const { id, heading } of sections) {
      const section = page.querySelector(`section#${id}`);
      expect(isShown(section && named(section, "h2", heading, { exact: true })), `#${id}'s heading`).toBe(true);
      expect(hrefOf(contents, heading, { exact: true }), `the contents link to ${heading}`).toBe(`#${id}`);
    }
    expect(contents!.querySelectorAll("a[href]"), "one contents link per section").toHaveLength(sections.length);
  });

  it("labels the sample dashboard figures 78/100, 45/100 and +18% as illustrative", () => {
    const dashboard = [...main.querySelectorAll("figure")].filter((figure) =>
      /sample dashboard \(illustrative\)/i.test(accessibleName(figure)),
    );
    expect(dashboard, "one figure named sample dashboard (illustrative)").toHaveLength(1);
    for (const figure of ["78/100", "45/100", "+18%"]) {
      // the spec's figures
      expect(withText(dashboard[0], figure).some(isShown), `the dashboard's ${figure}`).toBe(true);
    }
    expect(textOf(dashboard[0]), "the dashboard's caption").toContain(paper.dashboard.caption);
  });

  it("lists nine references", () => {
    const references = region(pageCopy.referencesTitle);
    expect(references?.querySelectorAll("ul, ol"), "one list of references").toHaveLength(1);
    expect(references!.querySelectorAll("li"), "nine references").toHaveLength(9);
  });

  it("Visit Website opens the configured product website in a new tab, safely", () => {
    const links = [...page.querySelectorAll("a[href]")].filter((link) => /^Visit Website/.test(accessibleName(link))); // the spec's button label
    expect(links, "one Visit Website link").toHaveLength(1);
    expect(links[0].getAttribute("href"), "Visit Website's address").toBe(site.urls.productWebsite);
    expect(links[0].getAttribute("target"), "Visit Website opens a new tab").toBe("_blank");
    expect(links[0].getAttribute("rel"), "Visit Website's rel").toMatch(/noopener/);
    expect(links[0].getAttribute("rel"), "Visit Website's rel").toMatch(/noreferrer/);
  });

  it("Download PDF downloads a real PDF of the paper", () => {
    const links = allNamed(page, "a[href]", "Download PDF"); // the spec's button label
    expect(links, "one Download PDF link").toHaveLength(1);
    const [link] = links;
    expect(link.getAttribute("href"), "Download PDF's address").toBe("/white-paper.pdf");
    expect(link.getAttribute("download"), "Download PDF's file name").toMatch(/\.pdf$/);
    expect(builtFile("/white-paper.pdf").subarray(0, 5).toString("latin1"), "the built PDF").toBe("%PDF-");
  });

  it("ends with the three audience calls to action", () => {
    const calls = region(pageCopy.nextSteps.title);
    expect(calls, "the audience calls' section").toBeDefined();
    // The spec's audiences, labels and phrases, word for word.
    const expected = [
      {
        audience: "Enterprise Leaders",
        label: "Contact Us",
        to: pagePath("contact"),
        text: "confidential Ethical Debt Assessment",
      },
      {
        audience: "Systemic Investors",
        label: "Get Demo",
        to: pagePath("schedule-demo"),
        text: "institutional platform",
      },
      {
        audience: "Thought Leaders",
        label: "Join Consortium",
        to: pagePath("get-involved"),
        text: site.consortiumName,
      },
    ];
    for (const call of expected) {
      const cards = [...calls!.querySelectorAll("li")].filter((item) => named(item, "h1, h2, h3, h4, h5, h6", call.audience));
      expect(cards, `one card for ${call.audience}`).toHaveLength(1);
      expect(textOf(cards[0]), `${call.audience}'s words`).toContain(call.text);
      expect(hrefOf(cards[0], call.label), `${call.audience}'s ${call.label} button`).toBe(call.to);
    }
  });
});
