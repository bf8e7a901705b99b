/**
 * The backup folder: each backup a file named by the UTC time it began, so that names sort by time,
 * and `latest.json` describing the last good one, which `npm run doctor` reads without the server.
 */
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Dialect } from "../storage/database";

const extensions: Record<Dialect, string> = { sqlite: "sqlite3", postgres: "pgdump" };
const backupName = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(?:sqlite3|pgdump)$/;

/** site-2030-01-31T02-00-00-000Z.sqlite3: colons are not allowed in every file system a copy may travel to. */
export function backupFileName(dialect: Dialect, startedAt: number): string {
  const time = new Date(startedAt).toISOString().replace(/[:.]/g, "-");
  return `site-${time}.${extensions[dialect]}`;
}

/** The backups in the folder, oldest first (only names this code writes; anything else is left alone). */
async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names.filter((name) => backupName.test(name)).sort();
}

/** Deletes all but the newest `keep` backups; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await listBackups(dir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** What `latest.json` says of the last good backup. */
export type BackupRecord = {
  file: string;
  database: Dialect;
  /** Every write committed before this time is in the backup (ISO time). */
  startedAt: string;
  finishedAt: string;
  bytes: number;
};

const latestName = "latest.json";

/** Written to a temporary name and renamed, so a reader never sees half a record. */
export async function writeLatest(dir: string, record: BackupRecord): Promise<void> {
  const temporary = path.join(dir, `.${latestName}.${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temporary, path.join(dir, latestName));
}

/** The last good backup, or undefined when none has been taken (or the record is unreadable). */
export async function readLatest(dir: string): Promise<BackupRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(path.join(dir, latestName), "utf8")) as BackupRecord;
    return typeof record.file === "string" && !Number.isNaN(Date.parse(record.finishedAt)) ? record : undefined;
  } catch {
    return undefined;
  }
}
