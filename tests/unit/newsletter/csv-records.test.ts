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

  it("keeps rows shorter or longer than the header, and a quote inside a field as text, for the import to judge", () => {
    expect(parseCsv('email,source\nd@example.com\ne"x@example.com,web,extra\n"two\r\nlines",y\n')).toEqual([
      { line: 1, fields: ["email", "source"] },
      { line: 2, fields: ["d@example.com"] },
      { line: 3, fields: ['e"x@example.com', "web", "extra"] },
      { line: 4, fields: ["two\nlines", "y"] },
    ]);
  });

  it("reports a quoted field that is never closed by its line", () => {
    expect(parseCsv('email\n"a@example.com\n')).toEqual({ error: "line 2: a quoted field is never closed" });
    expect(parseCsv('\uFEFFemail\nzoë@example.com\n"a@example.com\nb@example.com\n')).toEqual({
      error: "line 3: a quoted field is never closed",
    });
    expect(parseCsv('email\r\n"a@example.com\r\nb@example.com\r\n')).toEqual({
      error: "line 2: a quoted field is never closed",
    });
  });
});
