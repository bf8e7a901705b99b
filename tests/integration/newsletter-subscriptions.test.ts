/**
 * Double opt-in on the real databases, through the real outbox, delivery worker and SMTP and webhook
 * receivers: one confirmation e-mail per address a day, links that confirm once, expire or are refused
 * when altered, consent kept with a keyed hash of the client address, events signed for the webhook.
 */
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { isValidWebhookSignature } from "../../server/delivery/webhook";
import { addressHash, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { forgetUnconfirmedBefore } from "../../server/newsletter/subscriber-store";
import { subscriptionChannels } from "../../server/newsletter/subscription-channels";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { Storage } from "../../server/storage/database";
import { eventually, startSmtpReceiver, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const webhookSecret = "newsletter-webhook-secret";
const newsletterSecret = "newsletter-test-secret-0123456789";
const origin = "https://www.aequa.example";
const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("subscriptions on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: DeliveryWorker;
  let clock: number;
  const transports: { close(): void }[] = [];

  function setUp() {
    const keys = newsletterKeysSource(storage, newsletterSecret);
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    const env = { mailFrom: '"Aequa" <no-reply@aequa.example>', webhook: { url: webhook.url, secret: webhookSecret } };
    const now = () => clock;
    worker = new DeliveryWorker({
      storage,
      channels: subscriptionChannels({
        env,
        origin,
        unsubscribeMailbox: "info@aequa.example",
        transport,
        storage,
        keys,
      }),
      backoff: { baseMs: 50, maxMs: 100 },
      pollMs: 50,
      quietMs: 0,
      now,
      log: quiet,
    });
    worker.start();
    const service = createSubscriptionService({
      storage,
      keys,
      webhook: true,
      onQueued: () => worker.wake(),
      now,
      log: quiet,
    });
    return { service, keys };
  }

  const confirmLinkOf = async (index: number) => {
    const mail = await simpleParser(smtp.messages[index].raw);
    const link = /https:\/\/\S+\/newsletter\/confirm\?token=(\S+)/.exec(mail.text ?? "");
    if (!link) throw new Error(`no confirmation link in:\n${mail.text}`);
    return { mail, token: link[1] };
  };

  beforeEach(async () => {
    clock = Date.now();
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    smtp = await startSmtpReceiver();
    webhook = await startWebhookReceiver();
  });
  afterEach(async () => {
    await worker.stop();
    for (const transport of transports.splice(0)) transport.close();
    await smtp.close();
    await webhook.close();
    await storage.close();
    await database.drop();
  });

  it("sends one confirmation e-mail, confirms once, keeps consent with a hashed client address and tells the webhook", async () => {
    const { service, keys } = setUp();
    const request = {
      email: "reader@example.com",
      lists: ["insights" as const],
      page: "/insights",
      clientAddress: "203.0.113.9",
    };
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { mail, token } = await confirmLinkOf(0);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("reader@example.com");
    expect(mail.subject).toBe("Please confirm your subscription");
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);

    // Again, and for another list, the same day: the same answer and no second e-mail; the first link confirms both.
    await service.subscribe({ ...request, lists: ["consortium"] });
    expect(await service.confirm(`${token.slice(0, -2)}xx`)).toBe("invalid");
    expect(await service.confirm(token)).toBe("confirmed");
    expect(await service.confirm(token)).toBe("used");
    expect(smtp.messages).toHaveLength(1);

    const db = await storage.ready();
    const statuses = await db.selectFrom("subscriptions").select(["list", "status"]).orderBy("list").execute();
    expect(statuses).toEqual([
      { list: "consortium", status: "confirmed" },
      { list: "insights", status: "confirmed" },
    ]);
    const consent = await db.selectFrom("consent_records").selectAll().orderBy("recorded_at").execute();
    expect(consent.map((record) => record.event)).toEqual(["requested", "requested", "confirmed"]);
    expect(consent[0]).toMatchObject({ page: "/insights", consent_version: "2026-11-26", lists: "insights" });
    expect(consent[0].client_hash).toBe(addressHash(await keys(), "203.0.113.9"));
    expect(JSON.stringify(await db.selectFrom("consent_records").selectAll().execute())).not.toContain("203.0.113.9");

    await eventually(() => webhook.requests.length === 1, 15_000, "the confirmed event");
    const [event] = webhook.requests;
    expect(isValidWebhookSignature(event.body, webhookSecret, event.headers["x-signature"] as string)).toBe(true);
    expect(JSON.parse(event.body.toString())).toMatchObject({
      event: "subscription.confirmed",
      email: "reader@example.com",
      lists: ["insights", "consortium"],
    });
  });

  it("a link older than 7 days is expired, and a day later the address gets a fresh one", async () => {
    const { service } = setUp();
    const request = {
      email: "late@example.com",
      lists: ["insights" as const],
      page: "/insights",
      clientAddress: "::1",
    };
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { token } = await confirmLinkOf(0);
    clock += 7 * day + 1;
    expect(await service.confirm(token)).toBe("expired");
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 2, 15_000, "a second confirmation e-mail");
    const fresh = await confirmLinkOf(1);
    expect(await service.confirm(fresh.token)).toBe("confirmed");
  });

  it(
    "while the SMTP server is down the confirmation waits in the outbox, and goes out once it is back",
    { timeout: 60_000 },
    async () => {
      const { service } = setUp();
      const port = smtp.port;
      await smtp.close();
      await service.subscribe({ email: "patient@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
      const db = await storage.ready();
      await eventually(
        async () =>
          (
            await db
              .selectFrom("deliveries")
              .select("status")
              .where("channel", "=", "subscribe-confirmation")
              .executeTakeFirst()
          )?.status === "failing",
        15_000,
        "a failed attempt",
      );
      smtp = await startSmtpReceiver(port);
      // The retry's back-off is counted on the test's clock: past it now.
      clock += 1_000;
      await eventually(() => smtp.messages.length === 1, 20_000, "the confirmation e-mail once the server is back");
      expect(smtp.messages[0].to).toEqual(["patient@example.com"]);
    },
  );

  it("an address that never confirms is forgotten 30 days after its last request, a confirmed one is kept", async () => {
    const { service } = setUp();
    const request = { lists: ["insights" as const], page: "/insights", clientAddress: "::1" };
    await service.subscribe({ ...request, email: "never@example.com" });
    await service.subscribe({ ...request, email: "kept@example.com" });
    await eventually(() => smtp.messages.length === 2, 15_000, "two confirmation e-mails");
    const kept = smtp.messages.findIndex((message) => message.to.includes("kept@example.com"));
    expect(await service.confirm((await confirmLinkOf(kept)).token)).toBe("confirmed");
    const db = await storage.ready();
    expect(await forgetUnconfirmedBefore(db, clock - 1)).toBe(0);
    expect(await forgetUnconfirmedBefore(db, clock + 30 * day)).toBe(1);
    const left = await db.selectFrom("subscribers").select("email").execute();
    expect(left).toEqual([{ email: "kept@example.com" }]);
    const orphans = await db.selectFrom("consent_records").select("subscriber_id").distinct().execute();
    expect(orphans).toHaveLength(1);
  });

  it("the preferences link changes the lists and unsubscribes from everything", async () => {
    const { service, keys } = setUp();
    await service.subscribe({
      email: "mover@example.com",
      lists: ["insights", "consortium"],
      page: "/",
      clientAddress: "::1",
    });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    expect(await service.confirm((await confirmLinkOf(0)).token)).toBe("confirmed");
    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    const { manageToken } = await import("../../server/newsletter/newsletter-keys");
    const manage = manageToken(await keys(), id);

    expect(await service.preferences(`${manage}x`)).toEqual({ outcome: "invalid" });
    expect(await service.choose(manage, ["insights"])).toMatchObject({
      outcome: "found",
      lists: [
        { list: "insights", subscribed: true },
        { list: "consortium", subscribed: false },
      ],
    });
    expect(await service.choose(manage, [])).toMatchObject({
      lists: [
        { list: "insights", subscribed: false },
        { list: "consortium", subscribed: false },
      ],
    });
    await eventually(() => webhook.requests.length === 3, 15_000, "three events");
    const events = webhook.requests.map(
      (request) => JSON.parse(request.body.toString()) as { event: string; lists: string[] },
    );
    expect(events.map((event) => [event.event, event.lists])).toEqual([
      ["subscription.confirmed", ["insights", "consortium"]],
      ["subscription.unsubscribed", ["consortium"]],
      ["subscription.unsubscribed", ["insights"]],
    ]);
    expect(smtp.messages).toHaveLength(1);
  });
});
