import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Dialect } from "./database";
import { createDeskTables } from "./desk-tables";
import { addEditionSending } from "./edition-sending-tables";
import { createSignInLimitTables } from "./sign-in-limit-tables";
import { indexAddressSearchApart, summariseSubscriptions } from "./subscriber-summary";

/**
 * Schema changes, in order, kept in code so the server and the scripts carry
 * them wherever they run. Never edit a migration that has shipped: add the next one.
 */
const migrationsFor = (dialect: Dialect): Record<string, Migration> => ({
  "0001-submissions-and-deliveries": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("form", "text", (column) => column.notNull())
        .addColumn("fields", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("submissions_created_at")
        .ifNotExists()
        .on("submissions")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("deliveries")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("submission_id", "text", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("delivered_at", "bigint")
        .addColumn("claimed_until", "bigint")
        .addColumn("claimed_by", "text")
        .addUniqueConstraint("deliveries_submission_channel", ["submission_id", "channel"])
        .execute();
      await db.schema
        .createIndex("deliveries_due")
        .ifNotExists()
        .on("deliveries")
        .column("next_attempt_at")
        .where(sql.ref("delivered_at"), "is", null)
        .execute();
    },
  },
  "0002-lead-context-confirmations-and-secrets": {
    async up(db: Kysely<unknown>) {
      // Where each lead came from (app/forms/lead-context.server.ts), as a JSON object; "{}" for older rows.
      await db.schema
        .alterTable("submissions")
        .addColumn("context", "text", (column) => column.notNull().defaultTo("{}"))
        .execute();
      // The last confirmation e-mail sent to each visitor address: at most one a day (server/submissions/receipt-limit.ts).
      await db.schema
        .createTable("confirmation_limits")
        .ifNotExists()
        .addColumn("address", "text", (column) => column.primaryKey())
        .addColumn("confirmed_at", "bigint", (column) => column.notNull())
        .addColumn("submission_id", "text", (column) => column.notNull())
        .execute();
      // Secrets every server process on this database must share (server/form-token-secret.ts).
      await db.schema
        .createTable("server_secrets")
        .ifNotExists()
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();
    },
  },
  "0003-shared-submission-limit": {
    async up(db: Kysely<unknown>) {
      // The count every server process shares (server/rate-limiter.ts), in the shape rate-limiter-flexible
      // expects. Made here, under the migrator's lock, because the library's own CREATE TABLE fails when
      // several processes run it at once; on SQLite the count stays in memory.
      if (dialect !== "postgres") return;
      await db.schema
        .createTable("form_rate_limits")
        .ifNotExists()
        .addColumn("key", "varchar(255)", (column) => column.primaryKey())
        .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
    },
  },
  "0004-subscriptions-and-editions": {
    // Subscribers, their lists and consent, the newsletter's editions, and an outbox that carries
    // subscription mail beside submissions (docs/decisions/021-newsletter-subscriptions.md).
    async up(db: Kysely<unknown>) {
      await createSubscriptionTables(db);
      await letOutboxCarrySubscriptionMail(db, dialect);
    },
  },
  "0005-deliverability": {
    // Bounces, complaints and bounded retries, confirmation by a person, and each edition copy's outcome
    // (docs/decisions/021-newsletter-subscriptions.md, "Deliverability").
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        // Releases before one lock held the whole run (sqlite-dialect.ts) recorded a migration after
        // committing it on SQLite: one that crashed in between is run again, as a no-op.
        if (dialect !== "postgres" && (await hasColumn(db, "subscribers", "deliverability"))) return;
        await recordDeliverability(db, dialect);
      });
    },
  },
  "0006-desk": {
    // The team's desk: staff, their sign-in and sessions, the leads' workflow and the audit log
    // (docs/decisions/024-the-desk.md).
    async up(db: Kysely<unknown>) {
      await createDeskTables(db, dialect);
    },
  },
  "0007-subscribers-desk": {
    // The desk's subscribers list: each subscriber's lists summarised by triggers, newest first
    // (server/storage/subscriber-summary.ts).
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        // Run again after a crash between its commit and its record (SQLite, before sqlite-dialect.ts),
        // it finds its column and stops.
        if (dialect !== "postgres" && (await hasColumn(db, "subscribers", "list_statuses"))) return;
        await summariseSubscriptions(db, dialect);
      });
    },
  },
  "0008-edition-composer": {
    // Editions written in the desk, and their public archive (docs/decisions/021-newsletter-subscriptions.md,
    // "Editions from the desk").
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "editions", "subject"))) return;
        // What the editor wrote, as it went out; null for editions sent before (they used the content's words).
        await db.schema.alterTable("editions").addColumn("subject", "text").execute();
        await db.schema.alterTable("editions").addColumn("introduction", "text").execute();
        await db.schema.alterTable("editions").addColumn("sent_by", "text").execute();
        // The next edition's words while an editor writes them, keyed by the number it will have.
        await db.schema
          .createTable("edition_drafts")
          .addColumn("number", "integer", (column) => column.primaryKey())
          .addColumn("subject", "text", (column) => column.notNull())
          .addColumn("introduction", "text", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "text", (column) => column.notNull())
          .execute();
      });
    },
  },
  "0009-desk-sign-in-limits": {
    // Sign-in that nobody can lock (server/storage/sign-in-limit-tables.ts).
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "staff_codes", "browser_hash"))) return;
        await createSignInLimitTables(db);
      });
    },
  },
  "0010-delivery-request-ids": {
    // The request that queued a delivery, so the worker's log lines for it carry the request's id
    // (docs/operations/metrics-and-logs.md); null for what a command or the worker itself queued.
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "deliveries", "request_id"))) return;
        await db.schema.alterTable("deliveries").addColumn("request_id", "text").execute();
      });
    },
  },
  "0011-edition-sending": {
    // Safe sending: each edition's list, a confirmed, approved or scheduled send, and the owners' rule
    // that a second person approves (server/storage/edition-sending-tables.ts).
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "editions", "list"))) return;
        await addEditionSending(db);
      });
    },
  },
  "0012-desk-names-and-time-zones": {
    // The name a person gives each passkey (older ones numbered, "Passkey 1", in the order they were
    // added), each person's chosen time zone (null: their browser's), and the audit log's person filter
    // (server/desk/audit.ts).
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "passkeys", "name"))) return;
        await db.schema
          .alterTable("passkeys")
          .addColumn("name", "text", (column) => column.notNull().defaultTo(""))
          .execute();
        await sql`update passkeys set name = 'Passkey ' || (
          select count(*) from passkeys earlier
          where earlier.staff_id = passkeys.staff_id
            and (earlier.created_at < passkeys.created_at
              or (earlier.created_at = passkeys.created_at and earlier.id <= passkeys.id))
        )`.execute(db);
        await db.schema.alterTable("staff").addColumn("time_zone", "text").execute();
        await db.schema.createIndex("audit_log_actor").ifNotExists().on("audit_log").columns(["actor", "id"]).execute();
      });
    },
  },
  "0013-submission-post-keys": {
    // What makes two posts of a form the same post (app/forms/post-key.server.ts), unique: a post that
    // nginx sends again to the other server after the first one began it (ops/nginx/site.conf) is stored
    // once. Null for what was stored before.
    async up(db: Kysely<unknown>) {
      await allOrNothing(db, dialect, async () => {
        if (dialect !== "postgres" && (await hasColumn(db, "submissions", "post_key"))) return;
        await db.schema.alterTable("submissions").addColumn("post_key", "text").execute();
        await db.schema.createIndex("submissions_post_key").unique().on("submissions").column("post_key").execute();
      });
    },
  },
  "0014-address-search-apart-from-lookups": {
    // PostgreSQL: the subscribers' trigram index moves to lower(email), so that looking an address up
    // uses the unique index (server/storage/subscriber-summary.ts).
    async up(db: Kysely<unknown>) {
      await indexAddressSearchApart(db, dialect);
    },
  },
});

/**
 * Runs a migration's statements as one unit on SQLite too, where Kysely's migrator does not wrap them
 * (PostgreSQL's already is): a failure or crash half-way leaves the schema as it was. A savepoint, as
 * the whole run already holds the write lock in a transaction of its own (server/storage/sqlite-dialect.ts).
 */
async function allOrNothing(db: Kysely<unknown>, dialect: Dialect, work: () => Promise<void>) {
  if (dialect === "postgres") return work();
  await sql`savepoint migration`.execute(db);
  try {
    await work();
    await sql`release savepoint migration`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint migration`.execute(db);
    await sql`release savepoint migration`.execute(db);
    throw error;
  }
}

async function hasColumn(db: Kysely<unknown>, table: string, column: string) {
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return columns.rows.some((row) => row.name === column);
}

async function recordDeliverability(db: Kysely<unknown>, dialect: Dialect) {
  // Whether mail may go to the address at all (active, bouncing, complained) and since when; the lists
  // the pending confirmation link was sent for; what each consent record's event was about.
  await db.schema
    .alterTable("subscribers")
    .addColumn("deliverability", "text", (column) => column.notNull().defaultTo("active"))
    .execute();
  await db.schema.alterTable("subscribers").addColumn("deliverability_changed_at", "bigint").execute();
  await db.schema.alterTable("subscribers").addColumn("confirm_lists", "text").execute();
  // A link sent before this confirms what it did then: the lists still pending.
  const pendingLists = dialect === "postgres" ? sql`string_agg(list, ',')` : sql`group_concat(list, ',')`;
  await sql`update subscribers set confirm_lists = (
    select ${pendingLists} from subscriptions
    where subscriptions.subscriber_id = subscribers.id and subscriptions.status = 'pending'
  ) where confirm_nonce is not null`.execute(db);
  await db.schema.alterTable("consent_records").addColumn("detail", "text").execute();
  // An outbox row of mail to an outside address is given up (failed_at) after a permanent refusal or a
  // bounded time of failures, counted from the first one (failing_since).
  await db.schema.alterTable("deliveries").addColumn("failing_since", "bigint").execute();
  await db.schema.alterTable("deliveries").addColumn("failed_at", "bigint").execute();
  await db.schema.dropIndex("deliveries_due").ifExists().execute();
  await db.schema
    .createIndex("deliveries_due")
    .on("deliveries")
    .columns(["channel", "next_attempt_at"])
    .where(sql.ref("delivered_at"), "is", null)
    .where(sql.ref("failed_at"), "is", null)
    .execute();
  // Each edition copy's outcome beside its send record, kept in step with its outbox row.
  await db.schema
    .alterTable("edition_sends")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("queued"))
    .execute();
  await db.schema.alterTable("edition_sends").addColumn("settled_at", "bigint").execute();
  await sql`update edition_sends set status = 'sent', settled_at = (
    select deliveries.delivered_at from deliveries where deliveries.channel = 'edition'
      and deliveries.edition_id = edition_sends.edition_id and deliveries.subscriber_id = edition_sends.subscriber_id
  ) where exists (
    select 1 from deliveries where deliveries.channel = 'edition' and deliveries.delivered_at is not null
      and deliveries.edition_id = edition_sends.edition_id and deliveries.subscriber_id = edition_sends.subscriber_id
  )`.execute(db);
  await sql`update edition_sends set status = 'skipped' where not exists (
    select 1 from deliveries where deliveries.channel = 'edition'
      and deliveries.edition_id = edition_sends.edition_id and deliveries.subscriber_id = edition_sends.subscriber_id
  )`.execute(db);
  await db.schema.createIndex("edition_sends_subscriber").on("edition_sends").column("subscriber_id").execute();
  // The edition copies' shared pace (server/delivery/send-pace.ts), and the provider events' one-time
  // tokens seen lately (server/newsletter/provider-events/), both shared by every server process.
  await db.schema
    .createTable("send_pace")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("next_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("provider_event_tokens")
    .addColumn("token", "text", (column) => column.primaryKey())
    .addColumn("seen_at", "bigint", (column) => column.notNull())
    .execute();
}

async function createSubscriptionTables(db: Kysely<unknown>) {
  await db.schema
    .createTable("subscribers")
    .ifNotExists()
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("confirm_nonce", "text")
    .addColumn("confirm_expires_at", "bigint")
    .addColumn("confirmation_sent_at", "bigint")
    .execute();
  await db.schema
    .createTable("subscriptions")
    .ifNotExists()
    .addColumn("subscriber_id", "text", (column) => column.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("list", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("confirmed_at", "bigint")
    .addPrimaryKeyConstraint("subscriptions_key", ["subscriber_id", "list"])
    .execute();
  await db.schema
    .createTable("consent_records")
    .ifNotExists()
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("subscriber_id", "text", (column) => column.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("event", "text", (column) => column.notNull())
    .addColumn("lists", "text", (column) => column.notNull())
    .addColumn("recorded_at", "bigint", (column) => column.notNull())
    .addColumn("page", "text", (column) => column.notNull())
    .addColumn("consent_version", "text", (column) => column.notNull())
    .addColumn("client_hash", "text")
    .execute();
  await db.schema
    .createIndex("consent_records_subscriber")
    .ifNotExists()
    .on("consent_records")
    .column("subscriber_id")
    .execute();
  await db.schema
    .createTable("editions")
    .ifNotExists()
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("number", "integer", (column) => column.notNull().unique())
    .addColumn("articles", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("recipients", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("edition_sends")
    .ifNotExists()
    .addColumn("edition_id", "text", (column) => column.notNull().references("editions.id"))
    .addColumn("subscriber_id", "text", (column) => column.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("queued_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("edition_sends_key", ["edition_id", "subscriber_id"])
    .execute();
  await db.schema
    .createTable("erased_addresses")
    .ifNotExists()
    .addColumn("address_hash", "text", (column) => column.primaryKey())
    .addColumn("erased_at", "bigint", (column) => column.notNull())
    .execute();
}

const deliveryColumns =
  "id, submission_id, channel, status, attempts, last_error, next_attempt_at, delivered_at, claimed_until, claimed_by";

/**
 * An outbox row now names either a submission or a subscriber (with the edition it sends, or the
 * event it reports in `payload`). SQLite cannot drop a NOT NULL, so there the table is rebuilt as
 * one unit; the check on `subscriber_id` makes a rerun after a crash a no-op.
 */
async function letOutboxCarrySubscriptionMail(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`alter table deliveries alter column submission_id drop not null`.execute(db);
    await sql`alter table deliveries add column if not exists subscriber_id text references subscribers(id) on delete cascade`.execute(
      db,
    );
    await sql`alter table deliveries add column if not exists edition_id text`.execute(db);
    await sql`alter table deliveries add column if not exists payload text`.execute(db);
  } else {
    const columns = await sql<{ name: string }>`pragma table_info(deliveries)`.execute(db);
    if (columns.rows.some((column) => column.name === "subscriber_id")) return;
    await allOrNothing(db, dialect, async () => {
      await sql
        .raw(
          `create table deliveries_next (
        id text primary key,
        submission_id text references submissions(id) on delete cascade,
        channel text not null,
        status text not null default 'pending',
        attempts integer not null default 0,
        last_error text,
        next_attempt_at bigint not null,
        delivered_at bigint,
        claimed_until bigint,
        claimed_by text,
        subscriber_id text references subscribers(id) on delete cascade,
        edition_id text,
        payload text,
        constraint deliveries_submission_channel unique (submission_id, channel)
      )`,
        )
        .execute(db);
      await sql
        .raw(`insert into deliveries_next (${deliveryColumns}) select ${deliveryColumns} from deliveries`)
        .execute(db);
      await sql`drop table deliveries`.execute(db);
      await sql`alter table deliveries_next rename to deliveries`.execute(db);
      await sql`create index deliveries_due on deliveries (next_attempt_at) where delivered_at is null`.execute(db);
    });
  }
  await db.schema.createIndex("deliveries_subscriber").ifNotExists().on("deliveries").column("subscriber_id").execute();
}

/**
 * Brings the schema up to date, or up to the migration `until` names (a test of the next one's upgrade
 * of existing rows); the migrator locks, so several servers may start at once.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect, until?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (until ? migrator.migrateTo(until) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed`.replace("  ", " "), { cause: error });
  }
}

/** The migrations this code has that the database has not run yet (`npm run doctor`); it changes nothing. */
export async function pendingMigrations(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrations = await new Migrator({ db, provider }).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
