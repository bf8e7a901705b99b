/**
 * A stand-in for the module an export's thread runs (server/export/csv-file-thread.mjs), for
 * tests/integration/desk-heavy-reads.test.ts: it reports the nice value its thread runs at, the 19th
 * field of the thread's stat line (proc(5)).
 */
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";

parentPort.postMessage(Number(readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1].split(" ")[16]));
