import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { renderWhitePaperPdf } from "~/lib/white-paper-pdf.server";
import { content } from "../../support/content";

const paper = content("white-paper");

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** A PDF literal string, as pdfkit writes ASCII metadata: `(text)` with `\\`, `(` and `)` escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

describe("the white paper PDF", () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await renderWhitePaperPdf();
  });

  it("is a PDF document whose metadata names the paper and its authors", () => {
    const text = latin1(pdf);
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain(pdfString(paper.title));
    expect(text).toContain(pdfString(`${site.corporationName} with the ${site.consortiumName}`));
    expect(text).toContain(pdfString("D:20250701000000Z"));
  });

  it("has a link destination for every section, the references and the about page", () => {
    const text = latin1(pdf);
    for (const section of paper.body.sections) {
      expect(text, section.id).toContain(`(${section.id})`);
    }
    expect(text).toContain("(references)");
    expect(text).toContain("(about)");
  });

  it("is byte-for-byte the same on every build", async () => {
    const again = await renderWhitePaperPdf();
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe("the white paper content", () => {
  it("has the seven sections of the page, in order", () => {
    expect(paper.body.sections.map((section) => section.id)).toEqual([
      "executive-summary",
      "introduction",
      "core-problem",
      "solution",
      "architecture",
      "practice",
      "conclusion",
    ]);
  });

  it("cites nine published works, each with an author or institution, a title and a year", () => {
    expect(paper.references).toHaveLength(9);
    for (const reference of paper.references) {
      expect(reference.author.length).toBeGreaterThan(1);
      expect(reference.title.length).toBeGreaterThan(5);
      expect(reference.year).toBeGreaterThanOrEqual(2000);
    }
  });
});

describe("the white paper PDF's text", () => {
  it("sets emphasis in italics and makes links in paragraphs and quotes clickable, to their full address", async () => {
    const link = (text: string, href: string) => ({ kind: "link" as const, text, href, external: false });
    const text = latin1(
      await renderWhitePaperPdf([
        {
          id: "test",
          title: "Test",
          blocks: [
            {
              type: "paragraph",
              text: [
                { kind: "emphasis", text: "Slanted" },
                { kind: "text", text: " then " },
                link("the terms", "/terms"),
              ],
            },
            { type: "quote", text: [{ kind: "text", text: "Quoted. " }, link("Write", `mailto:${site.emails.info}`)] },
          ],
        },
      ]),
    );
    expect(text).toMatch(/\/BaseFont \/[A-Z]+\+Inter-Italic/);
    expect(text).toContain(pdfString(`${site.origin}/terms`));
    expect(text).toContain(pdfString(`mailto:${site.emails.info}`));
  });
});
