import type { Kysely } from "kysely";

/**
 * Migration 0009-desk-sign-in-limits (docs/decisions/024-the-desk.md, "Sign-in limits"): the sign-in
 * codes a person holds become several, each bound to the browser that asked for it and counting its
 * own wrong tries; the waits of the code limiter are counted in one table on both databases (with the
 * injected clock, where rate-limiter-flexible read its own); a passkey challenge names the client it
 * was handed to, so that each client holds only a few.
 */
export async function createSignInLimitTables(db: Kysely<unknown>) {
  // Codes pending at the upgrade are lost: they lived ten minutes, and a person asks again.
  await db.schema.dropTable("staff_codes").ifExists().execute();
  await db.schema
    .createTable("staff_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("browser_hash", "text", (column) => column.notNull())
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("tries", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("staff_codes_browser").on("staff_codes").columns(["staff_id", "browser_hash"]).execute();
  await db.schema.dropTable("desk_rate_limits").ifExists().execute();
  await db.schema
    .createTable("sign_in_tries")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("tries", "integer", (column) => column.notNull())
    .addColumn("wait_ms", "bigint", (column) => column.notNull())
    .addColumn("next_at", "bigint", (column) => column.notNull())
    .addColumn("forget_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("sign_in_tries_forget").on("sign_in_tries").column("forget_at").execute();
  await db.schema.alterTable("passkey_challenges").addColumn("client_hash", "text").execute();
  await db.schema
    .createIndex("passkey_challenges_client")
    .on("passkey_challenges")
    .columns(["client_hash", "expires_at"])
    .execute();
}
