/**
 * A real list in one go (issue 39), on real SQLite and PostgreSQL: a file of several batches, read in
 * pieces as an upload is, imported whole, with a report that counts the addresses added, those
 * already here and the lines refused. The time for 100,000 lines is measured by `npm run bench -- import`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { Storage } from "../../server/storage/database";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const now = Date.UTC(2030, 5, 1, 12);
const lines = 2100;
/** Every 1,000th line is no address; every 1,000th from the 500th is a subscriber here already. */
const refusedLine = (index: number) => index % 1000 === 0;
const knownLine = (index: number) => index % 1000 === 500;
const address = (index: number) => `reader.${index}@example.com`;

/** The file in pieces of 4 KiB, cut wherever they fall, as an upload is read. */
async function* listFile() {
  const rows = ["email,subscribed_at,source"];
  for (let index = 1; index <= lines; index++) {
    rows.push(refusedLine(index) ? `not-an-address-${index},,` : `${address(index)},2025-03-04,crm`);
  }
  const text = `${rows.join("\r\n")}\r\n`;
  for (let start = 0; start < text.length; start += 4096) yield text.slice(start, start + 4096);
}

describe.each(databaseKinds)("a list of several batches on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, () => {});
    await storage.ready();
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it(
    "is imported whole, and the report counts the added, the already here and the refused",
    { timeout: 120_000 },
    async () => {
      const db = storage.db;
      const keys = await newsletterKeysSource(storage, "import-test-newsletter-secret")();
      const consent = { page: "/insights", consent_version: "test", client_hash: null };
      const known = Array.from({ length: lines }, (_, index) => index + 1).filter(knownLine);
      for (const index of known)
        await requestSubscription(db, { email: address(index), lists: ["insights"], consent, now });

      const report = await importSubscribers(db, keys, { text: listFile(), fileName: "crm.csv", now });
      if ("error" in report) throw new Error(report.error);
      const refused = Math.floor(lines / 1000);
      expect({ ...report, skipped: report.skipped.map((skipped) => skipped.line) }).toEqual({
        imported: lines - refused - known.length,
        alreadyHere: known.length,
        refused,
        // Line 1 names the columns: the n-th address is on line n + 1.
        skipped: [...known, ...Array.from({ length: refused }, (_, index) => (index + 1) * 1000)]
          .sort((a, b) => a - b)
          .map((index) => index + 1),
      });
      expect(report.skipped.slice(0, 2)).toEqual([
        { line: 501, reason: `${address(500)} is already pending here` },
        { line: 1001, reason: '"not-an-address-1000" is not an e-mail address' },
      ]);
      const imported = await db
        .selectFrom("subscribers")
        .innerJoin("subscriptions", "subscriptions.subscriber_id", "subscribers.id")
        .innerJoin("consent_records", "consent_records.subscriber_id", "subscribers.id")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("subscribers.source", "=", "import")
        .where("subscriptions.status", "=", "confirmed")
        .where("consent_records.event", "=", "imported")
        .executeTakeFirstOrThrow();
      expect(Number(imported.count)).toBe(report.imported);

      if (kind === "postgres") {
        // Looking addresses up is left to the unique index: the search's trigram index answers `=` too,
        // and on a table just filled (no statistics yet) the planner took it, at 2.5 s a batch.
        const lookup = db
          .selectFrom("subscribers")
          .select("email")
          .where(
            "email",
            "in",
            Array.from({ length: 400 }, (_, index) => address(index + 1)),
          );
        const plan = (await lookup.explain()).map((row) => Object.values(row).join(" ")).join("\n");
        expect(plan).not.toMatch(/subscribers_email_(trigrams|search)/);
      }

      const again = await importSubscribers(db, keys, { text: listFile(), fileName: "crm.csv", now });
      expect(again, "the same file again adds nothing").toMatchObject({
        imported: 0,
        alreadyHere: lines - refused,
        refused,
      });
    },
  );
});
