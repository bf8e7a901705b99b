import { mkdir } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseLocation } from "../env";
import { migrateToLatest } from "./migrations";
import { MigrationLockingSqliteDialect } from "./sqlite-dialect";
import type { DatabaseSchema } from "./schema";
import { untilItSucceeds } from "../until-it-succeeds";
import { postgresTypes } from "./postgres-types";

export type Dialect = DatabaseLocation["kind"];

async function openSqlite(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  // Stryker disable next-line ObjectLiteral: better-sqlite3's default wait for a locked database is also 5 s; written out to be read here
  const database = new SQLite(file, { timeout: 5_000 });
  // WAL lets readers (the export script, a second process) work beside the writer;
  // synchronous=FULL makes every acknowledged commit survive a power cut, not only a crash.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  return database;
}

function postgresPool(url: string, onError: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the server is down, so a visitor gets the 503 answer in seconds, not minutes.
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    types: postgresTypes,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", onError);
  return pool;
}

/**
 * One database behind one typed query layer. Opening is lazy and retried: when
 * the database is unreachable at start-up the server still runs, and the first
 * use after it comes back connects and migrates.
 */
export class Storage {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: Dialect;
  readonly location: DatabaseLocation;
  readonly description: string;
  /** The PostgreSQL connection pool, for the rate limiter's own table (server/rate-limiter.ts); absent on SQLite. */
  readonly pool: pg.Pool | undefined;
  readonly #migrate: () => Promise<void>;

  constructor(
    location: DatabaseLocation,
    log: (message: string) => void = console.error,
    /** Told of each failed query, for the metrics (server/operations/metrics.ts). */
    onQueryError?: () => void,
  ) {
    const logQueries = onQueryError
      ? { log: (event: LogEvent) => void (event.level === "error" && onQueryError()) }
      : {};
    this.dialect = location.kind;
    this.location = location;
    if (location.kind === "sqlite") {
      this.description = `SQLite file ${location.file}`;
      this.pool = undefined;
      this.db = new Kysely<DatabaseSchema>({
        dialect: new MigrationLockingSqliteDialect(() => openSqlite(location.file)),
        ...logQueries,
      });
    } else {
      const url = new URL(location.url);
      this.description = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
      this.pool = postgresPool(location.url, (error) => log(`PostgreSQL connection lost: ${error.message}`));
      this.db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: this.pool }), ...logQueries });
    }
    this.#migrate = untilItSucceeds(() => migrateToLatest(this.db as Kysely<unknown>, this.dialect));
  }

  /** The query layer, once the schema is up to date; rejects while the database is unreachable. */
  async ready(): Promise<Kysely<DatabaseSchema>> {
    await this.#migrate();
    return this.db;
  }

  /** True when the database answers a trivial query within the time limit. */
  async isReachable(timeoutMs = 2_000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const probe = this.ready()
      .then((db) => sql`select 1`.execute(db))
      .then(
        () => true,
        () => false,
      );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      // Stryker disable next-line CallExpression: a timer left running only settles a race already decided
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
