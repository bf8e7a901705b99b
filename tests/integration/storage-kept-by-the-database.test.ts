/**
 * What the migrations make the database itself keep, on SQLite and PostgreSQL, whatever writes to it
 * (server/storage/subscriber-summary.ts, desk-tables.ts): each subscriber's summary of lists, the
 * indexes the desk's searches read, and an audit log that refuses to be changed. Each test migrates
 * its own empty database, so that a mutation run sees the migration it checks (decision 022).
 */
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordAudit } from "../../server/desk/audit";
import { attemptCode } from "../../server/desk/code-limiter";
import { inbox } from "../../server/desk/leads";
import { subscriberPage } from "../../server/desk/subscribers";
import { requestSubscription, setStatus } from "../../server/newsletter/subscriber-store";
import { budgetedReads } from "../../server/storage/budgeted-reads";
import { Storage } from "../../server/storage/database";
import { migrateToLatest } from "../../server/storage/migrations";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const now = Date.UTC(2031, 0, 10, 9);
const consent = { page: "/insights", consent_version: "2026-11-26", client_hash: "keyed-hash" };

describe.each(databaseKinds)("what the database keeps by itself on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  const subscriberId = async (email: string) =>
    (await storage.db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  /** A subscriber's summary as a set: its entries come in no particular order. */
  const summaryOf = async (id: string) => {
    const { list_statuses } = await storage.db
      .selectFrom("subscribers")
      .select("list_statuses")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(list_statuses === "" || /^,(.+,)+$/.test(list_statuses), `summary ${list_statuses}`).toBe(true);
    return new Set(list_statuses.split(",").filter(Boolean));
  };

  it("keeps each subscriber's summary of lists in step with every insert, update and delete of their subscriptions", async () => {
    const db = await storage.ready();
    await requestSubscription(db, { email: "ada@example.com", lists: ["insights", "consortium"], consent, now });
    await requestSubscription(db, { email: "grace@example.com", lists: ["insights"], consent, now });
    const [ada, grace] = [await subscriberId("ada@example.com"), await subscriberId("grace@example.com")];
    expect(await summaryOf(ada)).toEqual(new Set(["insights:pending", "consortium:pending"]));

    await setStatus(db, ada, ["insights"], "confirmed", now);
    expect(await summaryOf(ada)).toEqual(new Set(["insights:confirmed", "consortium:pending"]));

    // A subscription moved to another subscriber changes both summaries.
    await db
      .updateTable("subscriptions")
      .set({ subscriber_id: grace })
      .where("subscriber_id", "=", ada)
      .where("list", "=", "consortium")
      .execute();
    expect(await summaryOf(ada)).toEqual(new Set(["insights:confirmed"]));
    expect(await summaryOf(grace)).toEqual(new Set(["insights:pending", "consortium:pending"]));

    await db.deleteFrom("subscriptions").where("subscriber_id", "=", ada).execute();
    expect(await summaryOf(ada)).toEqual(new Set());
    const filtered = await subscriberPage({ db, dialect: storage.dialect }, budgetedReads(storage, 60_000), {
      query: "",
      list: "consortium",
      page: 1,
    });
    expect(filtered.rows.map((row) => row.email)).toEqual(["grace@example.com"]);
  });

  it("gives a subscriber with no subscription an empty summary", async () => {
    const db = await storage.ready();
    await db
      .insertInto("subscribers")
      .values({
        id: "listless",
        email: "listless@example.com",
        source: "import",
        created_at: now,
        confirm_nonce: null,
        confirm_expires_at: null,
        confirmation_sent_at: null,
      })
      .execute();
    expect(await summaryOf("listless")).toEqual(new Set());
  });

  it("finds subscribers and leads by any part of three characters or more, as they are written and changed", async () => {
    const db = await storage.ready();
    const desk = { db, dialect: storage.dialect };
    const reads = budgetedReads(storage, 60_000);
    await requestSubscription(db, { email: "ada.lovelace@example.com", lists: ["insights"], consent, now });
    await requestSubscription(db, { email: "grace@example.com", lists: ["insights"], consent, now });
    const found = async (query: string) =>
      (await subscriberPage(desk, reads, { query, page: 1 })).rows.map((row) => row.email);
    expect(await found("lovel")).toEqual(["ada.lovelace@example.com"]);

    await db
      .updateTable("subscribers")
      .set({ email: "ada.byron@example.com" })
      .where("email", "=", "ada.lovelace@example.com")
      .execute();
    expect(await found("lovel")).toEqual([]);
    expect(await found("byron")).toEqual(["ada.byron@example.com"]);

    const store = createSubmissionStore({ storage, channels: ["email"], log: quiet });
    await store.submit({ form: "contact", fields: { name: "Katherine Johnson", message: "Orbital mechanics" } });
    await store.submit({ form: "contact", fields: { name: "Dorothy Vaughan", message: "Fortran" } });
    const leads = async (query: string) => (await inbox(desk, reads, { query, page: 1 })).rows.map((row) => row.name);
    expect(await leads("rbital mech")).toEqual(["Katherine Johnson"]);
    expect(await leads("fortran")).toEqual(["Dorothy Vaughan"]);

    // Both searches are served by an index: SQLite's trigram tables (which the searches above read),
    // PostgreSQL's pg_trgm indexes (without which the same searches read every row).
    // The subscribers' is on lower(email), so that `email = …` is left to the unique index (migration 0014).
    if (storage.dialect === "postgres") {
      const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where indexdef like '%gin_trgm_ops%' order by indexname`.execute(db);
      expect(rows.map((row) => row.indexname)).toEqual(["lead_texts_trigrams", "subscribers_email_search"]);
    }
  });

  it.runIf(kind === "postgres")(
    "migrates a database where pg_trgm could not be added, its searches reading every address",
    async () => {
      const db = storage.db;
      await migrateToLatest(db as Kysely<unknown>, storage.dialect, "0013-submission-post-keys");
      // As the migrations leave a database whose role may not add the extension.
      await sql`drop extension pg_trgm cascade`.execute(db);
      await storage.ready();
      const { rows } = await sql`select indexname from pg_indexes where indexdef like '%trgm%'`.execute(db);
      expect(rows).toEqual([]);
      await requestSubscription(db, { email: "ada.lovelace@example.com", lists: ["insights"], consent, now });
      const found = await subscriberPage({ db, dialect: storage.dialect }, budgetedReads(storage, 60_000), {
        query: "lovel",
        page: 1,
      });
      expect(found.rows.map((row) => row.email)).toEqual(["ada.lovelace@example.com"]);
    },
  );

  it("refuses to change or delete an entry of the audit log, whoever asks", async () => {
    const db = await storage.ready();
    await recordAudit(db, { actor: "owner", action: "privacy.erased", target: "hash", detail: { rows: 3 } }, now);
    await expect(db.updateTable("audit_log").set({ actor: "someone else" }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    expect(await db.selectFrom("audit_log").select(["actor", "action", "target", "detail"]).execute()).toEqual([
      { actor: "owner", action: "privacy.erased", target: "hash", detail: JSON.stringify({ rows: 3 }) },
    ]);
  });

  it.runIf(kind === "postgres")(
    "holds one count of wrong sign-in codes for two servers, in its own table",
    async () => {
      await storage.ready();
      const otherServer = new Storage(database.location, quiet);
      try {
        const key = Buffer.alloc(32, 7);
        const who = { email: "ada@example.com", client: "192.0.2.1" };
        const servers = [await storage.ready(), await otherServer.ready()];
        for (let attempt = 0; attempt < 10; attempt++) {
          expect((await attemptCode(servers[attempt % 2], key, who, now)).allowed).toBe(true);
        }
        const eleventh = await attemptCode(servers[1], key, { ...who, email: "ADA@example.com" }, now);
        expect(eleventh.allowed, "the eleventh try, on the other server").toBe(false);
      } finally {
        await otherServer.close();
      }
    },
  );
});
