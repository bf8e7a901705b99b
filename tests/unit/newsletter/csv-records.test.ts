import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../server/newsletter/csv-records";

describe("reading an exported mailing list", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark, with each record's line", () => {
    const text =
      '\uFEFFemail,source\r\n"a@example.com","list, old"\r\nb@example.com,"say ""hi""\nthere"\r\n\r\nc@example.com,x';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["email", "source"] },
      { line: 2, fields: ["a@example.com", "list, old"] },
      { line: 3, fields: ["b@example.com", 'say "hi"\nthere'] },
      { line: 6, fields: ["c@example.com", "x"] },
    ]);
  });

  it("reports a quoted field that is never closed by its line", () => {
    expect(parseCsv('email\n"a@example.com\n')).toEqual({ error: "line 2: a quoted field is never closed" });
  });
});
