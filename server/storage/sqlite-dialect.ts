import type SQLite from "better-sqlite3";
import { type Kysely, SqliteAdapter, SqliteDialect, sql } from "kysely";

/**
 * Kysely's SQLite migrations take no lock: its adapter trusts that one connection means one migrator.
 * Two processes starting on one file (two servers, or a server and `npm run desk`) then run the same
 * migration together, and one fails ("UNIQUE constraint failed: kysely_migration.name"). The lock here
 * is SQLite's own write lock, taken before the migrator reads what has run: the second process waits
 * its turn (the busy timeout, server/storage/database.ts) and then finds nothing left to do.
 */
class MigrationLockingSqliteAdapter extends SqliteAdapter {
  readonly #inTransaction: () => boolean;

  constructor(inTransaction: () => boolean) {
    super();
    this.#inTransaction = inTransaction;
  }

  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db);
  }

  /**
   * Keeps what ran, as Kysely's SQLite migrations always have: a failed migration stops the run,
   * unrecorded, and undoes itself (allOrNothing, server/storage/migrations.ts). With no transaction
   * left (the wait for the lock ran out, or SQLite ended it on an error of its own) there is nothing
   * to keep, and the migrator reports why.
   */
  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    if (this.#inTransaction()) await sql`commit`.execute(db);
  }
}

/** SQLite, whose migrations run one process at a time; `open` gives the connection. */
export class MigrationLockingSqliteDialect extends SqliteDialect {
  readonly #opened: { database?: SQLite.Database };

  constructor(open: () => Promise<SQLite.Database>) {
    const opened: { database?: SQLite.Database } = {};
    super({ database: async () => (opened.database = await open()) });
    this.#opened = opened;
  }

  override createAdapter(): SqliteAdapter {
    // Stryker disable next-line BooleanLiteral,OptionalChaining: the lock is let go only after taking it opened the connection
    return new MigrationLockingSqliteAdapter(() => this.#opened.database?.inTransaction ?? false);
  }
}
