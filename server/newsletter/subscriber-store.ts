import { queueMessage } from "../delivery/outbox";
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { retentionDays } from "../../app/newsletter/retention-periods";
import { type NewsletterList, newsletterLists } from "../../app/newsletter/newsletter-lists";
import type { ConsentRecordsTable, DatabaseSchema, SubscriptionStatus } from "../storage/schema";

/**
 * The subscriptions in the database: one subscriber per address, a status per list, a consent record
 * for every change, and the outbox rows that mail the subscriber or tell the webhook, each written in
 * the same transaction as the change it follows from.
 */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const dayMs = 24 * 60 * 60 * 1000;
const confirmationLinkLifetimeMs = retentionDays.confirmationLink * dayMs;
/** An address gets at most one confirmation e-mail in this time, unless it asks for a list its link does not name. */
const confirmationEmailIntervalMs = dayMs;

/** Where a consent record came from and in which wording; `detail` says more (an SMTP answer, a provider's report). */
export type Consent = Pick<ConsentRecordsTable, "page" | "consent_version" | "client_hash"> & {
  detail?: string | null;
};

type EventOptions = { webhook: boolean; now: number };

export async function recordConsent(
  db: Db,
  subscriberId: string,
  event: ConsentRecordsTable["event"],
  lists: readonly string[],
  { detail = null, ...consent }: Consent,
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
      detail: detail?.slice(0, 500) ?? null,
      ...consent,
    })
    .execute();
}

/** The body of a subscription event for the webhook, fixed when it happens (docs/configuration.md#subscription-events). */
export function subscriptionEvent(
  event: "confirmed" | "unsubscribed" | "erased",
  email: string,
  now: number,
  lists?: readonly string[],
): string {
  return JSON.stringify({
    id: randomUUID(),
    event: `subscription.${event}`,
    email,
    ...(lists && { lists }),
    createdAt: new Date(now).toISOString(),
  });
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
  const payload = subscriptionEvent(event, subscriber.email, now, lists);
  await queueMessage(db, { subscriberId: subscriber.id, channel: "subscription-event", dueAt: now, payload });
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

/** The lists of a comma-separated column, in the lists' own order (newsletterLists). */
export function listsIn(column: string | null): NewsletterList[] {
  const named = new Set((column ?? "").split(","));
  return newsletterLists.filter((list) => named.has(list));
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
 * Takes a subscriber off `lists` (those of them it is still on, pending or confirmed): one consent
 * record of `event` (unsubscribed, or complained) and one webhook event for all of them. Returns the
 * lists it left.
 */
export async function leaveLists(
  db: Db,
  subscriber: { id: string; email: string },
  lists: readonly string[],
  { event, consent, webhook, now }: { event: "unsubscribed" | "complained"; consent: Consent } & EventOptions,
): Promise<string[]> {
  const statuses = await statusesOf(db, subscriber.id);
  const left = [...statuses]
    .filter(([list, status]) => status !== "unsubscribed" && lists.includes(list))
    .map(([list]) => list);
  if (left.length === 0 && event === "unsubscribed") return left;
  await setStatus(db, subscriber.id, left, "unsubscribed", now);
  await recordConsent(db, subscriber.id, event, left, consent, now);
  await queueSubscriptionEvent(db, subscriber, "unsubscribed", left, { webhook, now });
  return left;
}

/**
 * A visitor asked for `lists`: the ones not yet confirmed become pending (a confirmed one stays
 * confirmed), and a confirmation e-mail is queued with a fresh link naming the lists it confirms:
 * these, and those the address's unexpired link named that are still pending. An address that had a
 * confirmation e-mail in the last 24 hours gets no other, unless it now asks for a list that e-mail's
 * link does not name; an address confirmed on every list it asks for gets nothing.
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
    const linkValid = subscriber.confirm_nonce !== null && Number(subscriber.confirm_expires_at) >= now;
    const linked = linkValid ? listsIn(subscriber.confirm_lists) : [];
    const stillPending = linked.filter((list) => statuses.get(list) === "pending");
    const linkLists = newsletterLists.filter((list) => toConfirm.includes(list) || stillPending.includes(list));
    const newList = toConfirm.some((list) => !linked.includes(list));
    const claimed = await transaction
      .updateTable("subscribers")
      .set({
        confirm_nonce: randomBytes(18).toString("base64url"),
        confirm_expires_at: now + confirmationLinkLifetimeMs,
        confirmation_sent_at: now,
        confirm_lists: linkLists.join(","),
      })
      .where("id", "=", subscriber.id)
      .where((where) =>
        where.or([
          where("confirmation_sent_at", "is", null),
          where("confirmation_sent_at", "<=", now - confirmationEmailIntervalMs),
          // Asked for a list the last link does not name: a new link, unless another request just sent one.
          ...(newList
            ? [
                subscriber.confirm_lists === null
                  ? where("confirm_lists", "is", null)
                  : where("confirm_lists", "=", subscriber.confirm_lists),
              ]
            : []),
        ]),
      )
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return { queued: false };
    await queueMessage(transaction, {
      subscriberId: subscriber.id,
      channel: "subscribe-confirmation",
      dueAt: now,
    });
    return { queued: true };
  });
}

/**
 * `npm run newsletter -- unsubscribe ADDRESS [--list NAME]`, and the desk's "Unsubscribe": a request that
 * came by e-mail (to the List-Unsubscribe mailto, or as a reply), recorded as an unsubscription, not an
 * erasure. Undefined when the address has no subscriber; else the lists it left (none: it was on none).
 */
export async function unsubscribeAddress(
  db: Kysely<DatabaseSchema>,
  {
    email,
    lists,
    webhook,
    now,
    via = "command line",
  }: {
    email: string;
    lists: readonly NewsletterList[];
    webhook: boolean;
    now: number;
    /** Where the request was recorded: the command line, or the desk (server/desk/subscribers.ts). */
    via?: string;
  },
): Promise<string[] | undefined> {
  return db.transaction().execute(async (transaction) => {
    const subscriber = await transaction
      .selectFrom("subscribers")
      .select(["id", "email"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!subscriber) return undefined;
    const consent = { page: `request by e-mail (${via})`, consent_version: "", client_hash: null };
    return leaveLists(transaction, subscriber, lists, { event: "unsubscribed", consent, webhook, now });
  });
}
