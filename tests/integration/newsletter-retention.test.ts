/**
 * The newsletter's retention periods (app/newsletter/retention-periods.ts), enforced by the purge
 * (server/newsletter/subscription-retention.ts) on real SQLite and PostgreSQL, each on both sides of
 * its boundary. The privacy policy states the same numbers: tests/build/privacy-retention.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retentionDays } from "~/newsletter/retention-periods";
import { queueEdition } from "../../server/newsletter/editions";
import { addressHash, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { queueSubscriptionEvent, requestSubscription, setStatus } from "../../server/newsletter/subscriber-store";
import { purgeSubscriptions } from "../../server/newsletter/subscription-retention";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const dayMs = 24 * 60 * 60 * 1000;
const now = Date.UTC(2031, 5, 1);
const daysAgo = (days: number) => now - days * dayMs;
const consent = { page: "/insights", consent_version: "test", client_hash: null };

describe.each(databaseKinds)("the newsletter's retention on %s", (kind) => {
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

  it("forgets each kind of record once its period has passed, and not a moment before", async () => {
    const db = storage.db;
    const keys = await newsletterKeysSource(storage, "retention-test-newsletter-secret")();
    const idOf = async (email: string) =>
      (await db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const hour = 60 * 60 * 1000;

    // Never confirmed: the last request just over, and just under, the period ago.
    for (const [email, at] of [
      ["unconfirmed-old@example.com", daysAgo(retentionDays.unconfirmed) - hour],
      ["unconfirmed-new@example.com", daysAgo(retentionDays.unconfirmed) + hour],
    ] as const) {
      await requestSubscription(db, { email, lists: ["insights"], consent, now: at });
    }
    // Confirmed long ago (imported), then left every list, or all but one.
    await importSubscribers(db, keys, {
      text: "email\nleft-old@example.com\nleft-new@example.com\nstill-on-one@example.com\nbounced-old@example.com\nbounced-new@example.com\nreader@example.com\n",
      fileName: "list.csv",
      now: daysAgo(3 * 365),
    });
    await setStatus(
      db,
      await idOf("left-old@example.com"),
      ["insights"],
      "unsubscribed",
      daysAgo(retentionDays.unsubscribed) - hour,
    );
    await setStatus(
      db,
      await idOf("left-new@example.com"),
      ["insights"],
      "unsubscribed",
      daysAgo(retentionDays.unsubscribed) + hour,
    );
    const stillOnOne = await idOf("still-on-one@example.com");
    await setStatus(db, stillOnOne, ["consortium"], "unsubscribed", daysAgo(3 * 365));
    for (const [email, at] of [
      ["bounced-old@example.com", daysAgo(retentionDays.suppressed) - hour],
      ["bounced-new@example.com", daysAgo(retentionDays.suppressed) + hour],
    ] as const) {
      await db
        .updateTable("subscribers")
        .set({ deliverability: "bouncing", deliverability_changed_at: at })
        .where("email", "=", email)
        .execute();
    }
    // Two editions to the reader (and to still-on-one): one older than the send records' period; the outbox rows of mail to it.
    const old = await queueEdition(
      db,
      { number: 1, articles: [] },
      { ratePerMinute: 60, now: daysAgo(retentionDays.sendRecords) - hour },
    );
    await queueEdition(
      db,
      { number: 2, articles: [] },
      { ratePerMinute: 60, now: daysAgo(retentionDays.sendRecords) + hour },
    );
    const reader = await idOf("reader@example.com");
    const rows = await db
      .selectFrom("deliveries")
      .select(["id", "edition_id"])
      .where("subscriber_id", "=", reader)
      .orderBy("next_attempt_at")
      .execute();
    const sentOld = daysAgo(retentionDays.sentMessages) - hour;
    const sentNew = daysAgo(retentionDays.sentMessages) + hour;
    await db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: sentOld })
      .where("id", "=", rows[0].id)
      .execute();
    await db
      .updateTable("deliveries")
      .set({ status: "failed", failed_at: sentNew })
      .where("id", "=", rows[1].id)
      .execute();
    await queueSubscriptionEvent(db, { id: reader, email: "reader@example.com" }, "confirmed", ["insights"], {
      webhook: true,
      now: sentOld,
    });
    await db
      .updateTable("deliveries")
      .set({ status: "failed", failed_at: sentOld })
      .where("channel", "=", "subscription-event")
      .execute();
    // A submission's deliveries are the submissions' purge's (SUBMISSION_RETENTION_DAYS), not this one's.
    const store = createSubmissionStore({ storage, channels: ["email"], now: () => daysAgo(100), log: quiet });
    await store.submit({ form: "contact", fields: { name: "Ada" } });
    await db
      .updateTable("deliveries")
      .set({ delivered_at: daysAgo(100) })
      .where("submission_id", "is not", null)
      .execute();
    await db
      .insertInto("provider_event_tokens")
      .values([
        { token: "mailgun:old", seen_at: daysAgo(8) },
        { token: "mailgun:new", seen_at: daysAgo(6) },
      ])
      .execute();

    expect(await purgeSubscriptions(db, keys, now)).toEqual({
      unconfirmed: 1,
      unsubscribed: 1,
      suppressed: 1,
      sendRecords: 2,
      sentMessages: 2,
      eventTokens: 1,
    });
    const emails = (await db.selectFrom("subscribers").select("email").orderBy("email").execute()).map(
      (row) => row.email,
    );
    expect(emails).toEqual([
      "bounced-new@example.com",
      "left-new@example.com",
      "reader@example.com",
      "still-on-one@example.com",
      "unconfirmed-new@example.com",
    ]);
    // A forgotten subscriber leaves nothing behind but, for one that had confirmed, its keyed hash.
    const hashes = (await db.selectFrom("erased_addresses").select("address_hash").execute()).map(
      (row) => row.address_hash,
    );
    expect(hashes.sort()).toEqual(
      [addressHash(keys, "left-old@example.com"), addressHash(keys, "bounced-old@example.com")].sort(),
    );
    const consentLeft = await db.selectFrom("consent_records").select("subscriber_id").distinct().execute();
    expect(consentLeft).toHaveLength(emails.length);
    expect(
      (await db.selectFrom("edition_sends").select("edition_id").execute()).map((row) => row.edition_id),
    ).not.toContain(old.id);
    expect(
      (await db.selectFrom("deliveries").select("id").where("subscriber_id", "=", reader).execute()).map(
        (row) => row.id,
      ),
    ).toEqual([rows[1].id]);
    expect(
      await db.selectFrom("deliveries").select("id").where("submission_id", "is not", null).execute(),
    ).toHaveLength(1);
    expect(await db.selectFrom("provider_event_tokens").select("token").execute()).toEqual([{ token: "mailgun:new" }]);

    expect(await purgeSubscriptions(db, keys, now), "a second purge finds nothing more").toEqual({
      unconfirmed: 0,
      unsubscribed: 0,
      suppressed: 0,
      sendRecords: 0,
      sentMessages: 0,
      eventTokens: 0,
    });
  });
});
