import type { Kysely, Transaction } from "kysely";
import { leadExport, leadRecordsOf } from "../desk/lead-history";
import { canonicalAddress } from "../email/canonical-address";
import { addressHash, type NewsletterKeys } from "../newsletter/newsletter-keys";
import { subscriptionEvent } from "../newsletter/subscriber-store";
import { queueMessage } from "../delivery/outbox";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { confirmationLimitOf, submissionsOf, subscriptionRecordsOf } from "./address-records";

/**
 * The two privacy requests a person can make about an e-mail address (docs/decisions/021-newsletter-subscriptions.md):
 * everything stored about it, and its erasure.
 */
const iso = (time: number | null) => (time === null ? null : new Date(Number(time)).toISOString());

/** Everything stored about `address`, ready for JSON; undefined when nothing is. */
export async function exportAddress(db: Kysely<DatabaseSchema>, keys: NewsletterKeys, address: string) {
  const [submissions, subscription, confirmationLimit, erased] = await Promise.all([
    submissionsOf(db, address),
    subscriptionRecordsOf(db, address),
    confirmationLimitOf(db, address),
    db
      .selectFrom("erased_addresses")
      .selectAll()
      .where("address_hash", "=", addressHash(keys, address))
      .executeTakeFirst(),
  ]);
  if (submissions.length === 0 && !subscription && !confirmationLimit && !erased) return undefined;
  const leads = await leadRecordsOf(
    db,
    submissions.map((submission) => submission.id),
  );
  return {
    address: canonicalAddress(address),
    submissions: submissions.map((submission) => ({
      id: submission.id,
      form: submission.form,
      fields: submission.fields,
      leadContext: submission.context,
      createdAt: submission.createdAt.toISOString(),
      deliveries: submission.deliveries.map((delivery) => ({
        channel: delivery.channel,
        status: delivery.status,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      })),
      // The team's work on it in the desk: its status, who has it, its history and notes.
      lead: leadExport(leads.get(submission.id)),
    })),
    subscription: subscription && {
      source: subscription.subscriber.source,
      createdAt: iso(subscription.subscriber.created_at),
      mail: subscription.subscriber.deliverability,
      mailChangedAt: iso(subscription.subscriber.deliverability_changed_at),
      lists: subscription.subscriptions.map((row) => ({
        list: row.list,
        status: row.status,
        updatedAt: iso(row.updated_at),
        confirmedAt: iso(row.confirmed_at),
      })),
      consent: subscription.consent.map((record) => ({
        event: record.event,
        lists: record.lists.split(",").filter(Boolean),
        at: iso(record.recorded_at),
        page: record.page,
        consentVersion: record.consent_version,
        clientAddressHash: record.client_hash,
        detail: record.detail,
      })),
      editionsReceived: subscription.editions.map((edition) => ({
        number: edition.number,
        queuedAt: iso(edition.queued_at),
        status: edition.status,
        settledAt: iso(edition.settled_at),
      })),
      deliveries: subscription.deliveries.map((delivery) => ({
        channel: delivery.channel,
        status: delivery.status,
        attempts: Number(delivery.attempts),
        lastError: delivery.last_error,
        deliveredAt: iso(delivery.delivered_at),
      })),
    },
    confirmationLimit: confirmationLimit && { lastConfirmationAt: iso(confirmationLimit.confirmed_at) },
    erasedAt: erased ? iso(erased.erased_at) : null,
  };
}

type Erasure = {
  submissions: number;
  deliveries: number;
  /** Webhook events of the address still to deliver (unsubscriptions, and the erasure itself), kept apart from it. */
  eventsKept: number;
  subscriber: boolean;
  subscriptions: number;
  consentRecords: number;
  editionRecords: number;
  confirmationLimit: boolean;
};

/**
 * The address's webhook events not yet delivered, when it is erased. An unsubscription the receiver
 * has not heard of must still reach it (a CRM would otherwise keep mailing the address), so it is kept
 * apart from the subscriber (no subscriber_id, the address only in its signed body) and deleted once
 * delivered; a confirmation is dropped, the erasure withdraws it. Then `subscription.erased`, due after
 * them, tells the receiver to delete the address (docs/configuration.md#subscription-events).
 */
async function keepEventsApart(
  transaction: Transaction<DatabaseSchema>,
  subscriberId: string | undefined,
  { email, webhook, now }: { email: string; webhook: boolean; now: number },
): Promise<{ detached: number; queued: number }> {
  const pending = subscriberId
    ? await transaction
        .selectFrom("deliveries")
        .select(["id", "payload", "next_attempt_at"])
        .where("subscriber_id", "=", subscriberId)
        .where("channel", "=", "subscription-event")
        .where("delivered_at", "is", null)
        .execute()
    : [];
  const unsubscriptions = pending.filter(
    (row) => (JSON.parse(row.payload ?? "{}") as { event?: string }).event === "subscription.unsubscribed",
  );
  if (unsubscriptions.length > 0) {
    await transaction
      .updateTable("deliveries")
      .set({ subscriber_id: null })
      .where(
        "id",
        "in",
        unsubscriptions.map((row) => row.id),
      )
      .execute();
  }
  if (!webhook) return { detached: unsubscriptions.length, queued: 0 };
  const after = Math.max(now, ...unsubscriptions.map((row) => Number(row.next_attempt_at) + 1));
  const payload = subscriptionEvent("erased", email, now);
  await queueMessage(transaction, { subscriberId: null, channel: "subscription-event", dueAt: after, payload });
  return { detached: unsubscriptions.length, queued: 1 };
}

/**
 * Deletes everything stored about `address` in one transaction and keeps its keyed hash, so that no
 * import brings it back and nothing is sent to it unless it subscribes again; with a webhook, tells its
 * receiver (`subscription.erased`), after any unsubscription it has not heard of yet. Undefined, and
 * nothing changed, when nothing was stored.
 */
export async function eraseAddress(
  db: Kysely<DatabaseSchema>,
  keys: NewsletterKeys,
  address: string,
  { webhook = false, now = Date.now() }: { webhook?: boolean; now?: number } = {},
): Promise<Erasure | undefined> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const [submissions, subscription, confirmationLimit] = await Promise.all([
      submissionsOf(transaction, address),
      subscriptionRecordsOf(transaction, address),
      confirmationLimitOf(transaction, address),
    ]);
    if (submissions.length === 0 && !subscription && !confirmationLimit) return undefined;
    const email = canonicalAddress(address);
    const events = await keepEventsApart(transaction, subscription?.subscriber.id, { email, webhook, now });
    const submissionIds = submissions.map((submission) => submission.id);
    let deliveries = submissions.reduce((count, submission) => count + submission.deliveries.length, 0);
    if (submissionIds.length > 0) {
      await transaction.deleteFrom("deliveries").where("submission_id", "in", submissionIds).execute();
      await transaction.deleteFrom("submissions").where("id", "in", submissionIds).execute();
    }
    if (subscription) {
      const id = subscription.subscriber.id;
      deliveries += subscription.deliveries.length - events.detached;
      await transaction.deleteFrom("deliveries").where("subscriber_id", "=", id).execute();
      await transaction.deleteFrom("edition_sends").where("subscriber_id", "=", id).execute();
      await transaction.deleteFrom("consent_records").where("subscriber_id", "=", id).execute();
      await transaction.deleteFrom("subscriptions").where("subscriber_id", "=", id).execute();
      await transaction.deleteFrom("subscribers").where("id", "=", id).execute();
    }
    if (confirmationLimit) {
      await transaction.deleteFrom("confirmation_limits").where("address", "=", confirmationLimit.address).execute();
    }
    await transaction
      .insertInto("erased_addresses")
      .values({ address_hash: addressHash(keys, address), erased_at: now })
      .onConflict((conflict) => conflict.column("address_hash").doUpdateSet({ erased_at: now }))
      .execute();
    return {
      submissions: submissions.length,
      deliveries,
      eventsKept: events.detached + events.queued,
      subscriber: subscription !== undefined,
      subscriptions: subscription?.subscriptions.length ?? 0,
      consentRecords: subscription?.consent.length ?? 0,
      editionRecords: subscription?.editions.length ?? 0,
      confirmationLimit: confirmationLimit !== undefined,
    };
  });
}
