import { newsletterLists } from "../../app/newsletter/newsletter-lists";
import type { Selectable } from "kysely";
import type { Deliverability, SubscribersTable } from "../storage/schema";
import { type Consent, type Db, leaveLists, recordConsent } from "./subscriber-store";

/**
 * Whether mail may go to a subscriber's address, and what stops it (docs/decisions/021, "Deliverability").
 * A permanent refusal of the address (an SMTP 5xx for it, a provider's hard bounce) makes it `bouncing`;
 * a spam complaint unsubscribes it from every list and makes it `complained`. Either stops every
 * message to it, and each is a consent record. Large mailbox providers throttle or block a sender who
 * keeps mailing dead or complaining addresses.
 */
type SubscriberState = Pick<
  Selectable<SubscribersTable>,
  "deliverability" | "deliverability_changed_at" | "confirmation_sent_at"
>;

/**
 * Whether a message may go to the subscriber now. Mail to an address that bounced or complained stops;
 * only the one confirmation e-mail of a request made through the form since then may go (the person
 * asked again, as a mailing-list service lets a cleaned address sign up anew), and confirming it lifts
 * the stop.
 */
export function mayMail(subscriber: SubscriberState, message: "confirmation" | "edition"): boolean {
  if (subscriber.deliverability === "active") return true;
  return (
    message === "confirmation" &&
    Number(subscriber.confirmation_sent_at ?? 0) > Number(subscriber.deliverability_changed_at ?? 0)
  );
}

type Suppression = {
  /** Where the news came from: "edition 3", "confirmation e-mail", "provider event: ses". */
  source: string;
  /** The SMTP answer or the provider's report. */
  detail: string;
  webhook: boolean;
  now: number;
};

const consentFor = ({ source, detail }: Suppression): Consent => ({
  page: source,
  consent_version: "",
  client_hash: null,
  detail,
});

async function setDeliverability(db: Db, subscriberId: string, state: Deliverability, now: number) {
  await db
    .updateTable("subscribers")
    .set({ deliverability: state, deliverability_changed_at: now })
    .where("id", "=", subscriberId)
    .execute();
}

/**
 * The address was refused for good: no more mail to it. Recorded as `bounced`, lists unchanged (the
 * person did not leave them), unless a complaint already stopped it, which stays what it is.
 */
export async function recordBounce(
  db: Db,
  subscriber: { id: string; deliverability: Deliverability },
  suppression: Suppression,
) {
  if (subscriber.deliverability !== "complained") {
    await setDeliverability(db, subscriber.id, "bouncing", suppression.now);
  }
  await recordConsent(db, subscriber.id, "bounced", [], consentFor(suppression), suppression.now);
}

/** Its owner marked our mail as spam: unsubscribed from every list (one `complained` record), and no more mail. */
export async function recordComplaint(db: Db, subscriber: { id: string; email: string }, suppression: Suppression) {
  await setDeliverability(db, subscriber.id, "complained", suppression.now);
  await leaveLists(db, subscriber, newsletterLists, {
    event: "complained",
    consent: consentFor(suppression),
    webhook: suppression.webhook,
    now: suppression.now,
  });
}

/** A message to the subscriber was given up after failing for longer than allowed: a `gave-up` record, nothing stops. */
export async function recordGivenUp(
  db: Db,
  subscriberId: string,
  { source, detail, lists, now }: { source: string; detail: string; lists: readonly string[]; now: number },
) {
  await recordConsent(db, subscriberId, "gave-up", lists, consentFor({ source, detail, webhook: false, now }), now);
}

/** Confirming again through the form lifts a bounce or a complaint: mail resumes. */
export async function resumeMail(db: Db, subscriber: { id: string; deliverability: Deliverability }, now: number) {
  if (subscriber.deliverability !== "active") await setDeliverability(db, subscriber.id, "active", now);
}
