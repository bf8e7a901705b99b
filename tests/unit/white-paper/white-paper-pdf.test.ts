import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { whitePaper, whitePaperReferences, whitePaperSections } from "~/content/white-paper";
import { renderWhitePaperPdf } from "~/lib/white-paper-pdf.server";

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
    expect(text).toContain(pdfString(whitePaper.title));
    expect(text).toContain(pdfString(`${site.corporationName} with the ${site.consortiumName}`));
    expect(text).toContain(pdfString("D:20250701000000Z"));
  });

  it("has a link destination for every section, the references and the about page", () => {
    const text = latin1(pdf);
    for (const section of whitePaperSections) {
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
    expect(whitePaperSections.map((section) => section.id)).toEqual([
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
    expect(whitePaperReferences).toHaveLength(9);
    for (const reference of whitePaperReferences) {
      expect(reference.author.length).toBeGreaterThan(1);
      expect(reference.title.length).toBeGreaterThan(5);
      expect(reference.year).toBeGreaterThanOrEqual(2000);
    }
  });
});
