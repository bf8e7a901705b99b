import type { Kysely } from "kysely";

/**
 * Migration 0011-edition-sending (docs/decisions/032-safe-sending.md): the list each edition goes to,
 * the state of the next edition's send (asked for, approved, scheduled, by whom and when), and the
 * desk's rules an owner sets (whether a second person approves every send).
 */
export async function addEditionSending(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("editions")
    .addColumn("list", "text", (column) => column.notNull().defaultTo("insights"))
    .execute();
  await db.schema.alterTable("editions").addColumn("approved_by", "text").execute();
  await db.schema
    .alterTable("edition_drafts")
    .addColumn("list", "text", (column) => column.notNull().defaultTo("insights"))
    .execute();
  await db.schema
    .alterTable("edition_drafts")
    .addColumn("state", "text", (column) => column.notNull().defaultTo("draft"))
    .execute();
  await db.schema.alterTable("edition_drafts").addColumn("send_at", "bigint").execute();
  await db.schema.alterTable("edition_drafts").addColumn("send_zone", "text").execute();
  await db.schema.alterTable("edition_drafts").addColumn("requested_by", "text").execute();
  await db.schema.alterTable("edition_drafts").addColumn("approved_by", "text").execute();
  await db.schema
    .createTable("desk_rules")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("updated_by", "text", (column) => column.notNull())
    .execute();
}
