import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { parseProse, plainText, sectionLabel, slugify, type ProseOptions } from "~/content/schema/prose";

const site = parseSiteConfig({});
const context = createContentContext(site);

const parse = (source: string, options?: ProseOptions) =>
  withContentContext(context, () => parseProse(source, options));

/** The document of a source that must parse. */
function documentOf(source: string, options?: ProseOptions) {
  const result = parse(source, options);
  expect(result.issues).toEqual([]);
  return result.document!;
}

/** The issues of a source that must be refused: each names its line. */
const issuesOf = (source: string, options?: ProseOptions) => {
  const result = parse(source, options);
  expect(result.document).toBeUndefined();
  return result.issues;
};

describe("parseProse: what an editor can write", () => {
  it("returns the front matter as text, apart from the body", () => {
    const result = parse("---\ntitle: Terms\n---\n\nSome text.\n");
    expect(result.frontmatter).toBe("title: Terms");
    expect(result.document?.lead).toEqual([{ type: "paragraph", text: [{ kind: "text", text: "Some text." }] }]);
  });

  it("makes a section of each ## heading, anchored by the slug of its title", () => {
    const { lead, sections } = documentOf("Before.\n\n## Who we are\n\nFirst.\n\n## Your rights\n\nSecond.\n");
    expect(lead).toHaveLength(1);
    expect(sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "who-we-are", title: "Who we are" },
      { id: "your-rights", title: "Your rights" },
    ]);
    expect(sections[1].blocks).toEqual([{ type: "paragraph", text: [{ kind: "text", text: "Second." }] }]);
  });

  it('takes the number of a heading written "## 2. Title" apart from its title', () => {
    const [section] = documentOf("## 2. The Core Problem: Ethical Debt\n").sections;
    expect(section).toMatchObject({
      id: "the-core-problem-ethical-debt",
      number: "2",
      title: "The Core Problem: Ethical Debt",
    });
    expect(sectionLabel(section)).toBe("2. The Core Problem: Ethical Debt");
    expect(sectionLabel({ title: "Executive Summary" })).toBe("Executive Summary");
  });

  it("anchors a heading where its {% #anchor %} says, so a reworded title keeps its links", () => {
    const [section] = documentOf("## How we protect it {% #security %}\n\n### Legal bases {% #bases %}\n").sections;
    expect(section).toMatchObject({ id: "security", title: "How we protect it" });
    expect(section.blocks).toEqual([{ type: "subheading", id: "bases", title: "Legal bases" }]);
  });

  it("makes ### headings subheadings with their own anchors", () => {
    const [section] = documentOf("## Rights\n\n### How to exercise them\n").sections;
    expect(section.blocks).toEqual([{ type: "subheading", id: "how-to-exercise-them", title: "How to exercise them" }]);
  });

  it("keeps bold, emphasis and links resolved from their targets", () => {
    const [paragraph] = documentOf(
      "Write to [the team](email:info), read the [terms](page:terms#contact), **note** this, _see_ [our site](url:productWebsite).\n",
    ).lead;
    expect(paragraph).toEqual({
      type: "paragraph",
      text: [
        { kind: "text", text: "Write to " },
        { kind: "link", text: "the team", href: `mailto:${site.emails.info}`, external: false },
        { kind: "text", text: ", read the " },
        { kind: "link", text: "terms", href: "/terms#contact", external: false },
        { kind: "text", text: ", " },
        { kind: "strong", text: "note" },
        { kind: "text", text: " this, " },
        { kind: "emphasis", text: "see" },
        { kind: "text", text: " " },
        { kind: "link", text: "our site", href: site.urls.productWebsite, external: true },
        { kind: "text", text: "." },
      ],
    });
    expect(plainText(paragraph.type === "paragraph" ? paragraph.text : [])).toBe(
      "Write to the team, read the terms, note this, see our site.",
    );
  });

  it("reads lists, ordered or not, whose items may open with a bold term", () => {
    const [bullets, steps] = documentOf(
      "- **Consent.** Each person decides.\n- plain item\n\n1. First\n2. Second\n",
    ).lead;
    expect(bullets).toEqual({
      type: "list",
      ordered: false,
      items: [
        { term: "Consent.", text: [{ kind: "text", text: "Each person decides." }] },
        { text: [{ kind: "text", text: "plain item" }] },
      ],
    });
    expect(steps).toMatchObject({
      type: "list",
      ordered: true,
      items: [{ text: [{ text: "First" }] }, { text: [{ text: "Second" }] }],
    });
  });

  it("reads quotes", () => {
    expect(documentOf("> Trust is measured.\n").lead).toEqual([
      { type: "quote", text: [{ kind: "text", text: "Trust is measured." }] },
    ]);
  });

  it("reads the callout, dashboard and analytics tags where the entry allows them", () => {
    const { lead } = documentOf(
      '{% callout title="The central insight" %}\nDebt can be paid down.\n{% /callout %}\n\n{% dashboard /%}\n\n{% analytics /%}\n',
      {
        tags: ["callout", "dashboard", "analytics"],
      },
    );
    expect(lead).toEqual([
      { type: "callout", title: "The central insight", text: [{ kind: "text", text: "Debt can be paid down." }] },
      { type: "dashboard" },
      { type: "analytics" },
    ]);
  });

  it("slugs titles into anchors: lower case, accents dropped, words joined by single hyphens", () => {
    expect(slugify("Étude & Co: 2. Résumé!")).toBe("etude-co-2-resume");
  });
});

describe("parseProse: what it refuses, with the line", () => {
  it("refuses # and #### headings", () => {
    const reason = "use ## for sections and ### for subheadings (no # or ####)";
    expect(issuesOf("# Title\n\n## Section\n\n#### Deep\n")).toEqual([
      { line: 1, reason },
      { line: 5, reason },
    ]);
  });

  it("refuses two headings with the same anchor", () => {
    expect(issuesOf("## Contact\n\nText.\n\n## Other {% #contact %}\n")).toEqual([
      { line: 5, reason: "two headings make the same anchor #contact" },
    ]);
  });

  it("refuses an anchor that is not lower-case words joined by hyphens", () => {
    expect(issuesOf("## Title {% #Bad_Anchor %}\n")).toEqual([
      { line: 1, reason: "{% #Bad_Anchor %} is not an anchor: use lower-case letters, digits and single hyphens" },
    ]);
  });

  it("refuses class annotations, and anchors anywhere but on headings", () => {
    expect(issuesOf("## Title\n\nBig text. {% .big %}\n\nAnchored. {% #here %}\n")).toEqual([
      { line: 3, reason: "{% .class %} annotations are not used: write plain text" },
      { line: 5, reason: "{% #anchor %} names headings only: put it after a ## or ### heading" },
    ]);
  });

  it("refuses a link to a page that does not exist", () => {
    const [issue] = issuesOf("Text.\n\nSee [this](page:nowhere).\n");
    expect(issue.line).toBe(3);
    expect(issue.reason).toMatch(/^"page:nowhere" names no page/);
  });

  it("refuses tags the entry does not allow, and a callout without its title", () => {
    const [dashboard] = issuesOf("Text.\n\n{% dashboard /%}\n");
    expect(dashboard.line).toBe(3);
    expect(dashboard.reason).toMatch(/dashboard/);
    const [analytics] = issuesOf("Text.\n\n{% analytics /%}\n", { tags: ["dashboard"] });
    expect(analytics.reason).toMatch(/analytics/);
    const [callout] = issuesOf("{% callout %}\nText.\n{% /callout %}\n", { tags: ["callout"] });
    expect(callout.line).toBe(1);
    expect(callout.reason).toMatch(/title/);
  });

  it("refuses code, tables and images, which no renderer draws", () => {
    expect(issuesOf("Text.\n\n```\ncode\n```\n")).toEqual([
      { line: 3, reason: "fence is not allowed here (write paragraphs, lists, ### subheadings and quotes)" },
    ]);
    expect(issuesOf("| a | b |\n| - | - |\n| 1 | 2 |\n")[0]).toMatchObject({
      line: 1,
      reason: expect.stringMatching(/^table is not allowed here/),
    });
    expect(issuesOf("Text.\n\nSee ![a chart](/chart.png).\n")).toEqual([
      { line: 3, reason: "image is not allowed in text" },
    ]);
  });

  it("refuses text above the first ## heading where every block belongs to a section", () => {
    expect(issuesOf("Orphan text.\n\n## Section\n\nText.\n", { lead: false })).toEqual([
      { line: 1, reason: "start with a ## section heading: every paragraph belongs to a section here" },
    ]);
  });
});
