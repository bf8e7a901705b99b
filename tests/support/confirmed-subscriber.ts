import type { Kysely } from "kysely";
import { type Consent, recordConsent, requestSubscription, setStatus } from "../../server/newsletter/subscriber-store";
import type { DatabaseSchema } from "../../server/storage/schema";

/**
 * A reader who asked for the Insights list and confirmed, recorded as the newsletter's code records it
 * (the request, the status and the consent event), without the e-mail between the two; their id.
 */
export async function confirmedSubscriber(
  db: Kysely<DatabaseSchema>,
  email: string,
  { consent, now }: { consent: Consent; now: number },
): Promise<string> {
  await requestSubscription(db, { email, lists: ["insights"], consent, now });
  const { id } = await db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await setStatus(db, id, ["insights"], "confirmed", now);
  await recordConsent(db, id, "confirmed", ["insights"], consent, now);
  return id;
}
