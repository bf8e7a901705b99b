/**
 * `npm run bench -- import`: a list of 100,000 lines (BENCH_LINES) imported as the desk imports it
 * (server/newsletter/subscriber-import.ts, the file read as a stream, written in batches), on SQLite
 * and on PostgreSQL (fsync on), each into a fresh database, BENCH_RUNS times (3); it reports the median
 * and the spread.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseDatabaseUrl } from "../server/env";
import { newsletterKeysSource } from "../server/newsletter/newsletter-keys";
import { importSubscribers } from "../server/newsletter/subscriber-import";
import { Storage } from "../server/storage/database";
import { startPostgresCluster } from "../tests/support/postgres-cluster";

const lines = Number(process.env.BENCH_LINES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The file as another tool exports it, in pieces of 64 KiB as an upload is read. */
async function* listFile() {
  let piece = "email,subscribed_at,source\n";
  for (let index = 1; index <= lines; index++) {
    piece += `reader.${index}@example.com,2025-03-04,crm\n`;
    if (piece.length >= 64 * 1024) {
      yield piece;
      piece = "";
    }
  }
  yield piece;
}

async function importOnce(databaseUrl: string) {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  try {
    const db = await storage.ready();
    const keys = await newsletterKeysSource(storage, "bench-import-secret")();
    const started = performance.now();
    const report = await importSubscribers(db, keys, { text: listFile(), fileName: "list.csv" });
    const seconds = (performance.now() - started) / 1000;
    if ("error" in report || report.imported !== lines) throw new Error(`unexpected report: ${JSON.stringify(report)}`);
    return seconds;
  } finally {
    await storage.close();
  }
}

async function engineBench(label: string, freshDatabase: (run: number) => Promise<string>) {
  const seconds: number[] = [];
  try {
    for (let run = 0; run < runs; run++) seconds.push(await importOnce(await freshDatabase(run)));
  } catch (error) {
    // A failed run is a result too (a query over the server's timeout, on a loaded machine): say so, and go on.
    return { engine: label, lines, failed: `after ${seconds.length} run(s): ${(error as Error).message}` };
  }
  return {
    engine: label,
    lines,
    "median s": Number(median(seconds).toFixed(1)),
    "min s": Number(Math.min(...seconds).toFixed(1)),
    "max s": Number(Math.max(...seconds).toFixed(1)),
    "lines/s (median)": Math.round(lines / median(seconds)),
  };
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const cluster = await startPostgresCluster({ durable: true });
try {
  const rows = [
    await engineBench("SQLite", async (run) => `file:${path.join(dir, `site-${run}.db`)}`),
    await engineBench("PostgreSQL", async (run) => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE bench_import_${run}`);
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = `/bench_import_${run}`;
      return url.href;
    }),
  ];
  console.log(`\nImporting a list of ${lines} lines, ${runs} runs per engine, each into a fresh database\n`);
  console.table(rows);
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
