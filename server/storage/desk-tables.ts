import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { insertLeads } from "../desk/lead-rows";
import type { Dialect } from "./database";
import type { DatabaseSchema } from "./schema";

/**
 * The tables of migration 0006-desk (docs/decisions/024-the-desk.md): staff and how they sign in,
 * the leads' workflow beside each submission, and the audit log. Kept apart from migrations.ts so
 * that the list of migrations stays a list.
 */
export async function createDeskTables(db: Kysely<unknown>, dialect: Dialect) {
  await createStaffTables(db);
  await createLeadTables(db, dialect);
  await createAuditLog(db, dialect);
  await indexExistingSubmissions(db);
  // The shared count of wrong sign-in codes (server/desk/code-limiter.ts), made here for the reason
  // 0003 makes the form limit's table; on SQLite the count stays in memory, as the form limit's does.
  if (dialect === "postgres") {
    await db.schema
      .createTable("desk_rate_limits")
      .ifNotExists()
      .addColumn("key", "varchar(255)", (column) => column.primaryKey())
      .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
  }
}

async function createStaffTables(db: Kysely<unknown>) {
  await db.schema
    .createTable("staff")
    .ifNotExists()
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_sign_in_at", "bigint")
    .execute();
  const ownedByStaff = (name: string) =>
    db.schema
      .createTable(name)
      .ifNotExists()
      .addColumn("staff_id", "text", (column) => column.notNull().references("staff.id").onDelete("cascade"));
  await ownedByStaff("staff_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_seen_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("user_agent", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff").ifNotExists().on("staff_sessions").column("staff_id").execute();
  await ownedByStaff("staff_sign_in_links")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("staff_sign_in_links_staff")
    .ifNotExists()
    .on("staff_sign_in_links")
    .column("staff_id")
    .execute();
  await db.schema
    .createTable("staff_codes")
    .ifNotExists()
    .addColumn("staff_id", "text", (column) => column.primaryKey().references("staff.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
  await ownedByStaff("passkeys")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "bigint", (column) => column.notNull())
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("passkeys_staff").ifNotExists().on("passkeys").column("staff_id").execute();
  await db.schema
    .createTable("passkey_challenges")
    .ifNotExists()
    .addColumn("challenge", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("staff_id", "text", (column) => column.references("staff.id").onDelete("cascade"))
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
}

const autoIncrementingId = (dialect: Dialect) =>
  [
    dialect === "postgres" ? "bigserial" : "integer",
    (column: ColumnDefinitionBuilder) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
  ] as const;

/**
 * A lead is a submission as the team works it. Deleting the submission (the retention purge, an
 * erasure) deletes its lead row, its search text and its activity with it, by the foreign keys'
 * cascade. The lead rows are narrow, so that the inbox counts and pages them from indexes; what
 * the search reads is apart, in `lead_texts`, with an index that finds any substring of three
 * characters or more: SQLite's FTS5 trigram index (case-sensitive: the text is already folded,
 * server/desk/search-text.ts), PostgreSQL's pg_trgm.
 */
async function createLeadTables(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("leads")
    .ifNotExists()
    .addColumn("id", ...autoIncrementingId(dialect))
    .addColumn("submission_id", "text", (column) =>
      column.notNull().unique().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("form", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
    .addColumn("assignee_id", "text", (column) => column.references("staff.id").onDelete("set null"))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  // Newest first, by time then id: each filter's index gives the inbox its order (on SQLite the id is the rowid every index carries).
  for (const [name, columns] of [
    ["leads_created", ["created_at"]],
    ["leads_status_created", ["status", "created_at"]],
    ["leads_form_created", ["form", "created_at"]],
    ["leads_assignee_created", ["assignee_id", "created_at"]],
  ] as const) {
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on("leads")
      .columns(dialect === "postgres" ? [...columns, "id"] : [...columns])
      .execute();
  }
  await db.schema
    .createTable("lead_texts")
    .ifNotExists()
    .addColumn("id", dialect === "postgres" ? "bigint" : "integer", (column) =>
      column.primaryKey().references("leads.id").onDelete("cascade"),
    )
    .addColumn("search_text", "text", (column) => column.notNull())
    .execute();
  await indexLeadTexts(db, dialect);
  await db.schema
    .createTable("lead_activity")
    .ifNotExists()
    .addColumn("id", ...autoIncrementingId(dialect))
    .addColumn("submission_id", "text", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lead_activity_submission")
    .ifNotExists()
    .on("lead_activity")
    .columns(["submission_id", "id"])
    .execute();
}

async function indexLeadTexts(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "sqlite") {
    // Contentless: the text stays in lead_texts; triggers keep the index in step with it.
    await sql`create virtual table if not exists lead_search using fts5(search_text, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(
      db,
    );
    await sql`create trigger if not exists lead_texts_indexed after insert on lead_texts
      begin insert into lead_search (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger if not exists lead_texts_unindexed after delete on lead_texts
      begin delete from lead_search where rowid = old.id; end`.execute(db);
    return;
  }
  // pg_trgm ships with PostgreSQL and is trusted (any role that may create in the database may add
  // it); where it cannot be added, the search still works, by reading every text
  // (docs/configuration.md says how to add the index later).
  await sql`savepoint lead_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index if not exists lead_texts_trigrams on lead_texts using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint lead_search`.execute(db);
  } catch {
    await sql`rollback to savepoint lead_search`.execute(db);
  }
}

/** Append-only: the database itself refuses to change or delete an entry, whoever asks. */
async function createAuditLog(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("audit_log")
    .ifNotExists()
    .addColumn("id", ...autoIncrementingId(dialect))
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("target", "text", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull())
    .execute();
  if (dialect === "postgres") {
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`drop trigger if exists audit_log_append_only on audit_log`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    for (const change of ["update", "delete"]) {
      await sql
        .raw(
          `create trigger if not exists audit_log_no_${change} before ${change} on audit_log
          begin select raise(abort, 'the audit log is append-only'); end`,
        )
        .execute(db);
    }
  }
}

type StoredSubmission = { id: string; form: string; fields: string; created_at: number | string };

/** A lead row for each submission stored before the desk existed, written in batches. */
async function indexExistingSubmissions(db: Kysely<unknown>) {
  const batch = 500;
  for (let after = ""; ;) {
    const { rows } = await sql<StoredSubmission>`select id, form, fields, created_at from submissions
      where id > ${after} and id not in (select submission_id from leads) order by id limit ${batch}`.execute(db);
    if (rows.length === 0) return;
    await insertLeads(
      db as Kysely<DatabaseSchema>,
      rows.map((row) => ({
        submissionId: row.id,
        form: row.form,
        createdAt: Number(row.created_at),
        fields: JSON.parse(row.fields) as Record<string, string>,
      })),
    );
    after = rows[rows.length - 1].id;
  }
}
