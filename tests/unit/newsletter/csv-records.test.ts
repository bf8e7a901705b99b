import { describe, expect, it } from "vitest";
import { csvRecords } from "../../../server/newsletter/csv-records";

/** Every record, or the reason the text cannot be read. */
async function parseCsv(text: string | string[]) {
  const records = [];
  try {
    for await (const record of csvRecords(typeof text === "string" ? text : toPieces(text))) records.push(record);
  } catch (error) {
    return { error: (error as Error).message };
  }
  return records;
}

async function* toPieces(pieces: string[]) {
  yield* pieces;
}

describe("reading an exported mailing list", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark, with each record's line", async () => {
    const text =
      '\uFEFFemail,source\r\n"a@example.com","list, old"\r\nb@example.com,"say ""hi""\nthere"\r\n\r\nc@example.com,x';
    const records = [
      { line: 1, fields: ["email", "source"] },
      { line: 2, fields: ["a@example.com", "list, old"] },
      { line: 3, fields: ["b@example.com", 'say "hi"\nthere'] },
      { line: 6, fields: ["c@example.com", "x"] },
    ];
    expect(await parseCsv(text)).toEqual(records);
    // The same text read in pieces cut anywhere, a CR and its LF included, gives the same records.
    for (let cut = 1; cut < text.length; cut++) {
      expect(await parseCsv([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(records);
    }
  });

  it("keeps rows shorter or longer than the header, and a quote inside a field as text, for the import to judge", async () => {
    expect(await parseCsv('email,source\nd@example.com\ne"x@example.com,web,extra\n"two\r\nlines",y\n')).toEqual([
      { line: 1, fields: ["email", "source"] },
      { line: 2, fields: ["d@example.com"] },
      { line: 3, fields: ['e"x@example.com', "web", "extra"] },
      { line: 4, fields: ["two\nlines", "y"] },
    ]);
  });

  it("reads a lone CR (an old Mac's line break) inside a quoted field as a line break", async () => {
    expect(await parseCsv('email,source\n"a@example.com","two\rlines"\nb@example.com,z\n')).toEqual([
      { line: 1, fields: ["email", "source"] },
      { line: 2, fields: ["a@example.com", "two\nlines"] },
      { line: 4, fields: ["b@example.com", "z"] },
    ]);
  });

  it("reports a quoted field that is never closed by its line", async () => {
    expect(await parseCsv('email\n"a@example.com\n')).toEqual({ error: "line 2: a quoted field is never closed" });
    expect(await parseCsv('\uFEFFemail\nzoë@example.com\n"a@example.com\nb@example.com\n')).toEqual({
      error: "line 3: a quoted field is never closed",
    });
    expect(await parseCsv('email\r\n"a@example.com\r\nb@example.com\r\n')).toEqual({
      error: "line 2: a quoted field is never closed",
    });
  });

  it("reports text that is not UTF-8", async () => {
    async function* bytes() {
      const decoder = new TextDecoder("utf-8", { fatal: true });
      yield decoder.decode(new TextEncoder().encode("email\na@example.com\n"), { stream: true });
      yield decoder.decode(Uint8Array.of(0xff, 0x0a), { stream: true });
    }
    await expect(async () => {
      for await (const record of csvRecords(bytes())) expect(record.fields).toHaveLength(1);
    }).rejects.toThrow("the file is not UTF-8 text (save it as “CSV UTF-8”)");
  });
});
