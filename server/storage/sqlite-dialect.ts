import { type Kysely, SqliteAdapter, SqliteDialect, sql } from "kysely";

/**
 * Kysely's SQLite migrations take no lock: its adapter trusts that one connection means one migrator.
 * Two processes starting on one file (two servers, or a server and `npm run desk`) then run the same
 * migration together, and one fails ("UNIQUE constraint failed: kysely_migration.name"). The lock here
 * is SQLite's own write lock, taken before the migrator reads what has run: the second process waits
 * its turn (the busy timeout, server/storage/database.ts) and then finds nothing left to do.
 */
class MigrationLockingSqliteAdapter extends SqliteAdapter {
  #holding = false;

  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db);
    this.#holding = true;
  }

  /**
   * Keeps what ran, as Kysely's SQLite migrations always have: a failed migration stops the run,
   * unrecorded, and undoes itself (allOrNothing, server/storage/migrations.ts). Without the lock (the
   * wait for it ran out) there is nothing to keep, and the migrator reports why.
   */
  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    if (!this.#holding) return;
    this.#holding = false;
    await sql`commit`.execute(db);
  }
}

export class MigrationLockingSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new MigrationLockingSqliteAdapter();
  }
}
