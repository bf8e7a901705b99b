import type { Kysely } from "kysely";
import { visitorAddress } from "../email/visitor-address";
import { canonicalAddress } from "../email/canonical-address";
import type { DatabaseSchema } from "../storage/schema";
import { listSubmissions, type SubmissionWithDeliveries } from "../submissions/submission-store";

/**
 * The submissions sent with `address` as the visitor's address. A full read of the submissions:
 * they are kept for a year at most (SUBMISSION_RETENTION_DAYS), and the address sits inside each
 * one's JSON, so an index could not find it.
 */
export async function submissionsOf(db: Kysely<DatabaseSchema>, address: string): Promise<SubmissionWithDeliveries[]> {
  const wanted = canonicalAddress(address);
  return (await listSubmissions(db)).filter((submission) => {
    const sent = visitorAddress(submission.fields);
    return sent !== undefined && canonicalAddress(sent) === wanted;
  });
}

/** The subscriber of `address` with its lists, consent records, editions received and outbox rows. */
export async function subscriptionRecordsOf(db: Kysely<DatabaseSchema>, address: string) {
  const subscriber = await db
    .selectFrom("subscribers")
    .selectAll()
    .where("email", "=", canonicalAddress(address))
    .executeTakeFirst();
  if (!subscriber) return undefined;
  const [subscriptions, consent, editions, deliveries] = await Promise.all([
    db.selectFrom("subscriptions").selectAll().where("subscriber_id", "=", subscriber.id).orderBy("list").execute(),
    db
      .selectFrom("consent_records")
      .selectAll()
      .where("subscriber_id", "=", subscriber.id)
      .orderBy("recorded_at")
      .execute(),
    db
      .selectFrom("edition_sends")
      .innerJoin("editions", "editions.id", "edition_sends.edition_id")
      .select(["editions.number", "edition_sends.queued_at", "edition_sends.status", "edition_sends.settled_at"])
      .where("edition_sends.subscriber_id", "=", subscriber.id)
      .orderBy("editions.number")
      .execute(),
    db
      .selectFrom("deliveries")
      .select(["channel", "status", "attempts", "last_error", "next_attempt_at", "delivered_at", "edition_id"])
      .where("subscriber_id", "=", subscriber.id)
      .orderBy("next_attempt_at")
      .execute(),
  ]);
  return { subscriber, subscriptions, consent, editions, deliveries };
}

export async function confirmationLimitOf(db: Kysely<DatabaseSchema>, address: string) {
  return db
    .selectFrom("confirmation_limits")
    .selectAll()
    .where("address", "=", canonicalAddress(address))
    .executeTakeFirst();
}
