/**
 * A stand-in for a read thread of server/storage/budgeted-reads.ts, for
 * tests/unit/server/read-threads.test.ts. With `fails`, it fails as it loads. Otherwise it says it is
 * ready, then answers each message with `{ rows: [message] }`; asked to `hold`, it first waits in native
 * code, where terminating the thread cannot stop it (as SQLite's work cannot be), until the test
 * writes to its FIFO and closes it.
 */
import { spawnSync } from "node:child_process";
import { parentPort, workerData } from "node:worker_threads";

if (workerData.fails) throw new Error(workerData.fails);
parentPort.on("message", (message) => {
  if (message.hold) spawnSync("cat", [workerData.fifo]);
  parentPort.postMessage({ rows: [message] });
});
parentPort.postMessage({});
