import { Readable } from "node:stream";
import { CsvError, type InfoRecord, parse } from "csv-parse";

/**
 * Reads CSV as RFC 4180 writes it (the format every mailing-list tool exports), with csv-parse's
 * stream parser, a record at a time as the text arrives: fields with commas, quotes or line breaks in
 * double quotes, quotes doubled, LF or CRLF line ends, an optional byte-order mark, blank lines
 * skipped. Rows may differ in length, and a stray quote inside a field is kept as text: the import
 * reports a bad row by its line rather than refusing the file.
 */
type CsvRecord = { line: number; fields: string[] };

/** Why a file cannot be read at all, with the line where reading stopped. */
export class UnreadableCsv extends Error {}

const lineBreaksIn = (text: string) => text.match(/\n/g)?.length ?? 0;

/**
 * One kind of line break (a line break inside a field becomes LF): csv-parse counts a CR and an LF
 * inside a quoted field as two lines, and its count must match what an editor shows. A CR that ends
 * one piece of text waits for the next, which may begin with its LF.
 */
async function* withLineFeeds(pieces: AsyncIterable<string>) {
  let carried = "";
  for await (const piece of pieces) {
    const text = carried + piece;
    carried = text.endsWith("\r") ? "\r" : "";
    yield text.slice(0, text.length - carried.length).replace(/\r\n?/g, "\n");
  }
  if (carried) yield "\n";
}

function unreadable(error: unknown, lastLine: number): UnreadableCsv {
  if (error instanceof CsvError) {
    // The quote runs to the end of the file: its record starts on the line after the last whole record.
    if (error.code === "CSV_QUOTE_NOT_CLOSED")
      return new UnreadableCsv(`line ${lastLine + 1}: a quoted field is never closed`);
    return new UnreadableCsv(`line ${Number(error.lines)}: ${error.message}`);
  }
  if (error instanceof TypeError && (error as { code?: string }).code === "ERR_ENCODING_INVALID_ENCODED_DATA") {
    return new UnreadableCsv("the file is not UTF-8 text (save it as “CSV UTF-8”)");
  }
  throw error;
}

/** The records of a CSV text, whole or in pieces as it is read; throws UnreadableCsv when it does not parse. */
export async function* csvRecords(text: string | AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  // The line the last whole record ended on, as the parser reads it (ahead of the records taken from it).
  let lastLine = 0;
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    on_record: (record, { lines }) => {
      lastLine = lines;
      return record;
    },
  });
  const source = Readable.from(withLineFeeds(typeof text === "string" ? Readable.from([text]) : text), {
    objectMode: false,
  });
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    // With `info`, each record comes with where it was read; the library's types do not say so.
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: InfoRecord }>) {
      // csv-parse counts the line a record ends on; a record starts as many lines before as its fields break.
      yield { line: info.lines - record.reduce((breaks, field) => breaks + lineBreaksIn(field), 0), fields: record };
    }
  } catch (error) {
    throw unreadable(error, lastLine);
  } finally {
    source.destroy();
  }
}
