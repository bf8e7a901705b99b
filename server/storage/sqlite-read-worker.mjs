/**
 * A second SQLite connection in a worker thread (server/storage/budgeted-reads.ts): the desk's searches
 * and counts run here, so better-sqlite3's synchronous work never holds the server's event loop. Plain
 * JavaScript, so the thread starts the same under tsx, Vitest and Node. It only reads (query_only), one
 * query at a time, and answers every row of each. The thread ends when it is terminated.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { lowerThisThreadsPriority } from "./lowest-priority.mjs";

lowerThisThreadsPriority();

const database = new SQLite(workerData.file, { fileMustExist: true, timeout: 5_000 });
database.pragma("journal_mode = WAL");
database.pragma("query_only = true");

parentPort.on("message", (job) => {
  try {
    parentPort.postMessage({ rows: database.prepare(job.sql).all(job.parameters) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
