/**
 * The server's own backups (server/operations/backup-scheduler.ts): the time of the last good one for
 * the metrics, BACKUP_COMMAND's failures counted without stopping the backups, and, of two servers on
 * one PostgreSQL database, only the holder of the advisory lock backing up until it stops.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLatest } from "../../server/operations/backup-files";
import { type BackupScheduler, startBackupScheduler } from "../../server/operations/backup-scheduler";
import { Storage } from "../../server/storage/database";
import { eventually } from "../support/receivers";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/test-databases";

const backupsIn = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("site-"));

describe("the server's backups", () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  const schedulers: BackupScheduler[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    dirs.push(dir);
    return dir;
  };
  async function migrated(kind: DatabaseKind) {
    database = await createTestDatabase(kind);
    const storage = new Storage(database.location, () => {});
    await storage.ready();
    await storage.close();
  }
  const start = (dir: string, more: { command?: string; log?: (message: string) => void } = {}) => {
    const scheduler = startBackupScheduler({
      database: database.location,
      settings: { dir, everyMs: 300, keep: 3, command: more.command },
      log: more.log ?? (() => {}),
    });
    schedulers.push(scheduler);
    return scheduler;
  };

  beforeEach(() => {
    dirs.length = 0;
  });
  afterEach(async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "reports the last good backup's time and counts BACKUP_COMMAND's failures, backing up all the same",
    { timeout: 60_000 },
    async () => {
      await migrated("sqlite");
      const dir = folder();
      const before = Date.now();
      const scheduler = start(dir, { command: "exit 1" });
      expect(scheduler.lastGoodBackupAt()).toBeUndefined();
      await eventually(() => scheduler.failures().commands >= 2, 30_000, "two failed BACKUP_COMMAND runs");
      const latest = (await readLatest(dir))!;
      expect(scheduler.lastGoodBackupAt()).toBeGreaterThanOrEqual(Date.parse(latest.finishedAt));
      expect(scheduler.lastGoodBackupAt()).toBeGreaterThan(before);
      expect(scheduler.failures().backups).toBe(0);
      expect(backupsIn(dir).length).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    "lets one of two servers on a PostgreSQL database back up, and the other take over when it stops",
    { timeout: 90_000 },
    async () => {
      await migrated("postgres");
      const [firstDir, secondDir] = [folder(), folder()];
      const first = start(firstDir);
      await eventually(() => first.lastGoodBackupAt(), 30_000, "the first server's backup");
      const said: string[] = [];
      const second = start(secondDir, { log: (message) => said.push(message) });
      await eventually(
        () => said.includes("Backups: another server takes them; this one looks again every 0.3 s."),
        30_000,
        "the second server finding the turn taken",
      );
      const taken = backupsIn(firstDir).length;
      await eventually(() => backupsIn(firstDir).length > taken, 30_000, "one more backup by the first server");
      expect(backupsIn(secondDir), "the second server waits its turn").toEqual([]);
      await first.stop();
      await eventually(() => backupsIn(secondDir).length >= 1, 30_000, "a backup by the second server");
      expect(said).toContain("Backups: this server takes them.");
      expect(second.failures()).toEqual({ backups: 0, commands: 0 });
    },
  );
});
