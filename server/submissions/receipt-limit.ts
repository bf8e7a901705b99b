import type { Kysely } from "kysely";
import { canonicalAddress } from "../email/canonical-address";
import type { DatabaseSchema } from "../storage/schema";

/** A visitor address gets at most one receipt in this time, however many forms it sends. */
export const receiptIntervalMs = 24 * 60 * 60 * 1000;

/**
 * Claims the address's one receipt for a submission; false when another submission of the
 * address, stored less than 24 hours before this one, holds it. One upsert that writes only when
 * the row is missing, old enough, or already this submission's (a retry of its delivery), so it
 * is atomic on both databases: of two submissions from one address delivered at the same moment,
 * even by two servers, exactly one gets its receipt (the table keeps its first name, confirmation_limits).
 */
export async function claimReceipt(
  db: Kysely<DatabaseSchema>,
  { email, submissionId, storedAt }: { email: string; submissionId: string; storedAt: number },
): Promise<boolean> {
  const claimed = await db
    .insertInto("confirmation_limits")
    .values({ address: canonicalAddress(email), confirmed_at: storedAt, submission_id: submissionId })
    .onConflict((conflict) =>
      conflict
        .column("address")
        .doUpdateSet({ confirmed_at: storedAt, submission_id: submissionId })
        .where((where) =>
          where.or([
            where("confirmation_limits.confirmed_at", "<=", storedAt - receiptIntervalMs),
            where("confirmation_limits.submission_id", "=", submissionId),
          ]),
        ),
    )
    .returning("address")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Forgets addresses whose last receipt is older than the interval: they no longer limit anything. */
export async function forgetReceiptLimitsBefore(db: Kysely<DatabaseSchema>, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("confirmation_limits").where("confirmed_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
