/**
 * The blocks of prose content (app/content/schema/prose.ts) that the tests of the common cases
 * leave open: section numbers, list items that name a term, thematic breaks, Markdoc's own tags
 * and anchors that are not text.
 */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { parseProse } from "~/content/schema/prose";

const context = createContentContext(parseSiteConfig({}));
const parse = (source: string) => withContentContext(context, () => parseProse(source));
const documentOf = (source: string) => {
  const result = parse(source);
  expect(result.issues).toEqual([]);
  return result.document!;
};

describe("prose structure", () => {
  it("numbers a section only from a number that opens its heading, however many digits or spaces", () => {
    const { sections } = documentOf("## 10. Ten\n\n## 2.  Two spaces\n\n## Article 5. Rights\n");
    expect(sections.map(({ number, title }) => ({ number, title }))).toEqual([
      { number: "10", title: "Ten" },
      { number: "2", title: "Two spaces" },
      { number: undefined, title: "Article 5. Rights" },
    ]);
  });

  it("takes a list item's opening bold words as its term only when text follows them", () => {
    const [list] = documentOf(
      [
        "- **Consent**: each person decides.",
        "- **Purpose**  stated first.",
        "- **Only bold words**",
        "- **Scope** *all data*",
        "- **Rights**[ read them](#rights)",
        "- Plain words then *emphasis*",
        "- ",
        "",
      ].join("\n"),
    ).lead;
    expect(list).toEqual({
      type: "list",
      ordered: false,
      items: [
        { term: "Consent", text: [{ kind: "text", text: ": each person decides." }] },
        { term: "Purpose", text: [{ kind: "text", text: "stated first." }] },
        { text: [{ kind: "strong", text: "Only bold words" }] },
        { term: "Scope", text: [{ kind: "emphasis", text: "all data" }] },
        { term: "Rights", text: [{ kind: "link", text: " read them", href: "#rights", external: false }] },
        {
          text: [
            { kind: "text", text: "Plain words then " },
            { kind: "emphasis", text: "emphasis" },
          ],
        },
        { text: [] },
      ],
    });
  });

  it("draws nothing for a thematic break, keeping the blocks around it in their section", () => {
    const [section] = documentOf("## Terms\n\nBefore.\n\n---\n\nAfter.\n").sections;
    expect(section.blocks).toEqual([
      { type: "paragraph", text: [{ kind: "text", text: "Before." }] },
      { type: "paragraph", text: [{ kind: "text", text: "After." }] },
    ]);
  });

  it("refuses Markdoc's own tags, which no renderer draws, with their line", () => {
    const { document, issues } = parse(
      "## Terms\n\n{% table %}\n* Plan\n---\n* Price\n{% /table %}\n\n{% if true %}\nShown sometimes.\n{% /if %}\n",
    );
    expect(document).toBeUndefined();
    expect(issues).toEqual([
      { line: 3, reason: "{% table %} is not allowed here (write paragraphs, lists, ### subheadings and quotes)" },
      { line: 9, reason: "{% if %} is not allowed here (write paragraphs, lists, ### subheadings and quotes)" },
    ]);
  });

  it("refuses an anchor that is not a word", () => {
    expect(parse("## Terms {% id=5 %}\n").issues).toContainEqual({
      line: 1,
      reason: "{% #5 %} is not an anchor: use lower-case letters, digits and single hyphens",
    });
  });
});
