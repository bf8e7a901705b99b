/**
 * Bringing a list in from another tool (server/newsletter/subscriber-import.ts) on real SQLite and
 * PostgreSQL: each good line becomes a subscriber confirmed on the Insights list with its consent
 * record; every bad line is reported by its line and skipped; an address already here, unsubscribed
 * here or erased is never brought back, however it is written. And the next edition's articles and
 * recipients (server/newsletter/editions.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextEdition, queueEdition, recipientCount } from "../../server/newsletter/editions";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { listSubscribers, subscribersText } from "../../server/newsletter/subscriber-list";
import { requestSubscription, setStatus } from "../../server/newsletter/subscriber-store";
import { eraseAddress } from "../../server/privacy/privacy-requests";
import { Storage } from "../../server/storage/database";
import { editionArticle } from "../support/edition-article";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const now = Date.UTC(2030, 5, 1, 12);
const consent = { page: "/insights", consent_version: "test", client_hash: null };

describe.each(databaseKinds)("importing subscribers on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it("imports the good lines at once, confirmed with their consent, and reports every other line by its number and reason", async () => {
    const db = storage.db;
    const keys = await newsletterKeysSource(storage, "import-test-newsletter-secret")();
    await requestSubscription(db, { email: "pending@example.com", lists: ["insights"], consent, now });
    await requestSubscription(db, { email: "left@example.com", lists: ["insights"], consent, now });
    const left = await db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "left@example.com")
      .executeTakeFirstOrThrow();
    await setStatus(db, left.id, ["insights"], "unsubscribed", now);
    await requestSubscription(db, { email: "consortium@example.com", lists: ["consortium"], consent, now });
    await requestSubscription(db, { email: "erased@example.com", lists: ["insights"], consent, now });
    await eraseAddress(db, keys, "erased@example.com", { now });
    // 254 characters, the longest address there is (RFC 5321: 64 before the @, domain labels of 63 at most).
    const longest = `${"a".repeat(64)}@${["b".repeat(63), "c".repeat(63), "d".repeat(57), "com"].join(".")}`;
    const text = [
      "\uFEFFName, EMAIL ,Subscribed_At,Source",
      'Ada,"Ada@Example.com",2025-03-04, listmonk ',
      "Nobody,,2025-03-04,",
      "Typo,not-an-address,,",
      "Late,late@example.com,2999-01-01,",
      `Bad,bad-date@example.com,yesterday${"!".repeat(50)},`,
      "Again,ada@example.com,,",
      "Pending,Pending@example.com,,",
      "Left,left@example.com,,",
      "Other list,consortium@example.com,,",
      "Erased,ERASED@example.com,,",
      `Grace,grace@xn--mnchen-3ya.de,2025-03-05T10:00:00+01:00,${"x".repeat(300)}`,
      "",
      "Short row,short@example.com",
      `Long,${"a".repeat(250)}@example.com,,`,
      `Longest,${longest},,`,
    ].join("\r\n");
    const report = await importSubscribers(db, keys, { text, fileName: "crm.csv", now });
    expect(report).toEqual({
      imported: 4,
      alreadyHere: 4,
      refused: 6,
      skipped: [
        { line: 3, reason: "no e-mail address" },
        { line: 4, reason: '"not-an-address" is not an e-mail address' },
        { line: 5, reason: 'subscribed_at "2999-01-01" is not a past date (use 2024-05-31 or an ISO time)' },
        {
          line: 6,
          reason: `subscribed_at "yesterday${"!".repeat(31)}" is not a past date (use 2024-05-31 or an ISO time)`,
        },
        { line: 7, reason: "ada@example.com is listed on an earlier line" },
        { line: 8, reason: "pending@example.com is already pending here" },
        { line: 9, reason: "left@example.com is already unsubscribed here (an import never re-subscribes)" },
        { line: 10, reason: "consortium@example.com is already a subscriber here" },
        {
          line: 11,
          reason:
            "erased@example.com was erased (on request, or when its retention period ended): only the person can subscribe it again",
        },
        { line: 15, reason: `"${"a".repeat(80)}" is not an e-mail address` },
      ],
    });
    const imported = await db
      .selectFrom("subscribers")
      .innerJoin("subscriptions", "subscriptions.subscriber_id", "subscribers.id")
      .innerJoin("consent_records", "consent_records.subscriber_id", "subscribers.id")
      .select([
        "subscribers.email",
        "subscribers.source",
        "subscribers.created_at",
        "subscriptions.list",
        "subscriptions.status",
        "subscriptions.confirmed_at",
        "consent_records.event",
        "consent_records.page",
        "consent_records.recorded_at",
        "consent_records.consent_version",
      ])
      .where("subscribers.source", "=", "import")
      .orderBy("subscribers.email")
      .execute();
    expect(imported).toEqual([
      expect.objectContaining({ email: longest, page: "import: crm.csv" }),
      {
        email: "ada@example.com",
        source: "import",
        created_at: Date.UTC(2025, 2, 4),
        list: "insights",
        status: "confirmed",
        confirmed_at: Date.UTC(2025, 2, 4),
        event: "imported",
        page: "import: listmonk",
        recorded_at: Date.UTC(2025, 2, 4),
        consent_version: "given to the previous tool",
      },
      expect.objectContaining({
        email: "grace@münchen.de",
        created_at: Date.UTC(2025, 2, 5, 9),
        page: `import: ${"x".repeat(200)}`,
      }),
      expect.objectContaining({ email: "short@example.com", created_at: now, page: "import: crm.csv" }),
    ]);
    expect(subscribersText(await listSubscribers(db))).toMatch(/\n7 subscriber\(s\)\n$/);
  });

  it("refuses a file it cannot read, importing nothing", async () => {
    const keys = await newsletterKeysSource(storage, "import-test-newsletter-secret")();
    expect(
      await importSubscribers(storage.db, keys, { text: "name,address\nAda,ada@example.com\n", fileName: "a.csv" }),
    ).toEqual({
      error: "the first line must name the columns, one of them email (and optionally subscribed_at, source)",
    });
    expect(await importSubscribers(storage.db, keys, { text: "", fileName: "a.csv" })).toMatchObject({
      error: expect.stringContaining("one of them email"),
    });
    expect(
      await importSubscribers(storage.db, keys, {
        text: 'email\nada@example.com\n"open@example.com\n',
        fileName: "a.csv",
      }),
    ).toEqual({
      error: "line 3: a quoted field is never closed",
    });
    async function* cutOff() {
      yield "email\nada@example.com\n";
      // As undici ends a request body cut off mid-upload: a TypeError, but not the decoder's.
      throw new TypeError("terminated");
    }
    await expect(importSubscribers(storage.db, keys, { text: cutOff(), fileName: "a.csv" })).rejects.toThrow(
      "terminated",
    );
    expect(subscribersText(await listSubscribers(storage.db))).toBe("No subscribers yet.\n");
  });

  it("imports a list longer than one database statement takes, every line once", async () => {
    const keys = await newsletterKeysSource(storage, "import-test-newsletter-secret")();
    // Two statements' worth exactly (400 rows each, server/newsletter/subscriber-import.ts), then one line more.
    const emails = Array.from({ length: 801 }, (_, index) => `reader${index}@example.com`);
    const exact = await importSubscribers(storage.db, keys, {
      text: ["email", ...emails.slice(0, 800)].join("\n"),
      fileName: "a.csv",
      now,
    });
    expect(exact).toEqual({ imported: 800, alreadyHere: 0, refused: 0, skipped: [] });
    const again = await importSubscribers(storage.db, keys, {
      text: ["email", ...emails].join("\n"),
      fileName: "b.csv",
      now,
    });
    expect(again).toMatchObject({ imported: 1, alreadyHere: 800, refused: 0 });
    const rows = await storage.db.selectFrom("subscriptions").select("subscriber_id").execute();
    expect(rows).toHaveLength(801);
  });

  it("an edition holds what was published since the last, goes to the confirmed subscribers whose mail goes, and is queued once", async () => {
    const db = storage.db;
    const keys = await newsletterKeysSource(storage, "import-test-newsletter-secret")();
    const articles = [
      editionArticle("third", "2030-05-20"),
      editionArticle("second", "2030-05-10"),
      editionArticle("first", "2030-05-01"),
    ];
    expect(await nextEdition(db, articles)).toEqual({ number: 1, articles: [articles[0]] });
    await importSubscribers(db, keys, {
      text: "email\na@example.com\nb@example.com\nc@example.com\n",
      fileName: "a.csv",
      now,
    });
    await requestSubscription(db, { email: "pending@example.com", lists: ["insights"], consent, now });
    await db
      .updateTable("subscribers")
      .set({ deliverability: "complained" })
      .where("email", "=", "c@example.com")
      .execute();
    expect(await recipientCount(db)).toBe(2);
    const first = await queueEdition(db, { number: 1, articles: [articles[0]] }, { ratePerMinute: 2, now });
    expect(first).toMatchObject({ number: 1, recipients: 2, createdAt: now });
    const rows = await db
      .selectFrom("deliveries")
      .select(["next_attempt_at"])
      .where("channel", "=", "edition")
      .orderBy("next_attempt_at")
      .execute();
    expect(rows.map((row) => row.next_attempt_at)).toEqual([now, now + 30_000]);
    expect(await db.selectFrom("edition_sends").select("status").execute()).toEqual([
      { status: "queued" },
      { status: "queued" },
    ]);
    await expect(queueEdition(db, { number: 1, articles }, { ratePerMinute: 60, now })).rejects.toThrow();
    const newer = [editionArticle("fourth", "2030-05-20"), ...articles];
    expect(await nextEdition(db, newer)).toEqual({ number: 2, articles: [newer[0]] });
    expect(await nextEdition(db, articles)).toBe(undefined);
  });
});
