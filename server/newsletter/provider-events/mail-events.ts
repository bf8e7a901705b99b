import type { Transaction } from "kysely";
import { canonicalAddress } from "../../email/canonical-address";
import type { DatabaseSchema } from "../../storage/schema";
import { recordBounce, recordComplaint } from "../deliverability";

/**
 * What a sending service reports about an address, in its own format and signature scheme, read by
 * the modules beside this one into one shape: a hard bounce (the mailbox does not exist, or refuses
 * mail for good) or a complaint (its owner marked our e-mail as spam). Soft bounces are not reported
 * here: the service retries them itself.
 */
export type MailEvent = { kind: "bounce" | "complaint"; email: string; detail: string };

/** A request refused before anything changed: the status and the reason, for the answer and the log. */
export class EventRefused extends Error {
  override name = "EventRefused";
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415 | 503,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Applies verified events in the caller's transaction: a bounce stops mail to the address, a complaint
 * also unsubscribes it from every list (server/newsletter/deliverability.ts). An address with no
 * subscriber is left alone. Returns how many addresses changed.
 */
export async function applyMailEvents(
  transaction: Transaction<DatabaseSchema>,
  events: MailEvent[],
  { source, webhook, now }: { source: string; webhook: boolean; now: number },
): Promise<number> {
  let applied = 0;
  for (const event of events) {
    const subscriber = await transaction
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", canonicalAddress(event.email))
      .executeTakeFirst();
    if (!subscriber) continue;
    const suppression = { source, detail: event.detail, webhook, now };
    if (event.kind === "complaint") await recordComplaint(transaction, subscriber, suppression);
    else await recordBounce(transaction, subscriber, suppression);
    applied += 1;
  }
  return applied;
}
