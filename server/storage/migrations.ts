import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Dialect } from "./database";

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
      // The last confirmation e-mail sent to each visitor address: at most one a day (server/submissions/confirmation-limit.ts).
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
});

/** Brings the schema up to date; the migrator locks, so several servers may start at once. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed`.replace("  ", " "), { cause: error });
  }
}
