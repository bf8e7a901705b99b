import { CsvError, type InfoRecord, parse } from "csv-parse/sync";

/**
 * Reads CSV as RFC 4180 writes it (the format every mailing-list tool exports), with csv-parse:
 * fields with commas, quotes or line breaks in double quotes, quotes doubled, LF or CRLF line ends,
 * an optional byte-order mark, blank lines skipped. Rows may differ in length, and a stray quote
 * inside a field is kept as text: the import reports a bad row by its line rather than refusing the file.
 */
type CsvRecord = { line: number; fields: string[] };

const lineBreaksIn = (text: string) => text.match(/\n/g)?.length ?? 0;

export function parseCsv(text: string): CsvRecord[] | { error: string } {
  // One kind of line break (a line break inside a field becomes LF): csv-parse counts a CR and an LF
  // inside a quoted field as two lines, and its count must match what an editor shows.
  const source = text.replace(/\r\n?/g, "\n");
  try {
    // With `info`, each record comes with where it was read; the library's types do not say so.
    const parsed = parse(source, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as { record: string[]; info: InfoRecord }[];
    // csv-parse counts the line a record ends on; a record starts as many lines before as its fields break.
    return parsed.map(({ record, info }) => ({
      line: info.lines - record.reduce((breaks, field) => breaks + lineBreaksIn(field), 0),
      fields: record,
    }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code !== "CSV_QUOTE_NOT_CLOSED") return { error: `line ${Number(error.lines)}: ${error.message}` };
    // The quote runs to the end of the file: report the line its record starts on, where the last whole record ended.
    const read = Buffer.from(source).subarray(0, Number(error.bytes_records)).toString();
    return { error: `line ${1 + lineBreaksIn(read)}: a quoted field is never closed` };
  }
}
