/** Running text in prose content (app/content/schema/prose.ts): line breaks, adjacent runs, terms and link labels. */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { parseProse } from "~/content/schema/prose";

const context = createContentContext(parseSiteConfig({}));
const leadOf = (source: string) => {
  const result = withContentContext(context, () => parseProse(source));
  expect(result.issues).toEqual([]);
  return result.document!.lead;
};

describe("prose text", () => {
  it("joins the lines of a paragraph with a space into one run of text", () => {
    expect(leadOf("First line\nsecond line.\n")).toEqual([
      { type: "paragraph", text: [{ kind: "text", text: "First line second line." }] },
    ]);
  });

  it("keeps a line break inside bold text bold", () => {
    expect(leadOf("Plain **bold\nstill bold** plain.\n")).toEqual([
      {
        type: "paragraph",
        text: [
          { kind: "text", text: "Plain " },
          { kind: "strong", text: "bold still bold" },
          { kind: "text", text: " plain." },
        ],
      },
    ]);
  });

  it("keeps a link's label whole: its bold words, and a space where it breaks across lines", () => {
    const [paragraph] = leadOf("Read [the **terms**](page:terms) and [our\nprivacy policy](page:privacy).\n");
    expect(paragraph).toEqual({
      type: "paragraph",
      text: [
        { kind: "text", text: "Read " },
        { kind: "link", text: "the terms", href: "/terms", external: false },
        { kind: "text", text: " and " },
        { kind: "link", text: "our privacy policy", href: "/privacy", external: false },
        { kind: "text", text: "." },
      ],
    });
  });

  it("keeps two links side by side as two links", () => {
    const [paragraph] = leadOf("[Contact](page:contact)[Team](page:team)\n");
    expect(paragraph).toEqual({
      type: "paragraph",
      text: [
        { kind: "link", text: "Contact", href: "/contact", external: false },
        { kind: "link", text: "Team", href: "/team", external: false },
      ],
    });
  });
});
