/**
 * Privacy requests about an address on the real databases (server/privacy/): the export holds the
 * submissions with their lead context and deliveries, the subscription with its consent and the fate
 * of each edition, the confirmation limit; erasing removes all of it in one go, keeps only the keyed
 * hash (however the address is written later), keeps an unsubscription the webhook has not heard of
 * apart and sends it, then tells the webhook of the erasure. `npm run privacy` runs them
 * (tests/integration/privacy-command.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { isValidWebhookSignature } from "../../server/delivery/webhook";
import { recordBounce } from "../../server/newsletter/deliverability";
import { queueEdition } from "../../server/newsletter/editions";
import { manageToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { queueSubscriptionEvent } from "../../server/newsletter/subscriber-store";
import { subscriptionChannels } from "../../server/newsletter/subscription-channels";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { eraseAddress, exportAddress } from "../../server/privacy/privacy-requests";
import { Storage } from "../../server/storage/database";
import { claimReceipt } from "../../server/submissions/receipt-limit";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const secret = "privacy-test-newsletter-secret";
const now = Date.UTC(2030, 2, 1, 9);

describe.each(databaseKinds)("privacy requests on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const keys = () => newsletterKeysSource(storage, secret)();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const submissions = createSubmissionStore({ storage, channels: ["email", "confirmation"], log: quiet });
    const context = { landingPage: "/insights", sendingPage: "/contact", utmSource: "autumn-letter" };
    const fields = { name: "Ada", email: "Ada@Example.com", inquiryType: "general", message: "Hello" };
    const stored = await submissions.submit({ form: "contact", fields, context });
    await submissions.submit({ form: "contact", fields: { ...fields, email: "someone.else@example.com" } });
    await claimReceipt(await storage.ready(), {
      email: "ada@example.com",
      submissionId: stored.id,
      storedAt: stored.createdAt.getTime(),
    });
    const service = createSubscriptionService({
      storage,
      keys: () => keys(),
      webhook: false,
      log: quiet,
    });
    await service.subscribe({
      email: "ADA@example.com",
      lists: ["insights"],
      page: "/insights",
      clientAddress: "198.51.100.7",
    });
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it("exports everything stored about an address, then erases it all and keeps only its hash", async () => {
    const records = await exportAddress(storage.db, await keys(), "ADA@example.com");
    expect(records?.address).toBe("ada@example.com");
    expect(records?.submissions).toHaveLength(1);
    expect(records?.submissions[0]).toMatchObject({
      form: "contact",
      fields: { name: "Ada", email: "Ada@Example.com" },
      leadContext: { landingPage: "/insights", utmSource: "autumn-letter" },
    });
    expect(records?.submissions[0].deliveries.map((delivery) => delivery.channel).sort()).toEqual([
      "confirmation",
      "email",
    ]);
    expect(records?.subscription).toMatchObject({
      source: "form",
      mail: "active",
      mailChangedAt: null,
      lists: [expect.objectContaining({ list: "insights", status: "pending" })],
      consent: [
        { event: "requested", lists: ["insights"], page: "/insights", consentVersion: "2026-11-26", detail: null },
      ],
      editionsReceived: [],
      deliveries: [expect.objectContaining({ channel: "subscribe-confirmation", status: "pending" })],
    });
    expect(records?.subscription?.consent[0].clientAddressHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(records?.confirmationLimit?.lastConfirmationAt).toMatch(/^\d{4}-/);
    expect(records?.erasedAt).toBe(null);
    expect(JSON.stringify(records)).not.toContain("198.51.100.7");

    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    const service = createSubscriptionService({ storage, keys: () => keys(), webhook: false, log: quiet });
    const preferencesToken = manageToken(await keys(), id);
    expect(await service.preferences(preferencesToken)).toMatchObject({ outcome: "found" });

    expect(await eraseAddress(db, await keys(), " Ada@EXAMPLE.com ", { now })).toEqual({
      submissions: 1,
      deliveries: 3,
      eventsKept: 0,
      subscriber: true,
      subscriptions: 1,
      consentRecords: 1,
      editionRecords: 0,
      confirmationLimit: true,
    });
    expect(await db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("consent_records").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("confirmation_limits").selectAll().execute()).toEqual([]);
    const left = await db.selectFrom("submissions").select("fields").execute();
    expect(left.map((row) => JSON.parse(row.fields).email)).toEqual(["someone.else@example.com"]);
    const hashes = await db.selectFrom("erased_addresses").selectAll().execute();
    expect(hashes).toEqual([{ address_hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), erased_at: now }]);
    expect(JSON.stringify(await db.selectFrom("deliveries").selectAll().execute())).not.toContain("ada@");

    // Its old links say so plainly; no import brings it back, however the address is written.
    expect(await service.preferences(preferencesToken)).toEqual({ outcome: "erased" });
    const imported = await importSubscribers(db, await keys(), {
      text: "email\nalice@example.com\nADA@example.com\nada@example.com\n",
      fileName: "crm.csv",
    });
    expect(imported).toEqual({
      imported: 1,
      alreadyHere: 1,
      refused: 1,
      skipped: [
        {
          line: 3,
          reason:
            "ada@example.com was erased (on request, or when its retention period ended): only the person can subscribe it again",
        },
        { line: 4, reason: "ada@example.com is listed on an earlier line" },
      ],
    });
    expect(await exportAddress(db, await keys(), "ada@example.com")).toEqual({
      address: "ada@example.com",
      submissions: [],
      subscription: undefined,
      confirmationLimit: undefined,
      erasedAt: new Date(now).toISOString(),
    });
    expect(await eraseAddress(db, await keys(), "nobody@example.com")).toBe(undefined);
    expect(await db.selectFrom("erased_addresses").selectAll().execute()).toHaveLength(1);
  });

  it("an address known by one kind of record alone is exported and erased with it alone; one known by nothing is neither", async () => {
    const db = await storage.ready();
    const linkKeys = await keys();
    // A submission whose fields name no address of the visitor is nobody's.
    const store = createSubmissionStore({ storage, channels: ["email"], log: quiet });
    const anonymous = await store.submit({ form: "contact", fields: { name: "No address" } });
    const [delivery] = await db
      .selectFrom("deliveries")
      .select("id")
      .where("submission_id", "=", anonymous.id)
      .execute();
    await db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: now })
      .where("id", "=", delivery.id)
      .execute();
    const other = await exportAddress(db, linkKeys, "someone.else@example.com");
    expect(other).toMatchObject({
      submissions: [{ fields: { email: "someone.else@example.com" } }],
      subscription: undefined,
    });
    await claimReceipt(db, { email: "limit-only@example.com", submissionId: anonymous.id, storedAt: now });
    expect(await exportAddress(db, linkKeys, "limit-only@example.com")).toMatchObject({
      submissions: [],
      confirmationLimit: { lastConfirmationAt: new Date(now).toISOString() },
    });
    expect(await exportAddress(db, linkKeys, "nobody@example.com")).toBe(undefined);

    // A delivered copy says when; a bounce's record names no list; an edition says how it ended.
    await db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: now })
      .where("submission_id", "in", db.selectFrom("submissions").select("id"))
      .execute();
    const subscriber = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    await recordBounce(db, subscriber, { source: "edition 1", detail: "550 5.1.1", webhook: false, now });
    await db.updateTable("subscriptions").set({ status: "confirmed" }).execute();
    await db.updateTable("subscribers").set({ deliverability: "active" }).execute();
    await queueEdition(db, { number: 1, articles: [] }, { ratePerMinute: 60, now });
    const records = await exportAddress(db, linkKeys, "ada@example.com");
    expect(records?.submissions[0].deliveries.map((row) => row.deliveredAt)).toEqual([
      new Date(now).toISOString(),
      new Date(now).toISOString(),
    ]);
    expect(records?.subscription?.consent.at(-1)).toMatchObject({ event: "bounced", lists: [], detail: "550 5.1.1" });
    expect(records?.subscription?.editionsReceived).toEqual([
      { number: 1, queuedAt: new Date(now).toISOString(), status: "queued", settledAt: null },
    ]);

    // The submission alone, with the erasure told to the webhook.
    expect(await eraseAddress(db, linkKeys, "someone.else@example.com", { webhook: true, now })).toEqual({
      submissions: 1,
      deliveries: 2,
      eventsKept: 1,
      subscriber: false,
      subscriptions: 0,
      consentRecords: 0,
      editionRecords: 0,
      confirmationLimit: false,
    });
    expect(await eraseAddress(db, linkKeys, "limit-only@example.com", { now })).toMatchObject({
      submissions: 0,
      subscriber: false,
      confirmationLimit: true,
    });
    expect(await eraseAddress(db, linkKeys, "ada@example.com", { now })).toMatchObject({ editionRecords: 1 });
    expect(await db.selectFrom("submissions").select("id").execute()).toEqual([{ id: anonymous.id }]);
  });

  it("an internationalised address erased in one spelling is not imported again in another", async () => {
    const db = await storage.ready();
    const report = await importSubscribers(db, await keys(), { text: "email\nUser@MÜNCHEN.de\n", fileName: "a.csv" });
    expect(report).toEqual({ imported: 1, alreadyHere: 0, refused: 0, skipped: [] });
    expect(await db.selectFrom("subscribers").select("email").where("source", "=", "import").execute()).toEqual([
      { email: "user@münchen.de" },
    ]);
    expect(await eraseAddress(db, await keys(), "user@xn--mnchen-3ya.de")).toMatchObject({ subscriber: true });
    const again = await importSubscribers(db, await keys(), { text: "email\nuser@münchen.de\n", fileName: "b.csv" });
    expect(again).toMatchObject({ imported: 0, skipped: [{ line: 2 }] });
  });

  it("an unsubscription the webhook has not received is kept apart and sent, a pending confirmation is dropped, then the erasure is told", async () => {
    const db = await storage.ready();
    const subscriber = await db.selectFrom("subscribers").select(["id", "email"]).executeTakeFirstOrThrow();
    const options = { webhook: true, now };
    await queueSubscriptionEvent(db, subscriber, "confirmed", ["insights"], options);
    await queueSubscriptionEvent(db, subscriber, "unsubscribed", ["insights"], { ...options, now: now + 1 });
    // The receiver was down: the unsubscription waits for its retry, due later than the erasure.
    await db
      .updateTable("deliveries")
      .set({ status: "failing", next_attempt_at: now + 60_000 })
      .where("payload", "like", "%subscription.unsubscribed%")
      .execute();

    const erased = await eraseAddress(db, await keys(), "ada@example.com", { webhook: true, now: now + 2 });
    expect(erased).toMatchObject({ eventsKept: 2, deliveries: 4 });
    const kept = await db
      .selectFrom("deliveries")
      .select(["subscriber_id", "submission_id", "payload", "next_attempt_at"])
      .where("channel", "=", "subscription-event")
      .orderBy("next_attempt_at")
      .execute();
    expect(kept.map((row) => [row.subscriber_id, row.submission_id, JSON.parse(String(row.payload)).event])).toEqual([
      [null, null, "subscription.unsubscribed"],
      [null, null, "subscription.erased"],
    ]);
    expect(kept[1].next_attempt_at).toBeGreaterThan(kept[0].next_attempt_at);

    const webhook = await startWebhookReceiver();
    const webhookSecret = "privacy-webhook-secret-0123";
    const worker = new DeliveryWorker({
      storage,
      channels: subscriptionChannels({
        env: {
          mailFrom: "no-reply@aequa.example",
          webhook: { url: webhook.url, secret: webhookSecret },
          newsletterReplyTo: "info@aequa.example",
        },
        origin: "https://www.aequa.example",
        unsubscribeMailbox: "info@aequa.example",
        transport: undefined,
        relaySpeaksUtf8: async () => true,
        storage,
        keys: () => keys(),
      }),
      backoff: { baseMs: 1_000, maxMs: 1_000 },
      now: () => now + 120_000,
      log: quiet,
    });
    try {
      expect(await worker.runOnce()).toBe(2);
      const sent = webhook.requests.map((request) => {
        expect(isValidWebhookSignature(request.body, webhookSecret, request.headers["x-signature"] as string)).toBe(
          true,
        );
        return JSON.parse(request.body.toString()) as { event: string; email: string; createdAt: string };
      });
      // They may arrive in either order (a receiver orders an address's events by createdAt): the erasure is the later.
      sent.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      expect(sent.map((event) => [event.event, event.email])).toEqual([
        ["subscription.unsubscribed", "ada@example.com"],
        ["subscription.erased", "ada@example.com"],
      ]);
      // Once delivered, nothing of the address stays.
      expect(JSON.stringify(await db.selectFrom("deliveries").selectAll().execute())).not.toContain("ada@");
    } finally {
      await webhook.close();
    }
  });
});
