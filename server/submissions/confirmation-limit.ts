import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/** A visitor address gets at most one confirmation e-mail in this time, however many forms it sends. */
export const confirmationIntervalMs = 24 * 60 * 60 * 1000;

/**
 * Claims the address's confirmation for the next 24 hours; false when it already had one.
 * One upsert that writes only when the row is missing or old enough, so it is atomic on both
 * databases: of two submissions from one address at the same moment (even on two servers),
 * exactly one claims it. Run inside the submission's transaction, a claim is undone with it.
 */
export async function claimConfirmation(db: Kysely<DatabaseSchema>, email: string, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto("confirmation_limits")
    .values({ address: email.trim().toLowerCase(), confirmed_at: now })
    .onConflict((conflict) =>
      conflict
        .column("address")
        .doUpdateSet({ confirmed_at: now })
        .where("confirmation_limits.confirmed_at", "<=", now - confirmationIntervalMs),
    )
    .returning("address")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Forgets addresses whose last confirmation is older than the interval: they no longer limit anything. */
export async function forgetConfirmationsBefore(db: Kysely<DatabaseSchema>, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("confirmation_limits").where("confirmed_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
