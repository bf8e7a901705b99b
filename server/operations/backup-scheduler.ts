/**
 * The server backing itself up every BACKUP_EVERY_HOURS. With several servers on one database, one of
 * them takes every backup: the holder of a PostgreSQL advisory lock kept on a connection of its own
 * (freed by PostgreSQL when that server dies, so another takes over at its next look), or on SQLite,
 * whose servers all share one machine, the process named in BACKUP_DIR/backup.lock
 * (docs/decisions/026-backups.md).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { BackupSettings, DatabaseLocation } from "../env";
import { readLatest } from "./backup-files";
import { takeBackup } from "./backup";

export type BackupScheduler = {
  /** When the last good backup finished (ms since 1970), from this process or BACKUP_DIR/latest.json. */
  lastGoodBackupAt(): number | undefined;
  /** Backups that failed (the copy or its check), and BACKUP_COMMAND runs that failed, since start. */
  failures(): { backups: number; commands: number };
  /** Waits for a backup in progress, then lets go of the turn. */
  stop(): Promise<void>;
};

type Turn = { take(): Promise<boolean>; release(): Promise<void> };

// Any fixed number, the same in every server: pg_try_advisory_lock(bigint) takes it as its key.
const advisoryLockKey = 7_302_026_026;

function postgresTurn(url: string, log: (message: string) => void): Turn {
  let holder: pg.Client | undefined;
  return {
    async take() {
      if (holder) return true;
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on("error", () => {
        if (holder === client) holder = undefined;
      });
      try {
        await client.connect();
        const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [
          advisoryLockKey,
        ]);
        if (rows[0].taken) {
          holder = client;
          client.on("end", () => {
            if (holder === client) holder = undefined;
          });
          return true;
        }
      } catch (error) {
        log(`Backups: could not ask PostgreSQL whose turn it is: ${(error as Error).message}`);
      }
      await client.end().catch(() => undefined);
      return false;
    },
    async release() {
      const client = holder;
      holder = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockFileTurn(dir: string): Turn {
  const file = path.join(dir, "backup.lock");
  let held = false;
  return {
    async take() {
      if (held) return true;
      try {
        await writeFile(file, String(process.pid), { flag: "wx" });
        held = true;
      } catch {
        const owner = Number(await readFile(file, "utf8").catch(() => ""));
        // Left by a process that died: the next look takes it.
        if (!owner || !isAlive(owner)) await rm(file, { force: true });
      }
      return held;
    },
    async release() {
      if (held) await rm(file, { force: true });
      held = false;
    },
  };
}

export function startBackupScheduler({
  database,
  settings,
  log,
  now = Date.now,
}: {
  database: DatabaseLocation;
  settings: Required<Pick<BackupSettings, "dir" | "everyMs">> & BackupSettings;
  log: (message: string) => void;
  now?: () => number;
}): BackupScheduler {
  const { dir, everyMs, keep, command } = settings;
  const turn = database.kind === "postgres" ? postgresTurn(database.url, log) : lockFileTurn(dir);
  // Look again at least once a minute: another server may have taken the turn or a backup meanwhile.
  const lookEveryMs = Math.min(everyMs, 60_000);
  const failures = { backups: 0, commands: 0 };
  let lastGood: number | undefined;
  let hadTurn: boolean | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function backUpWhenDue() {
    const latest = await readLatest(dir);
    if (latest) lastGood = Math.max(lastGood ?? 0, Date.parse(latest.finishedAt));
    const due = latest ? Date.parse(latest.startedAt) + everyMs : now();
    if (now() < due) return pause(Math.min(due - now(), lookEveryMs));
    const mine = await turn.take();
    if (mine !== hadTurn) {
      log(
        mine
          ? "Backups: this server takes them."
          : `Backups: another server takes them; this one looks again every ${lookEveryMs / 1000} s.`,
      );
      hadTurn = mine;
    }
    if (!mine) return pause(lookEveryMs);
    try {
      const outcome = await takeBackup({ database, dir, keep, command, log, now });
      lastGood = Date.parse(outcome.record.finishedAt);
      if (outcome.commandError) failures.commands += 1;
    } catch (error) {
      failures.backups += 1;
      log(`Backup failed, tried again in ${lookEveryMs / 1000} s: ${(error as Error).message}`);
      return pause(lookEveryMs);
    }
  }

  const running = (async () => {
    while (!stopped) await backUpWhenDue();
    await turn.release();
  })();

  return {
    lastGoodBackupAt: () => lastGood,
    failures: () => ({ ...failures }),
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
