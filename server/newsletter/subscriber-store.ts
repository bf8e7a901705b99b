import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { type NewsletterList, newsletterLists } from "../../app/forms/newsletter-lists";
import type { ConsentRecordsTable, DatabaseSchema, SubscriptionStatus } from "../storage/schema";

/**
 * The subscriptions in the database: one subscriber per address, a status per list, a consent record
 * for every change, and the outbox rows that mail the subscriber or tell the webhook, each written in
 * the same transaction as the change it follows from.
 */
type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const confirmationLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** An address gets at most one confirmation e-mail in this time, however often it is subscribed. */
const confirmationEmailIntervalMs = 24 * 60 * 60 * 1000;

export type Consent = Pick<ConsentRecordsTable, "page" | "consent_version" | "client_hash">;

type EventOptions = { webhook: boolean; now: number };

export async function recordConsent(
  db: Db,
  subscriberId: string,
  event: ConsentRecordsTable["event"],
  lists: readonly string[],
  consent: Consent,
  now: number,
) {
  await db
    .insertInto("consent_records")
    .values({
      id: randomUUID(),
      subscriber_id: subscriberId,
      event,
      lists: lists.join(","),
      recorded_at: now,
      ...consent,
    })
    .execute();
}

/** Queues an outbox row for a subscriber: due now, unless `dueAt` says later. */
async function queueForSubscriber(
  db: Db,
  values: {
    subscriberId: string;
    channel: "subscribe-confirmation" | "edition" | "subscription-event";
    dueAt: number;
    editionId?: string;
    payload?: string;
  },
) {
  await db
    .insertInto("deliveries")
    .values({
      id: randomUUID(),
      submission_id: null,
      subscriber_id: values.subscriberId,
      edition_id: values.editionId ?? null,
      payload: values.payload ?? null,
      channel: values.channel,
      last_error: null,
      next_attempt_at: values.dueAt,
      delivered_at: null,
      claimed_until: null,
      claimed_by: null,
    })
    .execute();
}

/** Tells the webhook (when one is configured) that lists were confirmed or left, as it stood at that moment. */
export async function queueSubscriptionEvent(
  db: Db,
  subscriber: { id: string; email: string },
  event: "confirmed" | "unsubscribed",
  lists: readonly string[],
  { webhook, now }: EventOptions,
) {
  if (!webhook || lists.length === 0) return;
  const payload = JSON.stringify({
    id: randomUUID(),
    event: `subscription.${event}`,
    email: subscriber.email,
    lists,
    createdAt: new Date(now).toISOString(),
  });
  await queueForSubscriber(db, { subscriberId: subscriber.id, channel: "subscription-event", dueAt: now, payload });
}

/** The subscriber of an address, created (as `source`) if it has none; safe when two requests race. */
async function subscriberFor(db: Db, email: string, source: "form" | "import", now: number) {
  await db
    .insertInto("subscribers")
    .values({
      id: randomUUID(),
      email,
      source,
      created_at: now,
      confirm_nonce: null,
      confirm_expires_at: null,
      confirmation_sent_at: null,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  return db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

/** A subscriber's status on each list it has one for, in the lists' own order (newsletterLists). */
export async function statusesOf(db: Db, subscriberId: string): Promise<Map<string, SubscriptionStatus>> {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["list", "status"])
    .where("subscriber_id", "=", subscriberId)
    .execute();
  const rank = (list: string) => newsletterLists.indexOf(list as NewsletterList);
  rows.sort((a, b) => rank(a.list) - rank(b.list));
  return new Map(rows.map((row) => [row.list, row.status]));
}

export async function setStatus(
  db: Db,
  subscriberId: string,
  lists: readonly string[],
  status: SubscriptionStatus,
  now: number,
) {
  for (const list of lists) {
    const confirmedAt = status === "confirmed" ? now : null;
    await db
      .insertInto("subscriptions")
      .values({ subscriber_id: subscriberId, list, status, updated_at: now, confirmed_at: confirmedAt })
      .onConflict((conflict) =>
        conflict.columns(["subscriber_id", "list"]).doUpdateSet({ status, updated_at: now, confirmed_at: confirmedAt }),
      )
      .execute();
  }
}

/**
 * A visitor asked for `lists`: the ones not yet confirmed become pending, and a confirmation e-mail is
 * queued with a fresh link, unless the address had one in the last 24 hours (then the earlier link
 * stays valid and confirms these lists too). An address already confirmed on every list gets nothing.
 */
export async function requestSubscription(
  db: Kysely<DatabaseSchema>,
  { email, lists, consent, now }: { email: string; lists: NewsletterList[]; consent: Consent; now: number },
): Promise<{ queued: boolean }> {
  return db.transaction().execute(async (transaction) => {
    const subscriber = await subscriberFor(transaction, email, "form", now);
    const statuses = await statusesOf(transaction, subscriber.id);
    const toConfirm = lists.filter((list) => statuses.get(list) !== "confirmed");
    await recordConsent(transaction, subscriber.id, "requested", lists, consent, now);
    if (toConfirm.length === 0) return { queued: false };
    await setStatus(transaction, subscriber.id, toConfirm, "pending", now);
    const claimed = await transaction
      .updateTable("subscribers")
      .set({
        confirm_nonce: randomBytes(18).toString("base64url"),
        confirm_expires_at: now + confirmationLinkLifetimeMs,
        confirmation_sent_at: now,
      })
      .where("id", "=", subscriber.id)
      .where((where) =>
        where.or([
          where("confirmation_sent_at", "is", null),
          where("confirmation_sent_at", "<=", now - confirmationEmailIntervalMs),
        ]),
      )
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return { queued: false };
    await queueForSubscriber(transaction, {
      subscriberId: subscriber.id,
      channel: "subscribe-confirmation",
      dueAt: now,
    });
    return { queued: true };
  });
}

/** An address that never confirms is forgotten this long after its last request (the privacy policy says so). */
export const unconfirmedRetentionMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the subscribers that never confirmed anything (every list still pending) and last asked before
 * `cutoff`, with their consent records and outbox rows (the foreign keys cascade); returns how many.
 */
export async function forgetUnconfirmedBefore(db: Kysely<DatabaseSchema>, cutoff: number): Promise<number> {
  const result = await db
    .deleteFrom("subscribers")
    .where("source", "=", "form")
    .where((where) => where.or([where("confirmation_sent_at", "is", null), where("confirmation_sent_at", "<", cutoff)]))
    .where("created_at", "<", cutoff)
    .where((where) =>
      where.not(
        where.exists(
          where
            .selectFrom("subscriptions")
            .select("subscriptions.list")
            .whereRef("subscriptions.subscriber_id", "=", "subscribers.id")
            .where("subscriptions.status", "!=", "pending"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
