import type { Kysely } from "kysely";
import { retentionDays } from "../../app/newsletter/retention-periods";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { addressHash, type NewsletterKeys } from "./newsletter-keys";

/**
 * The newsletter's part of the retention purge (server/submissions/retention-purge.ts runs it): each kind of
 * record is deleted once its period in app/newsletter/retention-periods.ts, which the privacy policy states, has
 * passed. A forgotten address leaves only its keyed hash in erased_addresses, as an erasure does, so
 * that no import brings it back; it can subscribe again through the form.
 */
const dayMs = 24 * 60 * 60 * 1000;

export type SubscriptionPurge = {
  unconfirmed: number;
  unsubscribed: number;
  suppressed: number;
  sendRecords: number;
  sentMessages: number;
  eventTokens: number;
};

/** One-time tokens of provider events are kept this long: far longer than any provider retries a request. */
const eventTokenDays = 7;

/** Subscribers whose every list is pending, who last asked before `cutoff` (a form request, never an import). */
function unconfirmedBefore(db: Kysely<DatabaseSchema>, cutoff: number) {
  return db
    .selectFrom("subscribers")
    .select(["subscribers.id", "subscribers.email"])
    .where("source", "=", "form")
    .where((where) => where.or([where("confirmation_sent_at", "is", null), where("confirmation_sent_at", "<", cutoff)]))
    .where("created_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("subscriptions")
            .select("subscriptions.list")
            .whereRef("subscriptions.subscriber_id", "=", "subscribers.id")
            .where("subscriptions.status", "!=", "pending"),
        ),
      ),
    );
}

/** Subscribers on no list any more (every one left), the last of them before `cutoff`. */
function unsubscribedBefore(db: Kysely<DatabaseSchema>, cutoff: number) {
  return db
    .selectFrom("subscribers")
    .select(["subscribers.id", "subscribers.email"])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom("subscriptions").select("list").whereRef("subscriptions.subscriber_id", "=", "subscribers.id")),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("subscriptions")
            .select("subscriptions.list")
            .whereRef("subscriptions.subscriber_id", "=", "subscribers.id")
            .where((where) =>
              where.or([
                where("subscriptions.status", "!=", "unsubscribed"),
                where("subscriptions.updated_at", ">=", cutoff),
              ]),
            ),
        ),
      ),
    );
}

/** Subscribers mail to whom stopped (they bounced or complained) before `cutoff`. */
function suppressedBefore(db: Kysely<DatabaseSchema>, cutoff: number) {
  return db
    .selectFrom("subscribers")
    .select(["subscribers.id", "subscribers.email"])
    .where("deliverability", "!=", "active")
    .where("deliverability_changed_at", "<", cutoff);
}

/**
 * Deletes the subscribers `found` and everything that hangs on them (their lists, consent records,
 * send records and outbox rows: the foreign keys cascade, edition_sends explicitly), keeping the hash
 * of each address unless `keepHash` is false (an address that never confirmed was never ours to keep).
 */
async function forget(
  db: Kysely<DatabaseSchema>,
  keys: NewsletterKeys,
  found: { id: string; email: string }[],
  { keepHash, now }: { keepHash: boolean; now: number },
): Promise<number> {
  if (found.length === 0) return 0;
  const ids = found.map((subscriber) => subscriber.id);
  await db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    await transaction.deleteFrom("edition_sends").where("subscriber_id", "in", ids).execute();
    await transaction.deleteFrom("subscribers").where("id", "in", ids).execute();
    if (!keepHash) return;
    await transaction
      .insertInto("erased_addresses")
      .values(found.map((subscriber) => ({ address_hash: addressHash(keys, subscriber.email), erased_at: now })))
      .onConflict((conflict) => conflict.column("address_hash").doNothing())
      .execute();
  });
  return ids.length;
}

/** Runs every period of app/newsletter/retention-periods.ts once; returns how many of each it deleted. */
export async function purgeSubscriptions(
  db: Kysely<DatabaseSchema>,
  keys: NewsletterKeys,
  now: number,
): Promise<SubscriptionPurge> {
  const cutoff = (days: number) => now - days * dayMs;
  const unconfirmed = await forget(db, keys, await unconfirmedBefore(db, cutoff(retentionDays.unconfirmed)).execute(), {
    keepHash: false,
    now,
  });
  const unsubscribed = await forget(
    db,
    keys,
    await unsubscribedBefore(db, cutoff(retentionDays.unsubscribed)).execute(),
    { keepHash: true, now },
  );
  const suppressed = await forget(db, keys, await suppressedBefore(db, cutoff(retentionDays.suppressed)).execute(), {
    keepHash: true,
    now,
  });
  const sendRecords = await db
    .deleteFrom("edition_sends")
    .where("queued_at", "<", cutoff(retentionDays.sendRecords))
    .executeTakeFirst();
  const sentCutoff = cutoff(retentionDays.sentMessages);
  const sentMessages = await db
    .deleteFrom("deliveries")
    .where("submission_id", "is", null)
    .where((where) => where.or([where("delivered_at", "<", sentCutoff), where("failed_at", "<", sentCutoff)]))
    .executeTakeFirst();
  const eventTokens = await db
    .deleteFrom("provider_event_tokens")
    .where("seen_at", "<", cutoff(eventTokenDays))
    .executeTakeFirst();
  return {
    unconfirmed,
    unsubscribed,
    suppressed,
    sendRecords: Number(sendRecords.numDeletedRows),
    sentMessages: Number(sentMessages.numDeletedRows),
    eventTokens: Number(eventTokens.numDeletedRows),
  };
}
