/**
 * A stand-in for a read thread of server/storage/budgeted-reads.ts, for
 * tests/unit/server/read-threads.test.ts. With `fails`, it fails as it loads. Otherwise it says it is
 * ready (unless `quiet`, as SQLite's read thread, which answers searches only), then answers each
 * message with `{ rows: [message] }`; asked to `hold`, it first waits in native code, where
 * terminating the thread cannot stop it (as SQLite's work cannot be), until the test writes to its
 * FIFO and closes it. Of the searches, it holds on `hold` the same way, refuses `refused` as a database
 * refuses a query, and never answers `unanswered`, as a thread still at work would not.
 */
import { spawnSync } from "node:child_process";
import { parentPort, workerData } from "node:worker_threads";

if (workerData.fails) throw new Error(workerData.fails);
parentPort.on("message", (message) => {
  if (message.sql === "unanswered") return;
  if (message.sql === "refused") return parentPort.postMessage({ error: "no such table: refused" });
  if (message.hold || message.sql === "hold") spawnSync("cat", [workerData.fifo]);
  parentPort.postMessage({ rows: [message] });
});
if (!workerData.quiet) parentPort.postMessage({});
