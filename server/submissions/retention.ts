import type { Storage } from "../storage/database";
import { purgeSubmissionsBefore } from "./submission-store";

const dayMs = 24 * 60 * 60 * 1000;

export type RetentionOptions = {
  storage: Storage;
  /** SUBMISSION_RETENTION_DAYS: what the privacy policy promises. */
  retentionDays: number;
  intervalMs?: number;
  now?: () => number;
  log?: (message: string) => void;
};

/** Deletes submissions older than the retention period now, then every few hours. */
export function startRetentionPurge({
  storage,
  retentionDays,
  intervalMs = 6 * 60 * 60 * 1000,
  now = Date.now,
  log = console.log,
}: RetentionOptions) {
  const purge = async () => {
    try {
      const removed = await purgeSubmissionsBefore(await storage.ready(), now() - retentionDays * dayMs);
      if (removed > 0) log(`Retention: deleted ${removed} submission(s) older than ${retentionDays} days`);
    } catch (error) {
      log(`Retention: purge skipped, database unavailable (${(error as Error).message})`);
    }
  };
  const first = purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return {
    /** Resolves once the start-up purge has run. */
    started: first,
    stop: () => clearInterval(timer),
  };
}
