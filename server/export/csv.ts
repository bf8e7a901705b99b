/**
 * CSV for spreadsheets (RFC 4180: quotes doubled, records end in CRLF), made safe to open in any
 * locale and any spreadsheet:
 * - a cell holding a separator of any locale (`,` `;` tab), a quote or a line break is quoted, so a
 *   spreadsheet that splits on `;` never sees a cell start in the middle of a value;
 * - a cell a spreadsheet would run as a formula (OWASP, "CSV Injection": starting with = + - @, tab or
 *   carriage return, also after leading spaces, and their full-width forms) gets a leading apostrophe,
 *   which spreadsheets show as text and do not evaluate;
 * - NUL is removed (spreadsheets cut the cell there) and the bidirectional controls, which can make a
 *   cell read differently from what it holds, are shown by name: `[U+202E]`.
 */
const formulaStart = /^(?:[\t\r]|[\p{Zs}\n]*[=+\-@＝＋－＠])/u;
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const needsQuotes = /[",;\t\r\n]/;

export type CsvValue = string | number | null | undefined;

/** Text none of the rules above changes (most cells, empty ones first): one test instead of four. */
const untouched = /^(?![\t\r\p{Zs}\n=+\-@＝＋－＠])[^\0\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;

/** What a spreadsheet should show for `value`: the text a cell carries, before quoting. */
export function neutralisedCell(value: CsvValue): string {
  const given = value === null || value === undefined ? "" : String(value);
  if (untouched.test(given)) return given;
  const text = given
    .replaceAll("\0", "")
    .replace(bidiControls, (control) => `[U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`);
  return formulaStart.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  const text = neutralisedCell(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
