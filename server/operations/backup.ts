/**
 * One backup: a consistent copy of the database written beside its final name, checked, then renamed
 * into place and recorded in latest.json; older backups beyond BACKUP_KEEP are deleted, and
 * BACKUP_COMMAND (when set) is given the file. Used by `npm run backup` and by the server's scheduler
 * (server/operations/backup-scheduler.ts). docs/operations/backups.md tells the whole story.
 */
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DatabaseLocation } from "../env";
import { type BackupRecord, backupFileName, pruneBackups, writeLatest } from "./backup-files";
import { runBackupCommand } from "./backup-command";
import { dumpPostgres, verifyPostgresDump } from "./backup-postgres";
import { copySqlite } from "./backup-sqlite";

export type BackupOptions = {
  database: DatabaseLocation;
  dir: string;
  keep: number;
  command?: string;
  log: (message: string) => void;
  now?: () => number;
};

/** What a backup did: the record of the copy, and whether BACKUP_COMMAND (if any) took it. */
type BackupOutcome = { record: BackupRecord; path: string; pruned: string[]; commandError?: Error };

/** Writes a copy and checks it; throws (leaving no file behind) when either fails. */
async function copyAndCheck(database: DatabaseLocation, target: string): Promise<void> {
  try {
    if (database.kind === "sqlite") {
      await copySqlite(database.file, target);
    } else {
      await dumpPostgres(database.url, target);
      await verifyPostgresDump(target);
    }
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

export async function takeBackup({ database, dir, keep, command, log, now = Date.now }: BackupOptions) {
  await mkdir(dir, { recursive: true });
  const startedAt = now();
  const name = backupFileName(database.kind, startedAt);
  const file = path.join(dir, name);
  // A name that lists and prunes as no backup until the copy is checked.
  const partial = path.join(dir, `.${name}.partial`);
  await copyAndCheck(database, partial);
  await rename(partial, file);
  const record: BackupRecord = {
    file: name,
    database: database.kind,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date(now()).toISOString(),
    bytes: (await stat(file)).size,
  };
  await writeLatest(dir, record);
  const pruned = await pruneBackups(dir, keep);
  const outcome: BackupOutcome = { record, path: file, pruned };
  if (command) {
    await runBackupCommand(command, file, log).catch((error: unknown) => {
      outcome.commandError = error as Error;
      log(`The backup ${name} is kept here, but ${(error as Error).message}: it was not taken elsewhere.`);
    });
  }
  return outcome;
}
