/**
 * Where a desk CSV export's thread starts (server/storage/budgeted-reads.ts): it lowers its priority
 * (../storage/lowest-priority.mjs), then runs the module that writes the file (`workerData.writer`):
 * the compiled server's bundle of ./csv-file-writer.ts (scripts/build-server.ts) or, from the sources
 * (Vitest, tsx), the TypeScript itself, compiled as it loads by tsx. Plain JavaScript for that reason:
 * a thread starts without the loaders of the thread that started it.
 */
import { workerData } from "node:worker_threads";
import { lowerThisThreadsPriority } from "../storage/lowest-priority.mjs";

lowerThisThreadsPriority();
if (workerData.writer.endsWith(".ts")) (await import("tsx/esm/api")).register();
await import(workerData.writer);
