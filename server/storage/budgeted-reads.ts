import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { CompiledQuery, type InferResult, type Kysely } from "kysely";
import { pacedBatches } from "../export/batch-pace";
import type { CsvFileName, CsvFileOptions } from "../export/csv-files";
import type { CsvFileJob, CsvFileMessage, CsvFileReply, CsvFileThreadData } from "../export/csv-file-writer";
import type { DatabaseLocation } from "../env";
import { budgetedTransactionSettings } from "./budgeted-transaction";
import type { Storage } from "./database";
import type { DatabaseSchema } from "./schema";

/**
 * The desk's heavy reads (searches, counts, exports), each query with a time budget, run where they
 * cannot hold up the public site (docs/decisions/024-the-desk.md, "Heavy reads"):
 * - searches and counts on PostgreSQL in a transaction whose `statement_timeout` is the budget: the
 *   server cancels a query over it (./budgeted-transaction.ts);
 * - on SQLite, whose driver works synchronously on the calling thread, on a second connection in a
 *   worker thread (./sqlite-read-worker.mjs). SQLite's work cannot be interrupted from outside, so a
 *   query over its budget is abandoned: its thread is told to end (it does once the query returns) and
 *   the next read starts a new one. While two abandoned threads are still finishing, a further read is
 *   refused at once rather than add to the load;
 * - an export (a CSV file) on a thread and a connection of its own (../export/csv-file-writer.ts), which
 *   reads the rows and writes the file, handing the event loop finished bytes; each batch within the
 *   budget (PostgreSQL cancels it, SQLite's is abandoned as above), asked for at a pace that leaves the
 *   cores to the public site (../export/batch-pace.ts). Two at a time.
 */
export class OverBudget extends Error {}

export type ReadQuery<Row> = { compile(): CompiledQuery<Row> };

export type BudgetedReads = {
  /** Every row of `query`, or OverBudget. */
  rows<Query extends ReadQuery<unknown>>(query: Query): Promise<InferResult<Query>>;
  /**
   * `file` made of the rows of `query`, as it is read: its bytes `size` rows at a time, each batch read
   * when asked for, within the budget. The first holds the header.
   */
  csvFile(
    query: ReadQuery<unknown>,
    file: CsvFileName,
    options: CsvFileOptions,
    size: number,
  ): AsyncGenerator<Uint8Array>;
};

const exportsAtOnce = 2;
const abandonedAtMost = 2;
const idleMs = 30_000;
/** How long after its budget an export's read on PostgreSQL is given up if the database has not cancelled it. */
const postgresCancelsFirstMs = 1_000;
/** Loading what a thread writes with is not a read of the database: it has a limit of its own. */
const threadStartMs = 60_000;

/** `threads` starts the reads' threads and counts those given up (one count per desk; a test may share its own). */
export function budgetedReads(
  storage: Pick<Storage, "location" | "db">,
  budgetMs: number,
  threads = readThreads(),
): BudgetedReads {
  const { location } = storage;
  return {
    rows: (location.kind === "postgres"
      ? postgresRows(storage.db, budgetMs)
      : sqliteRows(threads, location.file, budgetMs)) as BudgetedReads["rows"],
    csvFile: csvFiles(threads, location, budgetMs),
  };
}

/** A transaction-scoped `statement_timeout`; PostgreSQL's error for a query it cancelled. */
const queryCanceled = "57014";
const overBudgetIfCancelled = (error: unknown) => {
  throw (error as { code?: string }).code === queryCanceled ? new OverBudget("cancelled by statement_timeout") : error;
};

function postgresRows(db: Kysely<DatabaseSchema>, budgetMs: number) {
  return (query: ReadQuery<unknown>) =>
    db
      .transaction()
      .execute(async (transaction) => {
        await transaction.executeQuery(CompiledQuery.raw(budgetedTransactionSettings, [String(budgetMs)]));
        return (await transaction.executeQuery(query.compile())).rows;
      })
      .catch(overBudgetIfCancelled);
}

type Reply = { rows?: unknown[]; bytes?: Uint8Array; done?: boolean; error?: string; overBudget?: boolean };
type Thread = {
  /** Posts `message` (none: waits for the thread's first) and resolves with the thread's answer. */
  ask<Answer extends Reply>(message: object | undefined, withinMs: number): Promise<Answer>;
  /** Resolves once the thread has ended, its connection closed. */
  end(): Promise<void>;
  abandon(): void;
};
/** An error of the query itself (the database's message); the thread is still fine. */
class QueryFailed extends Error {}

/** Starts read threads, counting those abandoned over their budget that are still finishing. */
export function readThreads() {
  let abandoned = 0;
  return (script: URL, workerData: unknown): Thread => {
    if (abandoned >= abandonedAtMost) throw new OverBudget("earlier reads over their budget are still finishing");
    const worker = new Worker(script, { workerData });
    // Stryker disable next-line all: a thread left referenced keeps only a finished process alive, which no test in it sees
    worker.unref();
    let failure: Error | undefined;
    worker.on("error", (error) => (failure = error));
    return {
      ask: <Answer extends Reply>(message: object | undefined, withinMs: number) =>
        new Promise<Answer>((resolve, reject) => {
          if (failure) return reject(failure);
          const timer = setTimeout(() => reject(new OverBudget(`no answer within ${withinMs} ms`)), withinMs);
          const settle = (reply: Answer) => {
            clearTimeout(timer);
            worker.off("error", fail);
            if (reply.overBudget) reject(new OverBudget(reply.error));
            else if (reply.error) reject(new QueryFailed(reply.error));
            else resolve(reply);
          };
          const fail = (error: Error) => {
            clearTimeout(timer);
            worker.off("message", settle);
            reject(error);
          };
          worker.once("message", settle);
          worker.once("error", fail);
          if (message) worker.postMessage(message);
        }),
      end: () => worker.terminate().then(() => undefined),
      abandon() {
        worker.removeAllListeners("message");
        abandoned++;
        worker.once("exit", () => abandoned--);
        void worker.terminate();
      },
    };
  };
}

const sqliteReadWorker = new URL("./sqlite-read-worker.mjs", import.meta.url);

function sqliteRows(startThread: ReturnType<typeof readThreads>, file: string, budgetMs: number) {
  // One thread answers the searches, one query after another; a query waits its turn within its budget.
  // A thread left idle ends (it holds a connection and its memory), and the next search starts another.
  let shared: Thread | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const endWhenIdle = () => {
    if (waiting > 0) return;
    idleTimer = setTimeout(() => {
      void shared?.end();
      shared = undefined;
    }, idleMs).unref();
  };
  const rows = (query: ReadQuery<unknown>): Promise<unknown[]> => {
    const { sql: text, parameters } = query.compile();
    const deadline = performance.now() + budgetMs;
    waiting++;
    clearTimeout(idleTimer);
    const answer = turn.then(async () => {
      const left = deadline - performance.now();
      if (left <= 0) throw new OverBudget(`waited ${budgetMs} ms for earlier reads`);
      const thread = (shared ??= startThread(sqliteReadWorker, { file }));
      try {
        return (await thread.ask<{ rows: unknown[] }>({ sql: text, parameters }, left)).rows;
      } catch (error) {
        if (!(error instanceof QueryFailed)) {
          thread.abandon();
          if (shared === thread) shared = undefined;
        }
        throw error;
      }
    });
    turn = answer
      .catch(() => undefined)
      .finally(() => {
        waiting--;
        endWhenIdle();
      });
    return answer;
  };

  return rows;
}

/** Set by scripts/build-server.ts in the compiled server. */
declare const __CONTENT_IN_PROCESS__: boolean | undefined;
const csvFileThread = new URL("../export/csv-file-thread.mjs", import.meta.url);
/**
 * What an export's thread runs: compiled, the bundle of ../export/csv-file-writer.ts beside this
 * module's own chunk (`import.meta.filename`, which scripts/build-server.ts leaves as the bundle's,
 * where `import.meta.url` names the source); from the sources, the TypeScript.
 */
const csvFileWriter =
  typeof __CONTENT_IN_PROCESS__ === "boolean"
    ? // Stryker disable next-line StringLiteral: only the compiled server reads it, in a process the mutant never reaches
      pathToFileURL(path.join(path.dirname(import.meta.filename), "csv-file-writer.mjs")).href
    : new URL("../export/csv-file-writer.ts", import.meta.url).href;
const checkout = fileURLToPath(new URL("../..", import.meta.url));

/**
 * An export's thread, its file written and its connection closed, waits for the next export (of any
 * desk of this process) for five minutes: starting one reads the content its files are labelled with,
 * about a second of work (three from the sources, through tsx), and a person who exports often
 * exports again with other filters.
 */
const restMs = 5 * 60_000;
let resting: { thread: Thread; timer: NodeJS.Timeout } | undefined;
function wakeResting() {
  const rested = resting;
  resting = undefined;
  clearTimeout(rested?.timer);
  return rested?.thread;
}
function rest(thread: Thread) {
  void wakeResting()?.end();
  const timer = setTimeout(() => {
    resting = undefined;
    void thread.end();
  }, restMs).unref();
  resting = { thread, timer };
}

function csvFiles(startThread: ReturnType<typeof readThreads>, database: DatabaseLocation, budgetMs: number) {
  let running = 0;
  // PostgreSQL cancels a read over its budget itself (statement_timeout), which ends the work in the
  // database too: the thread is given a moment more to say so. SQLite's read is abandoned at the budget.
  const answerWithinMs = database.kind === "postgres" ? budgetMs + postgresCancelsFirstMs : budgetMs;
  return async function* (
    query: ReadQuery<unknown>,
    file: CsvFileName,
    options: CsvFileOptions,
    size: number,
  ): AsyncGenerator<Uint8Array> {
    if (running >= exportsAtOnce) throw new OverBudget(`${exportsAtOnce} exports are already running`);
    running++;
    let thread: Thread | undefined;
    const ask = (message: CsvFileMessage) =>
      (thread as Thread).ask<Extract<CsvFileReply, { bytes: Uint8Array }>>(message, answerWithinMs);
    try {
      const { sql: text, parameters } = query.compile();
      const job: CsvFileJob = { database, budgetMs, sql: text, parameters, batch: size, file, options };
      // The site's configuration, which the thread reads content with, as this process has it.
      const { site } = await import("../../app/config/site");
      thread = wakeResting();
      if (!thread) {
        thread = startThread(csvFileThread, {
          writer: csvFileWriter,
          site,
          root: checkout,
        } satisfies CsvFileThreadData);
        // Its first message: it has loaded what it writes with.
        await thread.ask(undefined, threadStartMs);
      }
      for await (const reply of pacedBatches((first) => ask(first ? { kind: "open", job } : { kind: "next" })))
        if (reply.bytes.length > 0) yield reply.bytes;
      // Read to the end or given up by its reader (the generator returns at its `yield`): the export is
      // over once its read and connection have ended.
    } catch (error) {
      thread?.abandon();
      thread = undefined;
      throw error;
    } finally {
      if (thread) await ask({ kind: "close" }).then(() => rest(thread as Thread), thread.abandon);
      running--;
    }
  };
}
