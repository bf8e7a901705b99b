/**
 * The channels one delivery goes through (server/delivery/channels.ts, webhook.ts), against a
 * real SMTP receiver and a real HTTP receiver: what counts as a webhook delivered, how the
 * e-mails travel, and when the visitor's confirmation has nothing to send.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createReceiptChannel, createEmailChannel, createSmtpTransport } from "../../server/delivery/channels";
import { postWebhook } from "../../server/delivery/webhook";
import { Storage } from "../../server/storage/database";
import { site } from "../support/built-site";
import { startSmtpReceiver, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase } from "../support/test-databases";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mailFrom = "no-reply@aequa.example";
const submission = (fields: Record<string, string>) => ({
  id: crypto.randomUUID(),
  form: "contact" as const,
  fields,
  context: {},
  createdAt: new Date(),
});

describe("the webhook", () => {
  it("counts any 2xx answer as delivered, an answer without a body too, and names itself", async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(webhook.close);
    const options = { url: webhook.url, secret: "a-secret-of-sufficient-length" };

    webhook.state.status = 204;
    await expect(postWebhook(submission({ name: "Ada" }), options)).resolves.toBeUndefined();
    webhook.state.status = 299;
    await expect(postWebhook(submission({ name: "Ada" }), options)).resolves.toBeUndefined();
    expect(webhook.requests.map((request) => request.headers["user-agent"])).toEqual([
      "site-leads-webhook/1",
      "site-leads-webhook/1",
    ]);
  });

  it("counts a redirect or an error as not delivered, with the status in the reason", async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(webhook.close);
    const options = { url: webhook.url, secret: "a-secret-of-sufficient-length" };
    for (const status of [300, 302, 404, 500]) {
      webhook.state.status = status;
      await expect(postWebhook(submission({ name: "Ada" }), options)).rejects.toThrow(
        `webhook answered HTTP ${status}`,
      );
    }
  });
});

describe("the e-mail channels", () => {
  it("send a run of e-mails over one SMTP connection, base64-encoded", async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const transport = createSmtpTransport(smtp.url);
    // Before the receiver closes, which would otherwise wait for the pool's open connection.
    cleanups.push(() => transport.close());
    const channel = createEmailChannel({ transport, mailFrom, site });
    const fields = { name: "Zoë", email: "zoe@example.com", inquiryType: "general", message: "Grüße" };

    await channel.deliver(submission(fields));
    await channel.deliver(submission(fields));
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.connections.count).toBe(1);
    const encodings = smtp.messages[0].raw.match(/^Content-Transfer-Encoding: .+$/gim);
    expect(encodings?.length).toBeGreaterThanOrEqual(2);
    for (const encoding of encodings ?? []) expect(encoding).toMatch(/: base64$/i);
  });

  it("send no confirmation for a submission without an address, and claim none of the day's allowance", async () => {
    const database = await createTestDatabase("sqlite");
    const storage = new Storage(database.location, () => {});
    cleanups.push(
      () => database.drop(),
      () => storage.close(),
    );
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const transport = createSmtpTransport(smtp.url);
    cleanups.push(() => transport.close());
    const channel = createReceiptChannel({ transport, mailFrom, site, storage });

    await expect(channel.deliver(submission({ name: "No address" }))).resolves.toBe("not needed");
    expect(smtp.messages).toEqual([]);
    expect(await (await storage.ready()).selectFrom("confirmation_limits").selectAll().execute()).toEqual([]);
  });
});
