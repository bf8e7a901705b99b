/**
 * SQLite backups: `VACUUM INTO` writes one consistent snapshot (a single read transaction, which in WAL
 * mode never holds up the writers), run in a worker thread so that the server goes on answering while
 * it copies; the copy is checked with `PRAGMA integrity_check` opened read-only.
 */
import { existsSync } from "node:fs";
import { copyFile, readdir, readlink, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

// An inline CommonJS worker: a worker thread does not inherit tsx, so it cannot load a .ts file. Both the
// copy and the check read the whole database, which would hold up every request of a server doing it.
const inWorker = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
function open(file) {
  return new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
}
function copy(source, target) {
  const database = open(source);
  try {
    database.prepare("VACUUM INTO ?").run(target);
  } finally {
    database.close();
  }
}
function check(file) {
  const database = open(file);
  try {
    const problems = database.pragma("integrity_check", { simple: false }).map((row) => row.integrity_check);
    if (problems.join() !== "ok") return "integrity check failed: " + problems.slice(0, 5).join("; ");
    const migrations = database
      .prepare("select count(*) as count from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (migrations.count === 0) return "not a database of this site (it has no migrations table)";
    return "";
  } finally {
    database.close();
  }
}
if (workerData.source) copy(workerData.source, workerData.target);
parentPort.postMessage(check(workerData.target));
`;

function runWorker(workerData: { source?: string; target: string }): Promise<void> {
  const module = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    const worker = new Worker(inWorker, { eval: true, workerData: { module, ...workerData } });
    let problem: string | undefined;
    worker.once("message", (message: string) => (problem = message));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (problem === "") resolve();
      else reject(new Error(problem ?? `the worker stopped before it finished (exit code ${code})`));
    });
  });
}

/** Writes a consistent copy of the database and checks it; rejects saying what is wrong. */
export function copySqlite(source: string, target: string): Promise<void> {
  return runWorker({ source, target });
}

/** Rejects saying what is wrong unless the file is an intact SQLite database of this site. */
export function verifySqlite(file: string): Promise<void> {
  return runWorker({ target: file });
}

/**
 * The processes that have the database (or its write-ahead log) open, read from /proc: every server and
 * command on this file runs on this machine, since SQLite cannot be shared over a network. Processes of
 * other users cannot be seen, so the restore is run as the user the site runs as.
 */
export async function processesUsing(file: string): Promise<number[]> {
  const targets = new Set([file, `${file}-wal`]);
  const pids = (await readdir("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name));
  const users: number[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (targets.has(link)) {
        users.push(Number(pid));
        break;
      }
    }
  }
  return users;
}

/**
 * Puts the backup in place of the database; the database it replaces, with its write-ahead log, is
 * moved aside to `<file>.before-restore-<time>`, whose name is returned (undefined when there was none).
 */
export async function restoreSqlite(backup: string, file: string, now: number): Promise<string | undefined> {
  const incoming = `${file}.restoring`;
  await copyFile(backup, incoming);
  let aside: string | undefined;
  if (existsSync(file)) {
    aside = `${file}.before-restore-${new Date(now).toISOString().replace(/[:.]/g, "-")}`;
    await rename(file, aside);
    if (existsSync(`${file}-wal`)) await rename(`${file}-wal`, `${aside}-wal`);
  }
  await rm(`${file}-shm`, { force: true });
  await rename(incoming, file);
  return aside && path.basename(aside);
}
