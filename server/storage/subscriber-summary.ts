import { type Kysely, sql } from "kysely";
import type { Dialect } from "./database";

/**
 * `subscribers.list_statuses`: every list of a subscriber with its status, as `,insights:confirmed,consortium:pending,`
 * (in no particular order), kept by the database's triggers from `subscriptions` whatever writes it (the
 * form, a confirmation, an import, an unsubscription, a complaint). The desk's subscribers list filters
 * on it and counts by it with one narrow index (server/desk/subscribers.ts), instead of looking up each
 * of 100,000 subscribers' subscriptions (decision 024, "Subscribers").
 */
const summaryOf = (dialect: Dialect, id: string) =>
  dialect === "postgres"
    ? `coalesce(',' || (select string_agg(list || ':' || status, ',') from subscriptions where subscriber_id = ${id}) || ',', '')`
    : `coalesce(',' || (select group_concat(list || ':' || status, ',') from subscriptions where subscriber_id = ${id}) || ',', '')`;

export async function summariseSubscriptions(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .alterTable("subscribers")
    .addColumn("list_statuses", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await sql.raw(`update subscribers set list_statuses = ${summaryOf(dialect, "subscribers.id")}`).execute(db);
  if (dialect === "postgres") {
    await sql`create or replace function subscriptions_summarised() returns trigger language plpgsql as $$
      declare changed text := case when tg_op = 'DELETE' then old.subscriber_id else new.subscriber_id end;
      begin
        update subscribers set list_statuses = ${sql.raw(summaryOf(dialect, "changed"))} where id = changed;
        if tg_op = 'UPDATE' and old.subscriber_id <> new.subscriber_id then
          update subscribers set list_statuses = ${sql.raw(summaryOf(dialect, "old.subscriber_id"))} where id = old.subscriber_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger subscriptions_summarised after insert or update or delete on subscriptions
      for each row execute function subscriptions_summarised()`.execute(db);
  } else {
    for (const [change, row] of [
      ["insert", "new"],
      ["update", "new"],
      ["update", "old"],
      ["delete", "old"],
    ] as const) {
      await sql
        .raw(
          `create trigger subscriptions_summarised_${change}_${row} after ${change} on subscriptions begin
            update subscribers set list_statuses = ${summaryOf(dialect, `${row}.subscriber_id`)} where id = ${row}.subscriber_id;
          end`,
        )
        .execute(db);
    }
  }
  await indexAddresses(db, dialect);
  // The list's counts read this index alone; its pages walk the newest first.
  await db.schema
    .createIndex("subscribers_summary")
    .on("subscribers")
    .columns(["list_statuses", "deliverability"])
    .execute();
  await db.schema.createIndex("subscribers_created").on("subscribers").columns(["created_at", "id"]).execute();
}

/**
 * Any part of an address of three characters or more, found by an index as the leads' texts are
 * (server/storage/desk-tables.ts): SQLite's FTS5 trigram index kept by triggers, PostgreSQL's pg_trgm
 * (without it, where it cannot be added, the search reads every address).
 */
async function indexAddresses(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "sqlite") {
    await sql`create virtual table subscriber_search using fts5(email, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(
      db,
    );
    await sql`insert into subscriber_search (rowid, email) select rowid, email from subscribers`.execute(db);
    await sql`create trigger subscribers_indexed after insert on subscribers
      begin insert into subscriber_search (rowid, email) values (new.rowid, new.email); end`.execute(db);
    await sql`create trigger subscribers_unindexed after delete on subscribers
      begin delete from subscriber_search where rowid = old.rowid; end`.execute(db);
    await sql`create trigger subscribers_reindexed after update of email on subscribers
      begin
        delete from subscriber_search where rowid = old.rowid;
        insert into subscriber_search (rowid, email) values (new.rowid, new.email);
      end`.execute(db);
    return;
  }
  await sql`savepoint subscriber_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index subscribers_email_trigrams on subscribers using gin (email gin_trgm_ops)`.execute(db);
    await sql`release savepoint subscriber_search`.execute(db);
  } catch {
    await sql`rollback to savepoint subscriber_search`.execute(db);
  }
}

/**
 * PostgreSQL's trigram index on the address answers `=` too (pg_trgm 1.6), and where the statistics lag
 * behind the table (a list being imported) the planner took it over the unique index for the import's
 * lookups: 2.5 s for 400 addresses among 2,000, where the unique index takes milliseconds. Built on
 * lower(email), the same text (addresses are stored in lower case, server/email/canonical-address.ts),
 * it serves the desk's search alone, and `email = …` finds the unique index. Where pg_trgm could not be
 * added there is no index to move: the search reads every address, as before.
 */
export async function indexAddressSearchApart(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect !== "postgres") return;
  const { rows } = await sql`select 1 from pg_indexes
    where tablename = 'subscribers' and indexname = 'subscribers_email_trigrams'`.execute(db);
  if (rows.length === 0) return;
  await sql`drop index subscribers_email_trigrams`.execute(db);
  await sql`create index subscribers_email_search on subscribers using gin (lower(email) gin_trgm_ops)`.execute(db);
}
