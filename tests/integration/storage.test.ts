import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import { Storage } from "../../server/storage/database";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { claimReceipt } from "../../server/submissions/receipt-limit";
import { startRetentionPurge } from "../../server/submissions/retention-purge";
import { createSubmissionStore, listSubmissions } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};
const dayMs = 24 * 60 * 60 * 1000;
const keysOf = (storage: Storage) => newsletterKeysSource(storage, "storage-test-newsletter-secret");

describe.each(databaseKinds)("submission storage on %s", (kind) => {
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

  it("migrates an empty database at first use and again without harm", async () => {
    await storage.ready();
    const second = new Storage(database.location, quiet);
    try {
      await second.ready();
      expect(await listSubmissions(second.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("stores a submission with one pending outbox row per configured channel, visible to another connection once submit resolves", async () => {
    const store = createSubmissionStore({ storage, channels: ["email", "webhook"], log: quiet });
    const fields = { name: "Ada Lovelace", email: "ada@example.com", inquiryType: "research", message: "Hello" };
    const stored = await store.submit({ form: "contact", fields });

    const reader = new Storage(database.location, quiet);
    try {
      const [listed] = await listSubmissions(await reader.ready());
      expect(listed).toMatchObject({ id: stored.id, form: "contact", fields });
      expect(listed.createdAt.getTime()).toBe(stored.createdAt.getTime());
      expect(listed.deliveries.map((delivery) => [delivery.channel, delivery.status, delivery.attempts])).toEqual([
        ["email", "pending", 0],
        ["webhook", "pending", 0],
      ]);
    } finally {
      await reader.close();
    }
  });

  it("stores a post sent again with the same key once, with its outbox rows once, and answers it with the first", async () => {
    let commits = 0;
    const store = createSubmissionStore({
      storage,
      channels: ["email", "webhook"],
      onStored: () => commits++,
      log: quiet,
    });
    const fields = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello" };
    const first = await store.submit({ form: "contact", fields, postKey: "key-one" });
    const again = await store.submit({ form: "contact", fields, postKey: "key-one" });
    const other = await store.submit({ form: "contact", fields, postKey: "key-two" });
    const unkeyed = [await store.submit({ form: "contact", fields }), await store.submit({ form: "contact", fields })];

    expect(again).toEqual(first);
    const listed = await listSubmissions(storage.db);
    expect(listed.map((submission) => submission.id).sort()).toEqual(
      [first.id, other.id, ...unkeyed.map((submission) => submission.id)].sort(),
    );
    expect(listed.find((submission) => submission.id === first.id)?.deliveries).toHaveLength(2);
    expect(commits, "the worker is woken for what was stored, not for the post sent again").toBe(4);
  });

  it("stores markup, SQL and any Unicode verbatim", async () => {
    const store = createSubmissionStore({ storage, channels: [], log: quiet });
    const fields = {
      name: "<script>alert('x')</script>",
      email: "o'brien@example.com",
      message: '\'); DROP TABLE submissions; -- \u0000 \u00e9\u4e2d\u{1F600}\r\nline two, "quoted"',
    };
    await store.submit({ form: "company-contact", fields });
    const [listed] = await listSubmissions(storage.db);
    expect(listed.fields).toEqual(fields);
    expect(listed.deliveries).toEqual([]);
  });

  it("queues the visitor's confirmation only for a submission that gives an address to send it to", async () => {
    const store = createSubmissionStore({ storage, channels: ["email", "confirmation"], log: quiet });
    const withAddress = await store.submit({ form: "contact", fields: { name: "Ada", email: "ada@example.com" } });
    const withoutAddress = await store.submit({ form: "contact", fields: { name: "Anonymous" } });
    const channelsOf = async (id: string) =>
      (await listSubmissions(storage.db))
        .find((submission) => submission.id === id)
        ?.deliveries.map((row) => row.channel);
    expect(await channelsOf(withAddress.id)).toEqual(["confirmation", "email"]);
    expect(await channelsOf(withoutAddress.id)).toEqual(["email"]);
  });

  it("answers SubmissionStorageUnavailable, not a raw error, when the database is unreachable", async () => {
    const down = new Storage(unreachableDatabase(kind), quiet);
    try {
      const logged: string[] = [];
      const store = createSubmissionStore({ storage: down, channels: ["webhook"], log: (line) => logged.push(line) });
      const refusal = store.submit({ form: "contact", fields: { name: "A" } });
      await expect(refusal).rejects.toBeInstanceOf(SubmissionStorageUnavailable);
      const error = (await refusal.catch((reason: unknown) => reason)) as Error;
      expect(error.message).toBe("the submission could not be stored");
      expect(error.cause).toBeInstanceOf(Error);
      expect(logged).toEqual([`Could not store a contact submission: ${(error.cause as Error).message}`]);
      expect(await down.isReachable(1_000)).toBe(false);
    } finally {
      await down.close();
    }
  });

  it("purges submissions older than the retention period, with their outbox rows, and keeps newer ones", async () => {
    const now = Date.UTC(2030, 0, 31);
    let clock = now - 40 * dayMs;
    const store = createSubmissionStore({ storage, channels: ["email"], now: () => clock, log: quiet });
    const old = await store.submit({ form: "contact", fields: { name: "old" } });
    clock = now - 29 * dayMs;
    const recent = await store.submit({ form: "contact", fields: { name: "recent" } });

    const retention = startRetentionPurge({
      storage,
      retentionDays: 30,
      keys: keysOf(storage),
      now: () => now,
      log: quiet,
    });
    await retention.started;
    retention.stop();

    const remaining = await listSubmissions(storage.db);
    expect(remaining.map((submission) => submission.id)).toEqual([recent.id]);
    const orphans = await storage.db
      .selectFrom("deliveries")
      .select("id")
      .where("submission_id", "=", old.id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it("holds one confirmation a day per address, however the visitor wrote it", async () => {
    const db = await storage.ready();
    const store = createSubmissionStore({ storage, channels: [], log: quiet });
    const first = await store.submit({ form: "contact", fields: { name: "Ada" } });
    const second = await store.submit({ form: "contact", fields: { name: "Ada" } });
    const storedAt = Date.UTC(2030, 0, 1);
    expect(await claimReceipt(db, { email: " Ada@Example.COM ", submissionId: first.id, storedAt })).toBe(true);
    expect(
      await claimReceipt(db, { email: "ada@example.com", submissionId: second.id, storedAt: storedAt + 60_000 }),
    ).toBe(false);
    expect(await db.selectFrom("confirmation_limits").select(["address", "submission_id"]).execute()).toEqual([
      { address: "ada@example.com", submission_id: first.id },
    ]);
  });

  it("forgets confirmation limits older than a day and addresses that never confirmed within 30 days, and says what it removed", async () => {
    const now = Date.UTC(2030, 0, 31);
    const db = await storage.ready();
    const store = createSubmissionStore({ storage, channels: [], now: () => now - 31 * dayMs, log: quiet });
    const { id: submissionId } = await store.submit({ form: "contact", fields: { name: "old" } });
    await db
      .insertInto("confirmation_limits")
      .values([
        { address: "stale@example.com", confirmed_at: now - dayMs - 1, submission_id: submissionId },
        { address: "recent@example.com", confirmed_at: now - dayMs + 1, submission_id: submissionId },
      ])
      .execute();
    const consent = { page: "/insights", consent_version: "test", client_hash: null };
    for (const [email, askedAt] of [
      ["never-confirmed@example.com", now - 31 * dayMs],
      ["asked-lately@example.com", now - 29 * dayMs],
    ] as const) {
      await requestSubscription(db, { email, lists: ["insights"], consent, now: askedAt });
    }
    // A provider's event seen more than a week ago: a second kind of record in the same line of the log.
    await db
      .insertInto("provider_event_tokens")
      .values({ token: "old-event", seen_at: now - 8 * dayMs })
      .execute();
    const logged: string[] = [];
    const purgeOnce = async () => {
      const retention = startRetentionPurge({
        storage,
        retentionDays: 30,
        keys: keysOf(storage),
        now: () => now,
        log: (line) => logged.push(line),
      });
      await retention.started;
      retention.stop();
    };

    await purgeOnce();

    expect(logged).toEqual([
      "Retention: deleted 1 submission(s) older than 30 days",
      "Retention: deleted newsletter records past their period: unconfirmed 1, eventTokens 1",
    ]);
    expect(await db.selectFrom("confirmation_limits").select("address").execute()).toEqual([
      { address: "recent@example.com" },
    ]);
    expect(await db.selectFrom("subscribers").select("email").execute()).toEqual([
      { email: "asked-lately@example.com" },
    ]);

    await purgeOnce();
    expect(logged, "a purge that removes nothing says nothing").toHaveLength(2);
  });
});

describe("the retention purge's schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs again every six hours until it is stopped", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const database = await createTestDatabase("sqlite");
    const storage = new Storage(database.location, quiet);
    try {
      await storage.ready();
      const purges = vi.spyOn(storage, "ready");
      const retention = startRetentionPurge({ storage, retentionDays: 30, keys: keysOf(storage), log: quiet });
      await retention.started;
      expect(purges).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(6 * 60 * 60 * 1000 - 1);
      expect(purges).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(purges).toHaveBeenCalledTimes(2);

      retention.stop();
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      expect(purges).toHaveBeenCalledTimes(2);
    } finally {
      await storage.close();
      await database.drop();
    }
  });
});
