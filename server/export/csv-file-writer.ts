/**
 * One desk CSV export, on a thread of its own (started by server/storage/budgeted-reads.ts through
 * ./csv-file-thread.mjs, at the lowest priority): it reads the rows on a connection of its own, writes
 * them as records and hands the server finished bytes, a batch each time the server asks, at the pace
 * it asks (./batch-pace.ts). The driver's parsing of the rows, their cells and the garbage of a file's
 * strings (41 MB for 100,000 leads) are this thread's work, not the event loop's, which only passes the
 * bytes on (docs/decisions/024-the-desk.md, "Heavy reads").
 *
 * The server asks: `open` (the query; answers the byte-order mark, the header and the first batch),
 * `next` (the following batch) and `close` (ends the read and the connection, then answers). Each answer
 * is `{ bytes, done }`, or `{ error, overBudget }` when the database cancelled a query over its budget.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { SiteConfig } from "../../app/config/site-schema";
import { registerContentImports } from "../../app/content/loader/register-content-imports.server";
import type { DatabaseLocation } from "../env";
import { budgetedTransactionSettings } from "../storage/budgeted-transaction";
import { postgresTypes } from "../storage/postgres-types";
import { csvRecord } from "./csv";
import type { CsvFileName, CsvFileOptions } from "./csv-files";

export type CsvFileJob = {
  database: DatabaseLocation;
  /** The most one read of the database may take (DESK_QUERY_MS). */
  budgetMs: number;
  sql: string;
  parameters: readonly unknown[];
  /** Rows a batch. */
  batch: number;
  file: CsvFileName;
  options: CsvFileOptions;
};
export type CsvFileMessage = { kind: "open"; job: CsvFileJob } | { kind: "next" } | { kind: "close" };
export type CsvFileReply = { bytes: Uint8Array; done: boolean } | { error: string; overBudget: boolean };
export type CsvFileThreadData = { writer: string; site: SiteConfig; root: string };

/** A batch of rows at a time, then nothing; `close` ends the read and its connection. */
type RowSource = { next(size: number): Promise<unknown[]>; close(): Promise<void> };

function sqliteRows(file: string, { sql, parameters }: CsvFileJob): RowSource {
  const database = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
  database.pragma("journal_mode = WAL");
  database.pragma("query_only = true");
  const rows = database.prepare(sql).iterate(parameters) as IterableIterator<unknown>;
  return {
    async next(size) {
      const batch: unknown[] = [];
      for (let step = rows.next(); !step.done; step = rows.next()) {
        batch.push(step.value);
        if (batch.length === size) break;
      }
      return batch;
    },
    async close() {
      rows.return?.();
      database.close();
    },
  };
}

async function postgresRows(url: string, { sql, parameters, budgetMs }: CsvFileJob): Promise<RowSource> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, types: postgresTypes });
  await client.connect();
  await client.query("begin read only");
  // Each statement of the transaction, every fetch included, is cancelled by the server past the budget
  // (../storage/budgeted-transaction.ts).
  await client.query(budgetedTransactionSettings, [String(budgetMs)]);
  await client.query(`declare csv_file no scroll cursor for ${sql}`, [...parameters]);
  return {
    next: async (size) => (await client.query(`fetch ${size} from csv_file`)).rows,
    async close() {
      await client.query("rollback").catch(() => undefined);
      await client.end();
    },
  };
}

/** PostgreSQL's error for a statement it cancelled: here, past `statement_timeout`. */
const queryCanceled = "57014";
/**
 * A file starts with a UTF-8 byte-order mark: a spreadsheet opened by double-click (Excel) otherwise
 * reads it in the computer's legacy code page and garbles every name outside Latin-1.
 */
const byteOrderMark = "\uFEFF";

const { site, root } = workerData as CsvFileThreadData;
(globalThis as { __SITE_CONFIG__?: SiteConfig }).__SITE_CONFIG__ = site;
registerContentImports(site, root);
// Loaded once content can be read: the files' labels are content (content/forms/).
const { csvFiles } = await import("./csv-files");
const encoder = new TextEncoder();
const port = parentPort as NonNullable<typeof parentPort>;

let source: RowSource | undefined;
let writeRecords: (rows: unknown[]) => string = () => "";
let batch = 0;

async function nextBytes(prefix: string): Promise<CsvFileReply> {
  const rows = await (source as RowSource).next(batch);
  const bytes = encoder.encode(prefix + writeRecords(rows));
  return { bytes, done: rows.length < batch };
}

async function answer(message: CsvFileMessage): Promise<CsvFileReply> {
  if (message.kind === "open") {
    const { job } = message;
    const file = csvFiles[job.file];
    const cells = file.cells as (row: unknown, options: CsvFileOptions) => ReturnType<typeof file.cells>;
    writeRecords = (rows) => rows.map((row) => csvRecord(cells(row, job.options))).join("");
    batch = job.batch;
    source =
      job.database.kind === "postgres" ? await postgresRows(job.database.url, job) : sqliteRows(job.database.file, job);
    return nextBytes(byteOrderMark + csvRecord([...file.columns(job.options)]));
  }
  if (message.kind === "next") return nextBytes("");
  await source?.close();
  source = undefined;
  return { bytes: new Uint8Array(), done: true };
}

port.on("message", (message: CsvFileMessage) => {
  answer(message).then(
    (reply) => port.postMessage(reply, "bytes" in reply ? [reply.bytes.buffer as ArrayBuffer] : []),
    (error: Error & { code?: string }) =>
      port.postMessage({ error: error.message, overBudget: error.code === queryCanceled } satisfies CsvFileReply),
  );
});
// The first message, empty: the thread has loaded what it writes with and waits for `open`.
port.postMessage({});
