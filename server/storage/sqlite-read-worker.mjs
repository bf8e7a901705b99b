/**
 * A second SQLite connection in a worker thread (server/storage/budgeted-reads.ts): the desk's heavy
 * reads run here, so better-sqlite3's synchronous work never holds the server's event loop. Plain
 * JavaScript, so the thread starts the same under tsx, Vitest and Node. It only reads (query_only),
 * one job at a time: `rows` answers every row; `open` starts a statement and answers its first batch,
 * `next` the following one. The thread ends when it is terminated.
 */
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

// Linux gives each thread a priority of its own (elsewhere it is the whole process's), and any thread
// may lower its own: this one yields the cores to the server's event loop, so a staff member's export
// or search waits for the public pages rather than the other way round.
if (process.platform === "linux") {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // A sandbox that refuses it: the thread keeps the server's priority.
  }
}

const database = new SQLite(workerData.file, { fileMustExist: true, timeout: 5_000 });
database.pragma("journal_mode = WAL");
database.pragma("query_only = true");

let open;

function batchOf(size) {
  const rows = [];
  while (rows.length < size) {
    const step = open.next();
    if (step.done) {
      open = undefined;
      return { rows, done: true };
    }
    rows.push(step.value);
  }
  return { rows, done: false };
}

parentPort.on("message", (job) => {
  try {
    if (job.kind === "rows") {
      parentPort.postMessage({ rows: database.prepare(job.sql).all(job.parameters) });
    } else if (job.kind === "open") {
      open = database.prepare(job.sql).iterate(job.parameters);
      parentPort.postMessage(batchOf(job.size));
    } else {
      parentPort.postMessage(batchOf(job.size));
    }
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
