import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createEmailChannel,
  createSmtpTransport,
  createWebhookChannel,
  type DeliveryChannel,
} from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { claimDueDeliveries } from "../../server/delivery/outbox";
import { isValidWebhookSignature } from "../../server/delivery/webhook";
import { Storage } from "../../server/storage/database";
import type { SubmissionChannelName } from "../../server/storage/schema";
import { createSubmissionStore, listSubmissions } from "../../server/submissions/submission-store";
import { site } from "../support/built-site";
import { eventually, mailHeader, mimePart, startSmtpReceiver, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const secret = "integration-test-webhook-secret";

/** A channel whose outcome the test decides: fails until `up` is set, and records what it delivered. */
function switchableChannel(name: SubmissionChannelName) {
  const delivered: string[] = [];
  const control = { up: false };
  const channel: DeliveryChannel = {
    name,
    async deliver(submission) {
      if (!control.up) throw new Error("receiver down");
      delivered.push(submission.id);
    },
  };
  return { channel, delivered, control };
}

describe.each(databaseKinds)("outbox delivery on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await storage.close();
    await database.drop();
  });

  it("two workers claiming at the same time never claim the same row", { timeout: 60_000 }, async () => {
    const store = createSubmissionStore({ storage, channels: ["webhook"], log: quiet });
    const total = 60;
    for (let index = 0; index < total; index++) await store.submit({ form: "contact", fields: { name: `n${index}` } });

    // Two processes' worth of connections: two separate Storage instances (pools) on one database.
    const other = new Storage(database.location, quiet);
    cleanups.push(() => other.close());
    await other.ready();
    const now = Date.now() + 1_000;
    const claimAll = async (claimer: Storage, owner: string) => {
      const ids: string[] = [];
      for (;;) {
        const batch = await claimDueDeliveries(claimer.db, claimer.dialect, {
          owner,
          channels: ["webhook"],
          now,
          leaseMs: 60_000,
          limit: 3,
        });
        if (batch.length === 0) return ids;
        ids.push(...batch.map((delivery) => delivery.id));
      }
    };
    const results = await Promise.all([
      claimAll(storage, "worker-a"),
      claimAll(other, "worker-b"),
      claimAll(storage, "worker-c"),
      claimAll(other, "worker-d"),
    ]);
    const all = results.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    if (kind === "postgres") {
      // The claimers really ran side by side, not one after the other.
      expect(results.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
    }
  });

  it("retries a failed delivery with exponential back-off and records attempts, last error and delivery time", async () => {
    let clock = Date.UTC(2030, 5, 1, 12);
    const { channel, delivered, control } = switchableChannel("webhook");
    const worker = new DeliveryWorker({
      storage,
      channels: [channel],
      backoff: { baseMs: 30_000, maxMs: 3_600_000, jitter: 0 },
      now: () => clock,
      log: quiet,
    });
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => clock, log: quiet });
    const { id } = await store.submit({ form: "demo-request", fields: { name: "Grace" } });

    expect(await worker.runOnce()).toBe(1);
    let [state] = (await listSubmissions(storage.db))[0].deliveries;
    expect(state).toMatchObject({ status: "failing", attempts: 1, lastError: "receiver down", deliveredAt: null });
    expect(state.nextAttemptAt?.getTime()).toBe(clock + 30_000);

    clock += 29_000;
    expect(await worker.runOnce()).toBe(0);
    clock += 1_000;
    expect(await worker.runOnce()).toBe(1);
    [state] = (await listSubmissions(storage.db))[0].deliveries;
    expect(state).toMatchObject({ status: "failing", attempts: 2 });
    expect(state.nextAttemptAt?.getTime()).toBe(clock + 60_000);

    control.up = true;
    clock += 60_000;
    expect(await worker.runOnce()).toBe(1);
    [state] = (await listSubmissions(storage.db))[0].deliveries;
    expect(state).toMatchObject({ status: "delivered", attempts: 3, nextAttemptAt: null });
    expect(state.deliveredAt?.getTime()).toBe(clock);
    expect(delivered).toEqual([id]);
    expect(await worker.runOnce()).toBe(0);
  });

  it("resumes after a restart: pending rows and rows whose worker died mid-delivery are delivered by the next worker", async () => {
    let clock = Date.UTC(2030, 5, 1, 12);
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => clock, log: quiet });
    const first = await store.submit({ form: "contact", fields: { name: "claimed then crashed" } });
    // A worker claims the row and dies before recording the outcome (its lease stays).
    const claimed = await claimDueDeliveries(storage.db, storage.dialect, {
      owner: "dead-worker",
      channels: ["webhook"],
      now: clock,
      leaseMs: 120_000,
      limit: 10,
    });
    expect(claimed.map((delivery) => delivery.submission?.id)).toEqual([first.id]);
    const second = await store.submit({ form: "contact", fields: { name: "never claimed" } });
    await storage.close();

    // The restarted process: new connections, new worker.
    storage = new Storage(database.location, quiet);
    const { channel, delivered, control } = switchableChannel("webhook");
    control.up = true;
    const worker = new DeliveryWorker({
      storage,
      channels: [channel],
      backoff: { baseMs: 30_000, maxMs: 3_600_000 },
      leaseMs: 120_000,
      now: () => clock,
      log: quiet,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(delivered).toEqual([second.id]);
    clock += 120_001;
    expect(await worker.runOnce()).toBe(1);
    expect(delivered).toEqual([second.id, first.id]);
    const states = (await listSubmissions(storage.db)).map((submission) => submission.deliveries[0].status);
    expect(states).toEqual(["delivered", "delivered"]);
  });

  it(
    "e-mails the department for the inquiry type and posts a signed webhook, both with the fields verbatim",
    { timeout: 60_000 },
    async () => {
      const smtp = await startSmtpReceiver();
      const webhook = await startWebhookReceiver();
      cleanups.push(smtp.close, webhook.close);
      const mailFrom = '"Site website" <no-reply@aequa.example>';
      const transport = createSmtpTransport(smtp.url);
      // Before the receiver closes, which would otherwise wait for the pool's open connections.
      cleanups.push(() => transport.close());
      const worker = new DeliveryWorker({
        storage,
        channels: [
          createEmailChannel({ transport, mailFrom, site }),
          createWebhookChannel({ url: webhook.url, secret }),
        ],
        backoff: { baseMs: 50, maxMs: 200 },
        pollMs: 50,
        log: quiet,
      });
      const store = createSubmissionStore({
        storage,
        channels: ["email", "webhook"],
        onStored: () => worker.wake(),
        log: quiet,
      });
      worker.start();
      cleanups.push(() => worker.stop());

      const fields = {
        name: "Mallory <img src=x onerror=alert(1)>",
        email: "mallory@example.com",
        inquiryType: "investors",
        message: "Line one & <b>two</b>\n'; DELETE FROM submissions; --",
      };
      const context = { landingPage: "/platform", utmSource: "<b>newsletter</b>" };
      const { id, createdAt } = await store.submit({ form: "contact", fields, context });
      await eventually(() => smtp.messages.length === 1 && webhook.requests.length === 1, 15_000, "both deliveries");

      const [mail] = smtp.messages;
      expect(mail.to).toEqual([site.emails.investors]);
      expect(mail.from).toBe("no-reply@aequa.example");
      expect(mailHeader(mail.raw, "Reply-To")).toBe("mallory@example.com");
      expect(mailHeader(mail.raw, "Message-ID")).toBe(`<${id}@aequa.example>`);
      // SMTP carries line breaks as CRLF.
      const text = mimePart(mail.raw, "text/plain").replaceAll("\r\n", "\n");
      expect(text).toContain(`Name: ${fields.name}`);
      expect(text).toContain("Inquiry Type: Investment Opportunities");
      expect(text).toContain(fields.message);
      const html = mimePart(mail.raw, "text/html");
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<b>");
      expect(html).toContain("Mallory &lt;img src=x onerror=alert(1)&gt;");
      expect(html).toContain("&#x27;; DELETE FROM submissions; --");
      expect(html).toContain("&lt;b&gt;newsletter&lt;/b&gt;");

      const [request] = webhook.requests;
      expect(request.method).toBe("POST");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["idempotency-key"]).toBe(id);
      expect(isValidWebhookSignature(request.body, secret, request.headers["x-signature"] as string)).toBe(true);
      expect(
        isValidWebhookSignature(request.body, "another-secret-of-length", request.headers["x-signature"] as string),
      ).toBe(false);
      expect(JSON.parse(request.body.toString("utf8"))).toEqual({
        version: 2,
        id,
        form: "contact",
        fields,
        context,
        createdAt: createdAt.toISOString(),
      });
      await eventually(
        async () =>
          (await listSubmissions(storage.db))[0].deliveries.every((delivery) => delivery.status === "delivered"),
        5_000,
        "deliveries recorded",
      );
    },
  );

  it("keeps retrying while the receivers are down and delivers once they are back", { timeout: 60_000 }, async () => {
    // Reserve ports, then take the receivers down: connections are refused at first.
    const smtpProbe = await startSmtpReceiver();
    const webhookProbe = await startWebhookReceiver();
    const ports = { smtp: smtpProbe.port, webhook: webhookProbe.port };
    await smtpProbe.close();
    await webhookProbe.close();

    const transport = createSmtpTransport(`smtp://127.0.0.1:${ports.smtp}`);
    const worker = new DeliveryWorker({
      storage,
      channels: [
        createEmailChannel({ transport, mailFrom: "no-reply@aequa.example", site }),
        createWebhookChannel({ url: `http://127.0.0.1:${ports.webhook}/leads`, secret }),
      ],
      backoff: { baseMs: 100, maxMs: 400 },
      pollMs: 50,
      log: quiet,
    });
    const store = createSubmissionStore({
      storage,
      channels: ["email", "webhook"],
      onStored: () => worker.wake(),
      log: quiet,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await store.submit({
      form: "demo-request",
      fields: { name: "Retry", organization: "Org", email: "r@example.com", role: "cto" },
    });

    const failing = await eventually(
      async () => {
        const [submission] = await listSubmissions(storage.db);
        return submission.deliveries.every((delivery) => delivery.attempts >= 2) && submission.deliveries;
      },
      15_000,
      "two failed attempts per channel",
    );
    for (const delivery of failing) {
      expect(delivery.status).toBe("failing");
      expect(delivery.lastError).toMatch(/ECONNREFUSED|fetch failed|connect/i);
    }

    const smtp = await startSmtpReceiver(ports.smtp);
    const webhook = await startWebhookReceiver(ports.webhook);
    webhook.state.status = 503;
    // The pool's open connections go first, or the receiver would wait for them to close.
    cleanups.push(smtp.close, webhook.close, () => transport.close());
    await eventually(() => webhook.requests.length >= 1, 15_000, "the webhook to be tried again");
    webhook.state.status = 200;

    const delivered = await eventually(
      async () => {
        const [submission] = await listSubmissions(storage.db);
        return submission.deliveries.every((delivery) => delivery.status === "delivered") && submission.deliveries;
      },
      15_000,
      "delivery after recovery",
    );
    expect(delivered.map((delivery) => delivery.channel)).toEqual(["email", "webhook"]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual([site.emails.sales]);
    expect(webhook.requests.filter((request) => request.headers["idempotency-key"])).not.toHaveLength(0);
  });
});
