/**
 * Reads CSV as RFC 4180 writes it (the format every mailing-list tool exports): comma-separated, fields
 * with commas, quotes or line breaks in double quotes, quotes doubled, LF or CRLF line ends, an optional
 * byte-order mark. Each record carries the line it starts on, so a bad row can be reported by line.
 */
type CsvRecord = { line: number; fields: string[] };

export function parseCsv(text: string): CsvRecord[] | { error: string } {
  const source = text.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let index = 0;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
    recordLine = line;
  };
  while (index < source.length) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (character === '"') quoted = false;
      else {
        if (character === "\n") line++;
        field += character;
      }
      index++;
      continue;
    }
    if (character === '"' && field === "") quoted = true;
    else if (character === ",") endField();
    else if (character === "\n" || character === "\r") {
      if (character === "\r" && source[index + 1] === "\n") index++;
      line++;
      endRecord();
    } else field += character;
    index++;
  }
  if (quoted) return { error: `line ${recordLine}: a quoted field is never closed` };
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
