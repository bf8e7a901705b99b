import { setImmediate as turnOfTheLoop } from "node:timers/promises";
import { type CsvValue, csvRecord } from "./csv";

/**
 * The one writer of the desk's CSV files (leads, subscribers): written while it is read, a batch of
 * rows each time the connection asks for more, so memory holds one batch whatever the file's length
 * and a slow download slows its own reading only. The first batch is read before the answer starts,
 * so a read over its budget can still be answered with a 503 instead of a broken file. A file cut at
 * the row limit says so in its name: `leads-2030-01-07-first-100000-of-123456.csv`. The file starts
 * with a UTF-8 byte-order mark: a spreadsheet opened by double-click (Excel) otherwise reads it in the
 * computer's legacy code page and garbles every name outside Latin-1.
 */
export type CsvDownload<Row> = {
  /** What the file holds (`leads`), the start of its name. */
  name: string;
  /** The calendar date (UTC) in the file's name. */
  day: string;
  columns: string[];
  cells: (row: Row) => CsvValue[];
  /** How many rows the filters show; the file holds `limit` of them at most. */
  total: number;
  limit: number;
  batches: AsyncGenerator<Row[]>;
};

function csvFileName({ name, day, total, limit }: Pick<CsvDownload<unknown>, "name" | "day" | "total" | "limit">) {
  return total > limit ? `${name}-${day}-first-${limit}-of-${total}.csv` : `${name}-${day}.csv`;
}

/**
 * Rows written between two turns of the event loop. A batch of 500 leads took about 30 ms to write on a
 * loaded machine, all that time holding up the public pages (docs/decisions/024-the-desk.md, "Heavy
 * reads"); with 50 a turn, the home page's p95 beside an export of 100,000 leads was 3.5–3.7 ms, with
 * 20 2.8–2.9 ms, the export 15% longer (2026-11-29). A batch is still sent as one chunk, as
 * compression flushes after each.
 */
const rowsPerTurn = 20;

async function recordsOf<Row>(rows: Row[], cells: (row: Row) => CsvValue[]): Promise<string> {
  let text = "";
  for (let start = 0; start < rows.length; start += rowsPerTurn) {
    if (start > 0) await turnOfTheLoop();
    for (const row of rows.slice(start, start + rowsPerTurn)) text += csvRecord(cells(row));
  }
  return text;
}

const byteOrderMark = "\uFEFF";

export async function csvDownload<Row>(download: CsvDownload<Row>): Promise<Response> {
  const { columns, cells, batches } = download;
  const encoder = new TextEncoder();
  const first = await batches.next();
  let pending: Row[] | undefined = first.done ? [] : first.value;
  let header = `${byteOrderMark}${csvRecord(columns)}`;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows: Row[] | undefined = pending ?? (await batches.next()).value;
        pending = undefined;
        if (!rows) return controller.close();
        const records = await recordsOf(rows, cells);
        controller.enqueue(encoder.encode(header + records));
        header = "";
        if (first.done) controller.close();
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      // No Cache-Control: the desk's headers (server/desk/desk-headers.ts) give every desk answer no-store.
      "Content-Disposition": `attachment; filename="${csvFileName(download)}"`,
    },
  });
}
