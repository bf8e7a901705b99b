import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvRecord, neutralisedCell } from "../../../server/export/csv";
import { submissionsCsv } from "../../../server/export/submission-export";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as a formula with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTAB")).toBe(`"'\tTAB"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("neutralises a formula after leading spaces or line breaks, and in its full-width form", () => {
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("\u00a0@SUM(A1)")).toBe("'\u00a0@SUM(A1)");
    expect(csvCell("\n-1")).toBe(`"'\n-1"`);
    expect(csvCell("＝1+1")).toBe("'＝1+1");
  });

  it("quotes a cell holding the separator of any locale: comma, semicolon or tab", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvRecord(["x;=1+1", "y"])).toBe('"x;=1+1",y\r\n');
  });

  it("removes NUL and shows the bidirectional controls by name", () => {
    expect(csvCell("ab\0c")).toBe("abc");
    expect(csvCell("invoice\u202Egpj.exe")).toBe("invoice[U+202E]gpj.exe");
    expect(csvCell("\u2066x\u2069\u200f")).toBe("[U+2066]x[U+2069][U+200F]");
  });

  it("reads back, through csv-parse, as the neutralised text of any string, which never starts a formula", () => {
    const risky = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", " ", ",", ";", '"', "\0", "\u202e", "＝");
    const text = fc.string({ unit: fc.oneof(risky, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })) });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), (cells) => {
        const [record] = parse(csvRecord(["id", ...cells])) as string[][];
        expect(record).toEqual(["id", ...cells.map(neutralisedCell)]);
        for (const cell of record) {
          expect(cell).not.toMatch(/^[\t\r]|^[\p{Zs}\n]*[=+\-@＝＋－＠]/u);
          expect(cell).not.toMatch(/[\0\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
          // Split as a semicolon locale splits it, the cell is still one cell.
          expect((parse(`${csvCell(cell)};end\r\n`, { delimiter: ";" }) as string[][])[0]).toEqual([
            neutralisedCell(cell),
            "end",
          ]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("leaves ordinary text alone", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("quotes cells with commas, quotes or line breaks as RFC 4180 says, and ends records with CRLF", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvRecord(["a", "b,c", ""])).toBe('a,"b,c",\r\n');
  });

  it("exports one row per submission with field, lead context, status and delivery columns, markup and SQL kept as text", () => {
    const csv = submissionsCsv([
      {
        id: "s1",
        form: "contact",
        fields: { name: "=cmd|' /C calc'!A0", email: "a@example.com", message: "<b>hi</b>'); DROP TABLE x;--" },
        context: { landingPage: "/platform", utmSource: "=HYPERLINK(1)", utmCampaign: "<i>autumn</i>" },
        createdAt: new Date("2030-01-02T03:04:05.000Z"),
        deliveries: [
          {
            channel: "webhook",
            status: "delivered",
            attempts: 2,
            lastError: "HTTP 503",
            nextAttemptAt: null,
            deliveredAt: new Date("2030-01-02T03:05:00.000Z"),
          },
        ],
      },
    ]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      "id,createdAt,form,name,email,message,landingPage,sendingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,status,webhookStatus,webhookAttempts,webhookDeliveredAt,webhookLastError",
    );
    expect(row).toBe(
      "s1,2030-01-02T03:04:05.000Z,contact,'=cmd|' /C calc'!A0,a@example.com,\"<b>hi</b>'); DROP TABLE x;--\",/platform,,,'=HYPERLINK(1),,<i>autumn</i>,,,delivered,delivered,2,2030-01-02T03:05:00.000Z,HTTP 503",
    );
    expect(end).toBe("");
  });
});
