import type { Kysely } from "kysely";
import type { Dialect } from "../storage/database";
import type { ChannelName, DatabaseSchema } from "../storage/schema";
import { type SubmissionRecord, toSubmissionRecord } from "../submissions/submission-store";

/** What a subscriber's outbox row carries (server/newsletter/subscription-channels.ts). */
export type SubscriberMessage = { subscriberId: string; editionId: string | null; payload: string | null };

/** A claimed row: a submission's delivery, or a subscriber's message. */
export type ClaimedDelivery = {
  id: string;
  channel: ChannelName;
  /** Including the attempt this claim starts. */
  attempts: number;
} & ({ submission: SubmissionRecord; message?: undefined } | { message: SubscriberMessage; submission?: undefined });

export type ClaimOptions = {
  owner: string;
  channels: ChannelName[];
  now: number;
  leaseMs: number;
  limit: number;
};

/**
 * Claims up to `limit` due deliveries for `owner` with a lease, in ONE statement, so
 * the claim is atomic on both databases:
 * - PostgreSQL: the rows are picked `FOR UPDATE SKIP LOCKED`, so concurrent claimers
 *   (other server processes) skip each other's rows instead of claiming them twice;
 * - SQLite: a write statement holds the database's single write lock from start to end.
 * A claim whose lease ran out (its worker died) is due again: a restart resumes it.
 */
export async function claimDueDeliveries(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
  { owner, channels, now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  if (channels.length === 0) return [];
  const claimed = await db
    .updateTable("deliveries")
    .set((eb) => ({
      claimed_by: owner,
      claimed_until: now + leaseMs,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) => {
      const due = eb
        .selectFrom("deliveries")
        .select("id")
        .where("delivered_at", "is", null)
        .where("channel", "in", channels)
        .where("next_attempt_at", "<=", now)
        .where((where) => where.or([where("claimed_until", "is", null), where("claimed_until", "<", now)]))
        .orderBy("next_attempt_at")
        .limit(limit);
      return dialect === "postgres" ? due.forUpdate().skipLocked() : due;
    })
    .returning(["id", "channel", "attempts", "submission_id", "subscriber_id", "edition_id", "payload"])
    .execute();
  if (claimed.length === 0) return [];
  const submissionIds = claimed.flatMap((row) => (row.submission_id === null ? [] : [row.submission_id]));
  const submissions =
    submissionIds.length === 0
      ? []
      : await db.selectFrom("submissions").selectAll().where("id", "in", submissionIds).execute();
  const byId = new Map(submissions.map((row) => [row.id, toSubmissionRecord(row)]));
  return claimed.flatMap((row): ClaimedDelivery[] => {
    const claim = { id: row.id, channel: row.channel, attempts: Number(row.attempts) };
    if (row.subscriber_id !== null) {
      const message = { subscriberId: row.subscriber_id, editionId: row.edition_id, payload: row.payload };
      return [{ ...claim, message }];
    }
    const submission = row.submission_id === null ? undefined : byId.get(row.submission_id);
    return submission ? [{ ...claim, submission }] : [];
  });
}

/** Records successful deliveries (even if the lease ran out meanwhile: they did happen). */
export async function markDelivered(db: Kysely<DatabaseSchema>, ids: string[], now: number) {
  if (ids.length === 0) return;
  await db
    .updateTable("deliveries")
    .set({ status: "delivered", delivered_at: now, claimed_by: null, claimed_until: null })
    .where("id", "in", ids)
    .where("delivered_at", "is", null)
    .execute();
}

/** Drops a delivery that turned out to have nothing to send (see DeliveryChannel). */
export async function dropDelivery(db: Kysely<DatabaseSchema>, id: string) {
  await db.deleteFrom("deliveries").where("id", "=", id).where("delivered_at", "is", null).execute();
}

/** Records a failed attempt and when to try again; ignored if another worker holds the row now. */
export async function markFailed(
  db: Kysely<DatabaseSchema>,
  id: string,
  owner: string,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: number },
) {
  await db
    .updateTable("deliveries")
    .set({
      status: "failing",
      last_error: error.slice(0, 1_000),
      next_attempt_at: nextAttemptAt,
      claimed_by: null,
      claimed_until: null,
    })
    .where("id", "=", id)
    .where("claimed_by", "=", owner)
    .execute();
}
