import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The owners' rule "a second person approves every send" (docs/decisions/032-safe-sending.md), kept in
 * the database so that every server process and `npm run newsletter -- send` read the same answer.
 */
const ruleName = "second-person-approves";

export async function secondPersonApproves(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const row = await db.selectFrom("desk_rules").select("value").where("name", "=", ruleName).executeTakeFirst();
  return row?.value === "on";
}

export async function setSecondPersonApproves(
  db: Kysely<DatabaseSchema>,
  on: boolean,
  { by, now }: { by: string; now: number },
): Promise<void> {
  const value = on ? "on" : "off";
  await db
    .insertInto("desk_rules")
    .values({ name: ruleName, value, updated_at: now, updated_by: by })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value, updated_at: now, updated_by: by }))
    .execute();
}
