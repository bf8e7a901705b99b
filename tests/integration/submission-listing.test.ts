/**
 * The stored submissions as the team lists them (server/submissions/submission-store.ts, which
 * `npm run submissions` prints), filtered by date, form and delivery state, on real SQLite and
 * PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markDelivered, markFailed } from "../../server/delivery/outbox";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore, listSubmissions, overallStatus } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const start = Date.UTC(2030, 0, 1);
const hourMs = 60 * 60 * 1000;

describe("overall delivery status", () => {
  it("is the worst of a submission's channels, and 'not delivered' without any", () => {
    expect(overallStatus([])).toBe("not delivered");
    expect(overallStatus([{ status: "delivered" }, { status: "failing" }, { status: "pending" }])).toBe("failing");
    expect(overallStatus([{ status: "delivered" }, { status: "pending" }])).toBe("pending");
    expect(overallStatus([{ status: "delivered" }, { status: "delivered" }])).toBe("delivered");
  });
});

describe.each(databaseKinds)("listing submissions on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    let clock = start;
    const store = createSubmissionStore({ storage, channels: ["email"], now: () => clock, log: quiet });
    const send = async (name: string, form: "contact" | "company-contact", at: number) => {
      clock = at;
      ids[name] = (await store.submit({ form, fields: { name } })).id;
    };
    await send("delivered", "contact", start);
    await send("failing", "company-contact", start + hourMs);
    await send("pending", "contact", start + 2 * hourMs);
    const db = await storage.ready();
    const rows = await db.selectFrom("deliveries").select(["id", "submission_id"]).execute();
    const rowOf = (name: string) => rows.find((row) => row.submission_id === ids[name])!.id;
    await markDelivered(db, [rowOf("delivered")], start + 10);
    await db.updateTable("deliveries").set({ claimed_by: "worker" }).where("id", "=", rowOf("failing")).execute();
    await markFailed(db, rowOf("failing"), "worker", {
      error: "SMTP down",
      nextAttemptAt: start + 2 * hourMs,
      now: start + hourMs,
    });
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  const names = async (filter: Parameters<typeof listSubmissions>[1]) =>
    (await listSubmissions(storage.db, filter)).map((submission) => submission.fields.name);

  it("lists every submission, oldest first, with its deliveries", async () => {
    const listed = await listSubmissions(storage.db);
    expect(listed.map((submission) => submission.fields.name)).toEqual(["delivered", "failing", "pending"]);
    expect(listed[1].deliveries).toEqual([
      expect.objectContaining({ channel: "email", status: "failing", lastError: "SMTP down" }),
    ]);
  });

  it("lists those created since a moment, that moment included", async () => {
    expect(await names({ since: new Date(start + hourMs) })).toEqual(["failing", "pending"]);
  });

  it("lists one form's submissions", async () => {
    expect(await names({ form: "contact" })).toEqual(["delivered", "pending"]);
    expect(await names({ form: "company-contact" })).toEqual(["failing"]);
  });

  it("lists the submissions in one overall delivery state", async () => {
    expect(await names({ status: "failing" })).toEqual(["failing"]);
    expect(await names({ status: "pending" })).toEqual(["pending"]);
    expect(await names({ status: "delivered" })).toEqual(["delivered"]);
    expect(await names({ status: "not delivered" })).toEqual([]);
  });
});
