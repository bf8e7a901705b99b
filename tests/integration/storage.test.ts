import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import { Storage } from "../../server/storage/database";
import { startRetentionPurge } from "../../server/submissions/retention";
import { createSubmissionStore, listSubmissions } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};
const dayMs = 24 * 60 * 60 * 1000;

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

  it("answers SubmissionStorageUnavailable, not a raw error, when the database is unreachable", async () => {
    const down = new Storage(unreachableDatabase(kind), quiet);
    try {
      const store = createSubmissionStore({ storage: down, channels: ["webhook"], log: quiet });
      await expect(store.submit({ form: "contact", fields: { name: "A" } })).rejects.toBeInstanceOf(
        SubmissionStorageUnavailable,
      );
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

    const retention = startRetentionPurge({ storage, retentionDays: 30, now: () => now, log: quiet });
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
});
