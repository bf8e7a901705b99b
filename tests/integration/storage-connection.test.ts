/**
 * The database connection itself (server/storage/database.ts, migrations.ts), on real SQLite and
 * PostgreSQL: how the server names it in its log, the health probe's answer and its time limit,
 * a lost connection, a closed one, servers migrating one database together, and a schema that cannot
 * be brought up to date.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { queueSubscriptionEvent, requestSubscription } from "../../server/newsletter/subscriber-store";
import { Storage } from "../../server/storage/database";
import type { DatabaseSchema } from "../../server/storage/schema";
import { eventually } from "../support/receivers";
import { createTestDatabase, databaseKinds, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new SQLite database, dropped after the test, and a connection of its own to it (a second process's view). */
async function sqliteDatabase() {
  const database = await createTestDatabase("sqlite");
  cleanups.push(() => database.drop());
  if (database.location.kind !== "sqlite") throw new Error("an SQLite database was asked for");
  const direct = new SQLite(database.location.file);
  cleanups.push(() => direct.close());
  return { location: database.location, file: database.location.file, direct };
}

describe.each(databaseKinds)("the %s connection", (kind) => {
  it("answers the health probe while the database is up, and refuses queries once closed", async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.drop());
    const storage = new Storage(database.location, quiet);
    expect(await storage.isReachable()).toBe(true);
    await storage.close();
    await expect(storage.db.selectFrom("submissions").select("id").execute()).rejects.toThrow();
  });

  it("is named in the log by its file, or by host, port and database, never with its password", async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.drop());
    const storage = new Storage(database.location, quiet);
    cleanups.push(() => storage.close());
    if (database.location.kind === "sqlite") {
      expect(storage.description).toBe(`SQLite file ${database.location.file}`);
    } else {
      const url = new URL(database.location.url);
      expect(storage.description).toBe(`PostgreSQL ${url.hostname}:${url.port}${url.pathname}`);
    }
  });
});

describe("a PostgreSQL connection", () => {
  it("is reported unreachable when the database goes away after the server started", async () => {
    const database = await createTestDatabase("postgres");
    const storage = new Storage(database.location, quiet);
    cleanups.push(() => storage.close());
    await storage.ready();
    await database.drop();
    expect(await storage.isReachable()).toBe(false);
  });

  it("is named with the default port when its URL gives none", async () => {
    // Opening is lazy: nothing connects until the first query.
    const storage = new Storage({ kind: "postgres", url: "postgres://site:secret@db.internal/site" }, quiet);
    cleanups.push(() => storage.close());
    expect(storage.description).toBe("PostgreSQL db.internal:5432/site");
  });

  it("logs an idle connection the server lost, and the process lives on", async () => {
    const database = await createTestDatabase("postgres");
    cleanups.push(() => database.drop());
    const logged: string[] = [];
    const storage = new Storage(database.location, (line) => logged.push(line));
    cleanups.push(() => storage.close());
    await storage.ready();

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await eventually(() => logged.length > 0, 10_000, "the lost connection to be logged");
    expect(logged[0]).toMatch(/^PostgreSQL connection lost: .+/);
    expect(await storage.isReachable()).toBe(true);
  });

  it("answers the health probe within its time limit while the server accepts but never answers", async () => {
    // A listener that takes the connection and stays silent: the client's own connection timeout
    // (seconds) has not run out when the probe's limit (a tenth of a second) has.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    cleanups.push(() => {
      for (const socket of sockets) socket.destroy();
    });
    const { port } = silent.address() as { port: number };
    const storage = new Storage({ kind: "postgres", url: `postgres://site@127.0.0.1:${port}/site` }, quiet);

    expect(await storage.isReachable(100)).toBe(false);
    expect(storage.pool?.totalCount, "the probe answered while the client still waits to connect").toBe(1);
    for (const socket of sockets) socket.destroy();
    await storage.close();
  });
});

describe("servers starting together on one new SQLite file", () => {
  /** Another process with its connection open, told to migrate by `go()`; resolves with what it said. */
  async function migratingProcess(file: string) {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/migrating-process.ts", file], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      stdio: ["pipe", "pipe", "inherit"],
    });
    cleanups.push(() => child.kill());
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("open");
    return {
      go: async () => {
        child.stdin.write("go\n");
        return (await lines.next()).value as string;
      },
    };
  }

  it("bring it up to date once between them, each of them ready", async () => {
    const { location, file } = await sqliteDatabase();
    const here = new Storage(location, quiet);
    cleanups.push(() => here.close());
    await sql`select 1`.execute(here.db);
    const others = await Promise.all([migratingProcess(file), migratingProcess(file)]);

    const [said, db] = await Promise.all([Promise.all(others.map((other) => other.go())), here.ready()]);
    expect(said).toEqual(["ready", "ready"]);
    const names = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map(
      (row) => row.name,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it("a server kept waiting too long by another process says why, and is ready on the next try", async () => {
    const { location, file, direct } = await sqliteDatabase();
    // First a run that fails half-way (a table in the way of the outbox's rebuild), so that the next
    // run is not the server's first.
    direct.exec("create table deliveries_next (x text)");
    const starting = new Storage(location, quiet);
    cleanups.push(() => starting.close());
    expect(((await starting.ready().catch((error: unknown) => error)) as Error).message).toBe(
      "database migration 0004-subscriptions-and-editions failed",
    );
    direct.exec("drop table deliveries_next");
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = require("better-sqlite3")(process.argv[1]); db.exec("begin immediate"); console.log("holding");
         process.stdin.once("data", () => { db.exec("rollback"); db.close(); process.stdin.destroy(); });`,
        file,
      ],
      { cwd: path.resolve(import.meta.dirname, "../.."), stdio: ["pipe", "pipe", "inherit"] },
    );
    cleanups.push(() => holder.kill());
    const lines = createInterface({ input: holder.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe("holding");

    const failure = (await starting.ready().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe("database migration failed");
    expect((failure.cause as Error).message).toBe("database is locked");
    holder.stdin.write("done\n");
    await once(holder, "exit");
    await starting.ready();
  });
});

describe("a schema that cannot be brought up to date", () => {
  it("fails with a plain reason when the database cannot be opened at all", async () => {
    const storage = new Storage(unreachableDatabase("sqlite"), quiet);
    cleanups.push(() => storage.close());
    const failure = (await storage.ready().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe("database migration failed");
    expect(failure.cause).toBeInstanceOf(Error);
  });

  it("undoes what a failed SQLite migration had done before its failing step, and reports that step's reason", async () => {
    const { location, direct } = await sqliteDatabase();
    // The name of the index that 0013 makes after adding its column, taken by an index of another table.
    direct.exec("create table other (x text); create index submissions_post_key on other (x)");
    const first = new Storage(location, quiet);
    cleanups.push(() => first.close());

    const failure = (await first.ready().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe("database migration 0013-submission-post-keys failed");
    expect((failure.cause as Error).message).toBe("index submissions_post_key already exists");
    const columns = () => (direct.pragma("table_info(submissions)") as { name: string }[]).map((column) => column.name);
    expect(columns()).not.toContain("post_key");

    direct.exec("drop table other");
    await first.ready();
    expect(columns()).toContain("post_key");
  });

  it("leaves the SQLite outbox as it was when rebuilding it fails, and rebuilds it on the next start", async () => {
    const { location, direct } = await sqliteDatabase();
    // A table in the way of the rebuild's new one.
    direct.exec("create table deliveries_next (x text)");
    const first = new Storage(location, quiet);
    cleanups.push(() => first.close());

    const failure = (await first.ready().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe("database migration 0004-subscriptions-and-editions failed");
    const columns = () => direct.pragma("table_info(deliveries)") as { name: string }[];
    expect(columns().map((column) => column.name)).not.toContain("subscriber_id");

    // The failed rebuild holds no lock: this connection can write while the first is still open.
    direct.exec("drop table deliveries_next");
    const second = new Storage(location, quiet);
    cleanups.push(() => second.close());
    await second.ready();
    expect(columns().map((column) => column.name)).toContain("subscriber_id");
  });

  it("runs the SQLite outbox rebuild once: a rerun after a crash before it was recorded keeps every row as it is", async () => {
    const database = await createTestDatabase("sqlite");
    cleanups.push(() => database.drop());
    const first = new Storage(database.location, quiet);
    const db = await first.ready();
    // A subscriber's rows: the confirmation e-mail their request queued, and an event with its payload.
    const email = "reader@example.com";
    const consent = { page: "/insights", consent_version: "test", client_hash: null };
    await requestSubscription(db, { email, lists: ["insights"], consent, now: 0 });
    const { id } = await db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await queueSubscriptionEvent(db, { id, email }, "confirmed", ["insights"], { webhook: true, now: 0 });
    const outbox = (storage: Kysely<DatabaseSchema>) =>
      storage.selectFrom("deliveries").selectAll().orderBy("channel").execute();
    const before = await outbox(db);
    expect(before.map((row) => [row.channel, row.subscriber_id])).toEqual([
      ["subscribe-confirmation", id],
      ["subscription-event", id],
    ]);
    await sql`delete from kysely_migration where name >= '0004'`.execute(db);
    await first.close();

    const second = new Storage(database.location, quiet);
    cleanups.push(() => second.close());
    expect(await outbox(await second.ready())).toEqual(before);
  });

  it("fails with the name of the migration that failed and the database's reason", async () => {
    const { location, direct } = await sqliteDatabase();
    // A table of the first migration's name but another shape, left by something else.
    direct.exec("create table submissions (reference text)");
    const storage = new Storage(location, quiet);
    cleanups.push(() => storage.close());

    const failure = (await storage.ready().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe("database migration 0001-submissions-and-deliveries failed");
    expect((failure.cause as Error).message).toMatch(/created_at/);
  });
});
