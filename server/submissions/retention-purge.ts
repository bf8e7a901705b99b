import type { Storage } from "../storage/database";
import { receiptIntervalMs, forgetReceiptLimitsBefore } from "./receipt-limit";
import { purgeSubmissionsBefore } from "./submission-store";
import type { NewsletterKeys } from "../newsletter/newsletter-keys";
import { purgeSubscriptions } from "../newsletter/subscription-retention";

const dayMs = 24 * 60 * 60 * 1000;

export type RetentionOptions = {
  storage: Storage;
  /** SUBMISSION_RETENTION_DAYS: what the privacy policy promises. */
  retentionDays: number;
  /** The newsletter's keys: an address the purge forgets leaves its keyed hash. */
  keys: () => Promise<NewsletterKeys>;
  intervalMs?: number;
  now?: () => number;
  log?: (message: string) => void;
};

/**
 * Deletes submissions older than the retention period now, then every few hours; forgets stale
 * receipt limits, and the newsletter's records whose periods have passed
 * (server/newsletter/subscription-retention.ts).
 */
export function startRetentionPurge({
  storage,
  retentionDays,
  keys,
  intervalMs = 6 * 60 * 60 * 1000,
  now = Date.now,
  log = console.log,
}: RetentionOptions) {
  const purge = async () => {
    try {
      const db = await storage.ready();
      const removed = await purgeSubmissionsBefore(db, now() - retentionDays * dayMs);
      if (removed > 0) log(`Retention: deleted ${removed} submission(s) older than ${retentionDays} days`);
      await forgetReceiptLimitsBefore(db, now() - receiptIntervalMs);
      const purged = await purgeSubscriptions(db, await keys(), now());
      const counts = Object.entries(purged).filter(([, count]) => count > 0);
      if (counts.length > 0) {
        log(
          `Retention: deleted newsletter records past their period: ${counts.map(([what, count]) => `${what} ${count}`).join(", ")}`,
        );
      }
    } catch (error) {
      log(`Retention: purge skipped, database unavailable (${(error as Error).message})`);
    }
  };
  const first = purge();
  const timer = setInterval(purge, intervalMs);
  // Stryker disable next-line CallExpression: only whether an idle process may exit depends on it, and the server stops the purge first
  timer.unref();
  return {
    /** Resolves once the start-up purge has run. */
    started: first,
    stop: () => clearInterval(timer),
  };
}
