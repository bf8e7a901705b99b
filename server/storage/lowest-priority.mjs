/**
 * For the threads of the desk's heavy reads (./sqlite-read-worker.mjs, ../export/csv-file-thread.mjs):
 * Linux gives each thread a priority of its own (elsewhere it is the whole process's), and any thread
 * may lower its own. Lowered, the thread yields the cores to the server's event loop, so a staff
 * member's export or search waits for the public pages rather than the other way round.
 */
import { constants, setPriority } from "node:os";

export function lowerThisThreadsPriority() {
  if (process.platform !== "linux") return;
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // A sandbox that refuses it: the thread keeps the server's priority.
  }
}
