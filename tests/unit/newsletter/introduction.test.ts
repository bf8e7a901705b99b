import { describe, expect, it } from "vitest";
import { introductionText, parseIntroduction } from "../../../server/newsletter/introduction";

/**
 * An edition's introduction as its editor types it in the desk (server/newsletter/introduction.ts):
 * what becomes of each part of the small Markdown it accepts, and the line and reason of what it refuses.
 * The composer and the pages that draw it are tested in tests/integration/desk-editions.test.ts.
 */
const origin = "https://www.aequa.example";
const parse = (source: string) => parseIntroduction(source, origin);
const allowed = "write paragraphs, **bold**, *italics* and [links](https://…)";

describe("parseIntroduction", () => {
  it("keeps paragraphs apart and joins the lines of one with a space", () => {
    expect(parse("Dear readers,\nhello.\n\nA second paragraph.")).toEqual({
      introduction: [[{ kind: "text", text: "Dear readers, hello." }], [{ kind: "text", text: "A second paragraph." }]],
      issues: [],
    });
  });

  it("reads **bold** and *italics* as their own parts, and a line break inside them as a space", () => {
    expect(parse("Some **bold\nwords** and *slanted* ones.").introduction).toEqual([
      [
        { kind: "text", text: "Some " },
        { kind: "strong", text: "bold words" },
        { kind: "text", text: " and " },
        { kind: "emphasis", text: "slanted" },
        { kind: "text", text: " ones." },
      ],
    ]);
  });

  it("keeps HTML as the characters typed", () => {
    expect(parse("Ledgers and <i>trust</i> & <b>you</b>").introduction).toEqual([
      [{ kind: "text", text: "Ledgers and <i>trust</i> & <b>you</b>" }],
    ]);
  });

  it("takes a link to a web address as external, and one to a path of the site as the site's own address", () => {
    const { introduction, issues } = parse(
      "Read [the paper](https://example.org/paper), [the old one](http://example.org/old) or [our vision](/vision?from=mail#top).",
    );
    expect(issues).toEqual([]);
    expect(introduction[0].filter((part) => part.kind === "link")).toEqual([
      { kind: "link", text: "the paper", href: "https://example.org/paper", external: true },
      { kind: "link", text: "the old one", href: "http://example.org/old", external: true },
      { kind: "link", text: "our vision", href: "https://www.aequa.example/vision?from=mail#top", external: false },
    ]);
  });

  it("takes the words of a link with their marks as plain words", () => {
    expect(parse("[**Our** *vision*](/vision)").introduction).toEqual([
      [{ kind: "link", text: "Our vision", href: "https://www.aequa.example/vision", external: false }],
    ]);
  });

  it("refuses a link without words, or to anything but a web address or a path, with the line of its paragraph", () => {
    const reason = "a link needs its words and an https:// address or a /path";
    const { introduction, issues } = parse(
      "Fine.\n\n[ ](https://example.org)\n\n[elsewhere](//example.org/x)\n\n[mail](mailto:a@example.org)",
    );
    expect(issues).toEqual([3, 5, 7].map((line) => ({ line, reason })));
    expect(introduction).toEqual([[{ kind: "text", text: "Fine." }], [], [], []]);
  });

  it("leaves a script address as the characters typed, never a link", () => {
    expect(parse("[run](javascript:alert(1))")).toEqual({
      introduction: [[{ kind: "text", text: "[run](javascript:alert(1))" }]],
      issues: [],
    });
  });

  it("refuses every other block with its line and what to write instead", () => {
    const source = [
      "# A heading",
      "",
      "- a list",
      "",
      "> a quote",
      "",
      "```",
      "code",
      "```",
      "",
      "---",
      "",
      "{% partial /%}",
    ].join("\n");
    expect(parse(source)).toEqual({
      introduction: [],
      issues: [
        { line: 1, reason: `a heading is not allowed here: ${allowed}` },
        { line: 3, reason: `a list is not allowed here: ${allowed}` },
        { line: 5, reason: `a quote is not allowed here: ${allowed}` },
        { line: 7, reason: `a code block is not allowed here: ${allowed}` },
        { line: 11, reason: `a rule is not allowed here: ${allowed}` },
        { line: 13, reason: `{% partial %} is not allowed here: ${allowed}` },
      ],
    });
  });

  it("refuses a picture or code inside a paragraph, keeping the rest of it", () => {
    const { introduction, issues } = parse("Fine.\n\nLook: ![a chart](/chart.png) and `code`.");
    expect(issues).toEqual([
      { line: 3, reason: `a picture is not allowed here: ${allowed}` },
      { line: 3, reason: `code is not allowed here: ${allowed}` },
    ]);
    expect(introduction[1]).toEqual([{ kind: "text", text: "Look:  and ." }]);
  });

  it("gives nothing for an empty introduction", () => {
    expect(parse("")).toEqual({ introduction: [], issues: [] });
  });
});

describe("introductionText", () => {
  it("says each paragraph on its own, a link's address in brackets after its words", () => {
    const { introduction } = parse("Dear **readers**,\n\nRead [our vision](/vision) *today*.");
    expect(introductionText(introduction)).toBe(
      "Dear readers,\n\nRead our vision (https://www.aequa.example/vision) today.",
    );
  });
});
