/**
 * CSV for spreadsheets (RFC 4180: fields with a comma, quote or line break are quoted,
 * quotes doubled, records end in CRLF), made safe to open: a cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const formulaStart = /^[=+\-@\t\r]/;

function neutraliseFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = neutraliseFormula(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
