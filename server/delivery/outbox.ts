import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { currentRequestId } from "../operations/log-context";
import type { Dialect } from "../storage/database";
import type {
  ChannelName,
  DatabaseSchema,
  EditionSendStatus,
  SubmissionChannelName,
  SubscriberChannelName,
} from "../storage/schema";
import { type SubmissionRecord, toSubmissionRecord } from "../submissions/submission-record";

/**
 * What a subscriber's outbox row carries (server/newsletter/subscription-channels.ts). `subscriberId`
 * is null for a webhook event kept apart from a subscriber erased before it was delivered.
 */
export type SubscriberMessage = { subscriberId: string | null; editionId: string | null; payload: string | null };

/** An outbox row, due at `dueAt`: a submission's delivery on one of its channels, or a message. */
export type QueuedMessage = { dueAt: number } & (
  | {
      channel: SubmissionChannelName;
      submissionId: string;
      subscriberId?: undefined;
      editionId?: undefined;
      payload?: undefined;
    }
  | {
      channel: SubscriberChannelName;
      submissionId?: undefined;
      /** Null for an event kept apart from a subscriber erased before it was delivered. */
      subscriberId?: string | null;
      editionId?: string;
      payload?: string;
    }
);

/**
 * Queues outbox rows (a submission's deliveries, a subscriber's message, a desk e-mail, a scheduled
 * edition's wake), in one statement. Written in the caller's transaction when it is one,
 * a message goes out only if what queued it was saved, and is retried while its channel is down.
 */
export async function queueMessages(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  messages: QueuedMessage[],
) {
  if (messages.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await db
    .insertInto("deliveries")
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        submission_id: message.submissionId ?? null,
        subscriber_id: message.subscriberId ?? null,
        edition_id: message.editionId ?? null,
        payload: message.payload ?? null,
        channel: message.channel,
        request_id: requestId,
        last_error: null,
        next_attempt_at: message.dueAt,
        delivered_at: null,
        claimed_until: null,
        claimed_by: null,
      })),
    )
    .execute();
}

export const queueMessage = (db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, message: QueuedMessage) =>
  queueMessages(db, [message]);

/** A claimed row: a submission's delivery, or a subscriber's message. */
export type ClaimedDelivery = {
  id: string;
  channel: ChannelName;
  /** Including the attempt this claim starts. */
  attempts: number;
  /** When the first of the failed attempts before this one ended; null if none failed. */
  failingSince: number | null;
  /** The request that queued it, for the log; null when none did. */
  requestId: string | null;
} & ({ submission: SubmissionRecord; message?: undefined } | { message: SubscriberMessage; submission?: undefined });

export type ClaimOptions = {
  owner: string;
  channels: ChannelName[];
  now: number;
  leaseMs: number;
  limit: number;
};

/**
 * Claims up to `limit` due deliveries of `channels` for `owner` with a lease, the longest due first,
 * in ONE statement, so the claim is atomic on both databases:
 * - PostgreSQL: the rows are picked `FOR UPDATE SKIP LOCKED`, so concurrent claimers
 *   (other server processes) skip each other's rows instead of claiming them twice;
 * - SQLite: a write statement holds the database's single write lock from start to end.
 * A claim whose lease ran out (its worker died) is due again: a restart resumes it. A row that was
 * delivered or given up is never due.
 */
export async function claimDueDeliveries(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
  { owner, channels, now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  if (channels.length === 0 || limit <= 0) return [];
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
        .where("failed_at", "is", null)
        .where("channel", "in", channels)
        .where("next_attempt_at", "<=", now)
        .where((where) => where.or([where("claimed_until", "is", null), where("claimed_until", "<", now)]))
        .orderBy("next_attempt_at")
        .limit(limit);
      return dialect === "postgres" ? due.forUpdate().skipLocked() : due;
    })
    .returning([
      "id",
      "channel",
      "attempts",
      "failing_since",
      "submission_id",
      "subscriber_id",
      "edition_id",
      "payload",
      "request_id",
    ])
    .execute();
  if (claimed.length === 0) return [];
  const submissionIds = claimed.flatMap((row) => (row.submission_id === null ? [] : [row.submission_id]));
  const submissions =
    submissionIds.length === 0
      ? []
      : await db.selectFrom("submissions").selectAll().where("id", "in", submissionIds).execute();
  const byId = new Map(submissions.map((row) => [row.id, toSubmissionRecord(row)]));
  return claimed.flatMap((row): ClaimedDelivery[] => {
    const claim = {
      id: row.id,
      channel: row.channel,
      attempts: Number(row.attempts),
      failingSince: row.failing_since === null ? null : Number(row.failing_since),
      requestId: row.request_id,
    };
    if (row.submission_id === null) {
      const message = { subscriberId: row.subscriber_id, editionId: row.edition_id, payload: row.payload };
      return [{ ...claim, message }];
    }
    const submission = byId.get(row.submission_id);
    return submission ? [{ ...claim, submission }] : [];
  });
}

/**
 * An edition copy's send record (edition_sends) follows its outbox row, in the same transaction: the
 * copy was sent, skipped, bounced or failed when its row was. The records are found by their primary
 * key (an edition and its subscribers), so that a batch reads its own records, not every record of the
 * edition still queued.
 */
async function settleEditionCopies(
  transaction: Transaction<DatabaseSchema>,
  ids: string[],
  status: EditionSendStatus,
  now: number,
) {
  const copies = await transaction
    .selectFrom("deliveries")
    .select(["edition_id", "subscriber_id"])
    .where("id", "in", ids)
    .where("channel", "=", "edition")
    .execute();
  const subscribersByEdition = new Map<string, string[]>();
  for (const { edition_id: editionId, subscriber_id: subscriberId } of copies) {
    if (editionId === null || subscriberId === null) continue;
    subscribersByEdition.set(editionId, [...(subscribersByEdition.get(editionId) ?? []), subscriberId]);
  }
  for (const [editionId, subscriberIds] of subscribersByEdition) {
    await transaction
      .updateTable("edition_sends")
      .set({ status, settled_at: now })
      .where("status", "=", "queued")
      .where("edition_id", "=", editionId)
      .where("subscriber_id", "in", subscriberIds)
      .execute();
  }
}

/**
 * Records successful deliveries (even if the lease ran out meanwhile: they did happen). A webhook event
 * kept apart from an erased subscriber is deleted instead: once delivered, nothing of the address stays.
 */
export async function markDelivered(db: Kysely<DatabaseSchema>, ids: string[], now: number) {
  if (ids.length === 0) return;
  await db.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom("deliveries")
      .where("id", "in", ids)
      .where("submission_id", "is", null)
      .where("subscriber_id", "is", null)
      .execute();
    await transaction
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: now, failing_since: null, claimed_by: null, claimed_until: null })
      .where("id", "in", ids)
      .where("delivered_at", "is", null)
      .execute();
    await settleEditionCopies(transaction, ids, "sent", now);
  });
}

/** Drops a delivery that turned out to have nothing to send (see DeliveryChannel); an edition copy is then `skipped`. */
export async function dropDelivery(db: Kysely<DatabaseSchema>, id: string, now: number) {
  await db.transaction().execute(async (transaction) => {
    await settleEditionCopies(transaction, [id], "skipped", now);
    await transaction.deleteFrom("deliveries").where("id", "=", id).where("delivered_at", "is", null).execute();
  });
}

/**
 * Records a failed attempt and when to try again; ignored if another worker holds the row now.
 * The first failure in a row starts the time a bounded delivery is allowed to keep failing.
 */
export async function markFailed(
  db: Kysely<DatabaseSchema>,
  id: string,
  owner: string,
  { error, nextAttemptAt, now }: { error: string; nextAttemptAt: number; now: number },
) {
  await db
    .updateTable("deliveries")
    .set((eb) => ({
      status: "failing",
      last_error: error.slice(0, 1_000),
      next_attempt_at: nextAttemptAt,
      failing_since: eb.fn.coalesce("failing_since", eb.val(now)),
      claimed_by: null,
      claimed_until: null,
    }))
    .where("id", "=", id)
    .where("claimed_by", "=", owner)
    .execute();
}

/**
 * Gives a delivery up for good (status `failed`, never claimed again), its edition copy `bounced` or
 * `failed` with it, and whatever the channel records beside it (`alsoRecord`), in one transaction.
 * False, and nothing changed, if another worker holds the row now.
 */
export async function giveUpDelivery(
  db: Kysely<DatabaseSchema>,
  id: string,
  owner: string,
  { error, refused, now }: { error: string; refused: boolean; now: number },
  alsoRecord: (transaction: Transaction<DatabaseSchema>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const given = await transaction
      .updateTable("deliveries")
      .set({
        status: "failed",
        last_error: error.slice(0, 1_000),
        failed_at: now,
        claimed_by: null,
        claimed_until: null,
      })
      .where("id", "=", id)
      .where("claimed_by", "=", owner)
      .returning("id")
      .executeTakeFirst();
    if (!given) return false;
    await settleEditionCopies(transaction, [id], refused ? "bounced" : "failed", now);
    await alsoRecord(transaction);
    return true;
  });
}

/** Since when the longest-failing delivery of `channels` has been failing; null when none is. */
export async function failingSince(db: Kysely<DatabaseSchema>, channels: ChannelName[]): Promise<number | null> {
  if (channels.length === 0) return null;
  const row = await db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.min("failing_since").as("since"))
    .where("channel", "in", channels)
    .where("delivered_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirst();
  return row?.since === null || row?.since === undefined ? null : Number(row.since);
}
