import { Worker } from "node:worker_threads";
import { type CompiledQuery, type InferResult, type Kysely, sql } from "kysely";
import type pg from "pg";
import type { Storage } from "./database";
import type { DatabaseSchema } from "./schema";

/**
 * The desk's heavy reads (searches, counts, exports), each query with a time budget, run where they
 * cannot hold up the public site (docs/decisions/024-the-desk.md, "Heavy reads"):
 * - on PostgreSQL, in a transaction whose `statement_timeout` is the budget: the server cancels a query
 *   over it;
 * - on SQLite, whose driver works synchronously on the calling thread, on a second connection in a
 *   worker thread (./sqlite-read-worker.mjs). SQLite's work cannot be interrupted from outside, so a
 *   query over its budget is abandoned: its thread is told to end (it does once the query returns) and
 *   the next read starts a new one. While two abandoned threads are still finishing, a further read is
 *   refused at once rather than add to the load.
 * An export holds its own connection (SQLite: its own thread) while the file is sent; two at a time.
 */
export class OverBudget extends Error {}

export type ReadQuery<Row> = { compile(): CompiledQuery<Row> };

export type BudgetedReads = {
  /** Every row of `query`, or OverBudget. */
  rows<Query extends ReadQuery<unknown>>(query: Query): Promise<InferResult<Query>>;
  /** The rows of `query` a batch at a time, each batch read when asked for, within the budget. */
  batches<Query extends ReadQuery<unknown>>(query: Query, size: number): AsyncGenerator<InferResult<Query>>;
};

const exportsAtOnce = 2;
const abandonedAtMost = 2;
const idleMs = 30_000;

/** The same, before the rows are given the types their queries say they have. */
type UntypedReads = {
  rows(query: ReadQuery<unknown>): Promise<unknown[]>;
  batches(query: ReadQuery<unknown>, size: number): AsyncGenerator<unknown[]>;
};

export function budgetedReads(storage: Pick<Storage, "location" | "db" | "pool">, budgetMs: number): BudgetedReads {
  const { location } = storage;
  const reads =
    location.kind === "postgres"
      ? postgresReads(storage.db, storage.pool as pg.Pool, budgetMs)
      : sqliteReads(location.file, budgetMs);
  return reads as BudgetedReads;
}

/** A transaction-scoped `statement_timeout`; PostgreSQL's error for a query it cancelled. */
const queryCanceled = "57014";
const overBudgetIfCancelled = (error: unknown) => {
  throw (error as { code?: string }).code === queryCanceled ? new OverBudget("cancelled by statement_timeout") : error;
};

function exportGate() {
  let running = 0;
  return async function* (batches: () => AsyncGenerator<unknown[]>): AsyncGenerator<unknown[]> {
    if (running >= exportsAtOnce) throw new OverBudget(`${exportsAtOnce} exports are already running`);
    running++;
    try {
      yield* batches();
    } finally {
      running--;
    }
  };
}

function postgresReads(db: Kysely<DatabaseSchema>, pool: pg.Pool, budgetMs: number): UntypedReads {
  const gate = exportGate();
  return {
    rows: (query: ReadQuery<unknown>) =>
      db
        .transaction()
        .execute(async (transaction) => {
          await sql`select set_config('statement_timeout', ${String(budgetMs)}, true)`.execute(transaction);
          return (await transaction.executeQuery(query.compile())).rows;
        })
        .catch(overBudgetIfCancelled),
    batches: (query: ReadQuery<unknown>, size: number) =>
      gate(async function* () {
        const { sql: text, parameters } = query.compile();
        const client = await pool.connect();
        try {
          await client.query("begin read only");
          await client.query("select set_config('statement_timeout', $1, true)", [String(budgetMs)]);
          await client.query(`declare heavy_read no scroll cursor for ${text}`, [...parameters]);
          for (;;) {
            const { rows } = await client.query(`fetch ${size} from heavy_read`).catch(overBudgetIfCancelled);
            if (rows.length > 0) yield rows;
            if (rows.length < size) return;
          }
        } finally {
          await client.query("rollback").then(
            () => client.release(),
            (error: Error) => client.release(error),
          );
        }
      }),
  };
}

type Reply = { rows: unknown[]; done?: boolean; error?: string };
type Thread = {
  ask(message: object, withinMs: number): Promise<Reply>;
  /** Resolves once the thread has ended, its connection closed. */
  end(): Promise<void>;
  abandon(): void;
};
/** An error of the query itself (SQLite's message); the thread is still fine. */
class QueryFailed extends Error {}

function sqliteReads(file: string, budgetMs: number): UntypedReads {
  let abandoned = 0;
  const startThread = (): Thread => {
    if (abandoned >= abandonedAtMost) throw new OverBudget("earlier reads over their budget are still finishing");
    const worker = new Worker(new URL("./sqlite-read-worker.mjs", import.meta.url), { workerData: { file } });
    worker.unref();
    let failure: Error | undefined;
    worker.on("error", (error) => (failure = error));
    return {
      ask: (message, withinMs) =>
        new Promise<Reply>((resolve, reject) => {
          if (failure) return reject(failure);
          const timer = setTimeout(() => reject(new OverBudget(`no answer within ${budgetMs} ms`)), withinMs);
          const settle = (reply: Reply) => {
            clearTimeout(timer);
            worker.off("error", fail);
            if (reply.error) reject(new QueryFailed(reply.error));
            else resolve(reply);
          };
          const fail = (error: Error) => {
            clearTimeout(timer);
            worker.off("message", settle);
            reject(error);
          };
          worker.once("message", settle);
          worker.once("error", fail);
          worker.postMessage(message);
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
      const thread = (shared ??= startThread());
      try {
        return (await thread.ask({ kind: "rows", sql: text, parameters }, left)).rows;
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

  const gate = exportGate();
  return {
    rows,
    batches: (query: ReadQuery<unknown>, size: number) =>
      gate(async function* () {
        const { sql: text, parameters } = query.compile();
        const thread = startThread();
        let abandoned = false;
        try {
          let reply = await thread.ask({ kind: "open", sql: text, parameters, size }, budgetMs);
          for (;;) {
            if (reply.rows.length > 0) yield reply.rows;
            if (reply.done) return;
            reply = await thread.ask({ kind: "next", size }, budgetMs);
          }
        } catch (error) {
          thread.abandon();
          abandoned = true;
          throw error;
        } finally {
          // Read to the end or given up by its reader: the export is over once its thread has ended and
          // its read with it (a thread of lowered priority may take a moment on a busy machine). An
          // abandoned thread ends when its query returns, which is not waited for.
          if (!abandoned) await thread.end();
        }
      }),
  };
}
