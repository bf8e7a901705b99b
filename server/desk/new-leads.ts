import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * How many leads are new, for the desk's navigation on every page: counted up to `newLeadsShownUpTo`
 * and no further, so that it reads at most that many entries of the index leads_status_created
 * however many leads wait (the inbox's own counts are exact).
 */
export const newLeadsShownUpTo = 99;

export async function newLeadCount(db: Kysely<DatabaseSchema>): Promise<number> {
  const { n } = await db
    .selectFrom(
      db
        .selectFrom("leads")
        .select("id")
        .where("status", "=", "new")
        .limit(newLeadsShownUpTo + 1)
        .as("waiting"),
    )
    .select((count) => count.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
