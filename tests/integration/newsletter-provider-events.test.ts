/**
 * Bounces and complaints from sending services at POST /newsletter/events/<provider>
 * (server/newsletter/provider-events/), over real HTTP on real SQLite and PostgreSQL, with the
 * providers' documented sample payloads (tests/fixtures/provider-events) signed as each provider signs:
 * Amazon SES through SNS (an RSA signature by a certificate on an SNS host: here a test certificate the
 * test serves), Mailgun (HMAC of timestamp and token), and our own signed format. Each request is
 * verified before anything changes; every refusal has its status and changes nothing.
 */
import { createHmac, createSign, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookSignature } from "../../server/delivery/webhook";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import {
  providerEventsBodyLimit,
  providerEventsHandler,
  type ProviderEventsOptions,
} from "../../server/newsletter/provider-events/events-endpoint";
import { readRequestBody } from "../../server/request-body";
import { Storage } from "../../server/storage/database";
import { createTestDatabase, databaseKinds, type TestDatabase, unreachableDatabase } from "../support/test-databases";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/provider-events");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const signingKey = fixture("sns-test-signing.key");
const certificate = fixture("sns-test-signing.pem");
const topic = "arn:aws:sns:eu-west-1:123456789012:ses-feedback";
const certUrl = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-0123456789abcdef.pem";
const mailgunKey = "key-mailgun-webhook-signing-0123";
const eventsSecret = "our-own-events-secret-0123456789";
const quiet = () => {};

/** An SNS message as SNS signs it (docs: the string to sign), version 1 (SHA1) or 2 (SHA256). */
function snsMessage(fields: Record<string, string>, { version = "2", key = signingKey } = {}) {
  const message: Record<string, string> = {
    MessageId: randomUUID(),
    TopicArn: topic,
    Timestamp: new Date().toISOString(),
    SignatureVersion: version,
    SigningCertURL: certUrl,
    ...fields,
  };
  const keys =
    message.Type === "Notification"
      ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  const signed = keys
    .filter((name) => name in message)
    .map((name) => `${name}\n${message[name]}\n`)
    .join("");
  message.Signature = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256")
    .update(signed)
    .sign(key, "base64");
  return message;
}

const sesNotification = (ses: unknown, options?: { version?: string; key?: string }) =>
  snsMessage({ Type: "Notification", Message: typeof ses === "string" ? ses : JSON.stringify(ses) }, options);

/** A Mailgun sample payload, signed now (or at `timestamp`) with a fresh token. */
function mailgunEvent(
  name: string,
  { timestamp = Math.floor(Date.now() / 1000), key = mailgunKey, token = randomUUID() } = {},
) {
  const body = JSON.parse(fixture(name));
  const stamp = String(timestamp);
  body.signature = {
    token,
    timestamp: stamp,
    signature: createHmac("sha256", key)
      .update(stamp + token)
      .digest("hex"),
  };
  return body;
}

describe.each(databaseKinds)("provider events on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let url: string;
  let close: () => Promise<void>;
  const fetched: string[] = [];
  const confirmed: string[] = [];

  function serve(options: Partial<ProviderEventsOptions> = {}) {
    const app = express();
    const handler = providerEventsHandler({
      storage,
      settings: { sesTopicArns: [topic], mailgunSigningKey: mailgunKey, signedSecret: eventsSecret },
      webhook: false,
      async certificates(address) {
        fetched.push(address);
        if (address !== certUrl) throw new Error("no such certificate");
        return certificate;
      },
      async confirmSubscription(address) {
        confirmed.push(address);
      },
      log: quiet,
      ...options,
    });
    app.post("/newsletter/events/:provider", readRequestBody(providerEventsBodyLimit), handler);
    return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/newsletter/events`,
          close: () => new Promise((done) => server.close(() => done())),
        }),
      );
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
    const keys = await newsletterKeysSource(storage, "provider-events-newsletter-secret")();
    const emails = [
      "jane@example.com",
      "mary@example.com",
      "richard@example.com",
      "alice@example.com",
      "bob@example.com",
    ];
    await importSubscribers(storage.db, keys, { text: ["email", ...emails].join("\n"), fileName: "list.csv" });
    await storage.db
      .insertInto("subscriptions")
      .values({
        subscriber_id: (
          await storage.db
            .selectFrom("subscribers")
            .select("id")
            .where("email", "=", "richard@example.com")
            .executeTakeFirstOrThrow()
        ).id,
        list: "consortium",
        status: "confirmed",
        updated_at: 0,
        confirmed_at: 0,
      })
      .execute();
    ({ url, close } = await serve());
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await storage?.close();
    await database?.drop();
  });
  beforeEach(() => {
    fetched.length = 0;
    confirmed.length = 0;
  });

  const post = (provider: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/${provider}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stateOf = async (email: string) => {
    const subscriber = await storage.db
      .selectFrom("subscribers")
      .select(["id", "deliverability"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const lists = await storage.db
      .selectFrom("subscriptions")
      .select(["list", "status"])
      .where("subscriber_id", "=", subscriber.id)
      .orderBy("list")
      .execute();
    const consent = await storage.db
      .selectFrom("consent_records")
      .select(["event", "page", "detail", "lists"])
      .where("subscriber_id", "=", subscriber.id)
      .where("event", "!=", "imported")
      .execute();
    return { mail: subscriber.deliverability, lists, consent };
  };
  /** Everything a refused request could have changed. */
  const snapshot = async () =>
    JSON.stringify([
      await storage.db.selectFrom("subscribers").select(["email", "deliverability"]).orderBy("email").execute(),
      await storage.db
        .selectFrom("subscriptions")
        .select(["subscriber_id", "list", "status"])
        .orderBy("subscriber_id")
        .orderBy("list")
        .execute(),
      (await storage.db.selectFrom("consent_records").select("id").execute()).length,
    ]);

  it("Amazon SES: a permanent bounce stops mail to the address, a complaint also unsubscribes it from every list; a second copy changes nothing", async () => {
    const bounce = sesNotification(JSON.parse(fixture("ses-bounce.json")), { version: "1" });
    const answer = await fetch(`${url}/ses`, {
      method: "POST",
      headers: { "Content-Type": "text/plain; charset=UTF-8", "x-amz-sns-message-type": "Notification" },
      body: JSON.stringify(bounce),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1 });
    expect(fetched).toEqual([certUrl]);
    expect(await stateOf("jane@example.com")).toEqual({
      mail: "bouncing",
      lists: [{ list: "insights", status: "confirmed" }],
      consent: [
        {
          event: "bounced",
          page: "provider event: Amazon SES",
          detail: "SES General bounce: 5.1.1: smtp; 550 5.1.1 <jane@example.com>... User",
          lists: "",
        },
      ],
    });
    expect((await stateOf("mary@example.com")).mail, "named in the mail, not bounced").toBe("active");

    const complaint = sesNotification(JSON.parse(fixture("ses-complaint.json")));
    expect((await post("ses", complaint)).status).toBe(200);
    expect(await stateOf("richard@example.com")).toEqual({
      mail: "complained",
      lists: [
        { list: "consortium", status: "unsubscribed" },
        { list: "insights", status: "unsubscribed" },
      ],
      consent: [
        {
          event: "complained",
          page: "provider event: Amazon SES",
          detail: "SES complaint: abuse",
          lists: "insights,consortium",
        },
      ],
    });

    const again = await post("ses", complaint);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ applied: 0 });
    expect((await stateOf("richard@example.com")).consent).toHaveLength(1);

    const transient = JSON.parse(fixture("ses-bounce.json"));
    transient.bounce.bounceType = "Transient";
    transient.bounce.bouncedRecipients[0].emailAddress = "mary@example.com";
    expect(await (await post("ses", sesNotification(transient))).json()).toEqual({ applied: 0 });
    const delivery = { notificationType: "Delivery", delivery: { recipients: ["mary@example.com"] } };
    expect(await (await post("ses", sesNotification(delivery))).json()).toEqual({ applied: 0 });
    expect((await stateOf("mary@example.com")).mail).toBe("active");
  });

  it("Amazon SNS: confirms a subscription to a configured topic on an SNS host only", async () => {
    const subscribeUrl = `https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${topic}&Token=abc`;
    const subscription = (address: string) =>
      snsMessage({
        Type: "SubscriptionConfirmation",
        Message: "You have chosen to subscribe",
        SubscribeURL: address,
        Token: "abc",
      });
    expect((await post("ses", subscription(subscribeUrl))).status).toBe(200);
    expect(confirmed).toEqual([subscribeUrl]);
    const elsewhere = await post("ses", subscription("https://attacker.example/?Action=ConfirmSubscription"));
    expect(elsewhere.status).toBe(403);
    expect(confirmed).toHaveLength(1);
    const ended = snsMessage({
      Type: "UnsubscribeConfirmation",
      Message: "ended",
      SubscribeURL: subscribeUrl,
      Token: "abc",
    });
    expect((await post("ses", ended)).status).toBe(200);
    expect(confirmed).toHaveLength(1);
  });

  it("Amazon SNS: refuses a stranger's topic before fetching anything, a certificate off SNS hosts, a signature that does not match, and what is not an SNS message", async () => {
    const before = await snapshot();
    const bounce = JSON.parse(fixture("ses-bounce.json"));
    bounce.bounce.bouncedRecipients[0].emailAddress = "mary@example.com";
    const stranger = sesNotification(bounce);
    stranger.TopicArn = "arn:aws:sns:eu-west-1:999999999999:someone-else";
    expect((await post("ses", stranger)).status).toBe(403);
    for (const address of [
      "http://sns.eu-west-1.amazonaws.com/cert.pem",
      "https://sns.eu-west-1.amazonaws.com.attacker.example/cert.pem",
      "https://attacker.example/sns.eu-west-1.amazonaws.com.pem",
      "https://sns.eu-west-1.amazonaws.com/cert.txt",
      "https://sns.eu-west-1.amazonaws.com:8443/cert.pem",
    ]) {
      const message = sesNotification(bounce);
      message.SigningCertURL = address;
      expect((await post("ses", message)).status, address).toBe(401);
    }
    expect(fetched, "nothing fetched for a stranger or off an SNS host").toEqual([]);
    const altered = sesNotification(bounce);
    altered.Message = altered.Message.replace("mary@", "jane@");
    expect((await post("ses", altered)).status).toBe(401);
    // A well-formed forgery (docs/decisions/022-mutation-testing.md): the certificate's signature of another message.
    const otherBounce = JSON.parse(fixture("ses-bounce.json"));
    otherBounce.bounce.bouncedRecipients[0].emailAddress = "jane@example.com";
    const swapped = sesNotification(bounce);
    swapped.Signature = sesNotification(otherBounce).Signature;
    expect(swapped.Signature).toHaveLength(sesNotification(bounce).Signature.length);
    const refusedSwap = await post("ses", swapped);
    expect([refusedSwap.status, await refusedSwap.json()], "another message's signature").toEqual([
      401,
      { error: "the signature does not match" },
    ]);
    const { generateKeyPairSync } = await import("node:crypto");
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect((await post("ses", sesNotification(bounce, { key: String(otherKey) }))).status).toBe(401);
    const unknownVersion = sesNotification(bounce);
    unknownVersion.SignatureVersion = "3";
    expect((await post("ses", unknownVersion)).status).toBe(401);
    expect((await post("ses", "not json")).status).toBe(400);
    expect((await post("ses", { Type: "Notification", Message: "x" })).status).toBe(400);
    expect((await post("ses", sesNotification("not an SES notification"))).status).toBe(400);
    expect(
      (await post("ses", sesNotification(bounce), { "Content-Type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await post("ses", "x".repeat(providerEventsBodyLimit + 1))).status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it("Mailgun: a permanent failure bounces, a complaint unsubscribes; a bad signature, a stale timestamp and a replayed token are refused", async () => {
    const before = await snapshot();
    expect(
      (await post("mailgun", mailgunEvent("mailgun-permanent-failure.json", { key: "key-another-signing-key-000" })))
        .status,
    ).toBe(401);
    const stale = mailgunEvent("mailgun-permanent-failure.json", { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect((await post("mailgun", stale)).status).toBe(403);
    const tampered = mailgunEvent("mailgun-permanent-failure.json");
    tampered.signature.token = `${tampered.signature.token}x`;
    expect((await post("mailgun", tampered)).status).toBe(401);
    // Well-formed forgeries (docs/decisions/022-mutation-testing.md): 64 hex digits with other bytes, and
    // the signature of another request.
    const otherBytes = mailgunEvent("mailgun-permanent-failure.json");
    const hex = otherBytes.signature.signature;
    otherBytes.signature.signature = `${hex[0] === "0" ? "1" : "0"}${hex.slice(1)}`;
    expect((await post("mailgun", otherBytes)).status, "other bytes").toBe(401);
    const swapped = mailgunEvent("mailgun-permanent-failure.json");
    swapped.signature.signature = mailgunEvent("mailgun-permanent-failure.json").signature.signature;
    expect((await post("mailgun", swapped)).status, "another request's signature").toBe(401);
    const shorter = mailgunEvent("mailgun-permanent-failure.json");
    shorter.signature.signature = shorter.signature.signature.slice(1);
    expect((await post("mailgun", shorter)).status, "a signature of another length").toBe(401);
    expect((await post("mailgun", { "event-data": {} })).status).toBe(400);
    expect(await snapshot()).toBe(before);

    const failure = mailgunEvent("mailgun-permanent-failure.json");
    const answer = await post("mailgun", failure);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1 });
    expect(await stateOf("alice@example.com")).toMatchObject({
      mail: "bouncing",
      consent: [
        {
          event: "bounced",
          page: "provider event: Mailgun",
          detail: "Mailgun permanent failure: suppress-bounce: 605: Not delivering to previously bounced address",
        },
      ],
    });
    expect((await post("mailgun", failure)).status, "the same token again").toBe(403);

    const temporary = mailgunEvent("mailgun-permanent-failure.json");
    temporary["event-data"].severity = "temporary";
    temporary["event-data"].recipient = "bob@example.com";
    expect(await (await post("mailgun", temporary)).json()).toEqual({ applied: 0 });
    const complaint = mailgunEvent("mailgun-complained.json");
    complaint["event-data"].recipient = "bob@example.com";
    expect(await (await post("mailgun", complaint)).json()).toEqual({ applied: 1 });
    expect(await stateOf("bob@example.com")).toMatchObject({
      mail: "complained",
      lists: [{ list: "insights", status: "unsubscribed" }],
    });
  });

  it("our own format: signed like the webhook, fresh and never seen before", async () => {
    const body = (events: unknown[], { id = randomUUID(), sentAt = new Date().toISOString() } = {}) =>
      JSON.stringify({ id, sentAt, events });
    const signed = (text: string, secretKey = eventsSecret) => ({ "X-Signature": webhookSignature(text, secretKey) });
    const before = await snapshot();
    const bounce = body([{ type: "bounce", email: "Mary@Example.com", detail: "550 5.1.1 unknown user" }]);
    expect((await post("signed", bounce, signed(bounce, "not-the-events-secret-000"))).status).toBe(401);
    expect((await post("signed", bounce)).status).toBe(401);
    // Well-formed forgeries (docs/decisions/022-mutation-testing.md): the header's length and hex digits
    // with other bytes, and the signature of another body.
    const header = webhookSignature(bounce, eventsSecret);
    const otherBytes = `sha256=${header[7] === "0" ? "1" : "0"}${header.slice(8)}`;
    expect((await post("signed", bounce, { "X-Signature": otherBytes })).status, "other bytes").toBe(401);
    const another = body([{ type: "complaint", email: "mary@example.com" }]);
    const refusedSwap = await post("signed", bounce, signed(another));
    expect([refusedSwap.status, await refusedSwap.json()], "another body's signature").toEqual([
      401,
      { error: "the signature does not match" },
    ]);
    const old = body([{ type: "bounce", email: "mary@example.com" }], {
      sentAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect((await post("signed", old, signed(old))).status).toBe(403);
    const wrong = JSON.stringify({
      id: "x",
      sentAt: new Date().toISOString(),
      events: [{ type: "soft-bounce", email: "mary@example.com" }],
    });
    expect((await post("signed", wrong, signed(wrong))).status).toBe(400);
    expect(await snapshot()).toBe(before);

    const answer = await post("signed", bounce, signed(bounce));
    expect(await answer.json()).toEqual({ applied: 1 });
    expect(await stateOf("mary@example.com")).toMatchObject({
      mail: "bouncing",
      consent: [{ event: "bounced", page: "provider event: signed event", detail: "550 5.1.1 unknown user" }],
    });
    expect((await post("signed", bounce, signed(bounce))).status, "replayed").toBe(403);
    const unknown = body([{ type: "complaint", email: "stranger@example.com" }]);
    expect(await (await post("signed", unknown, signed(unknown))).json()).toEqual({ applied: 0 });
  });

  it("says why it refuses, is never cached, and wakes the delivery worker only when the webhook has news", async () => {
    const refusal = async (answer: Response) => [
      answer.status,
      answer.headers.get("cache-control"),
      ((await answer.json()) as { error: string }).error,
    ];
    expect(await refusal(await post("postmark", "{}"))).toEqual([
      404,
      "no-store",
      'no events are taken from "postmark" here',
    ]);
    expect(await refusal(await post("ses", "{}", { "Content-Type": "text/html" }))).toEqual([
      415,
      "no-store",
      "send text/plain or application/json",
    ]);
    expect(await refusal(await post("signed", "{}", { "Content-Type": "text/plain; charset=utf-8" }))).toEqual([
      415,
      "no-store",
      "send application/json",
    ]);
    const notUtf8 = await fetch(`${url}/signed`, {
      method: "POST",
      headers: { "Content-Type": "Application/JSON; charset=utf-8" },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect(await refusal(notUtf8)).toEqual([400, "no-store", "the body is not UTF-8 text"]);

    const keys = await newsletterKeysSource(storage, "provider-events-newsletter-secret")();
    await importSubscribers(storage.db, keys, { text: "email\ncarol@example.com", fileName: "list.csv" });
    let woken = 0;
    const told = await serve({ webhook: true, onQueued: () => woken++ });
    const untold = await serve({ webhook: false, onQueued: () => woken++ });
    const signedPost = (to: string, events: unknown[]) => {
      const text = JSON.stringify({ id: randomUUID(), sentAt: new Date().toISOString(), events });
      return fetch(`${to}/signed`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Signature": webhookSignature(text, eventsSecret) },
        body: text,
      });
    };
    try {
      expect(await (await signedPost(told.url, [{ type: "complaint", email: "nobody@example.com" }])).json()).toEqual({
        applied: 0,
      });
      expect(await (await signedPost(untold.url, [{ type: "bounce", email: "carol@example.com" }])).json()).toEqual({
        applied: 1,
      });
      expect(woken, "nothing for the webhook yet").toBe(0);
      expect(await (await signedPost(told.url, [{ type: "complaint", email: "carol@example.com" }])).json()).toEqual({
        applied: 1,
      });
      expect(woken).toBe(1);
    } finally {
      await told.close();
      await untold.close();
    }
  });

  it("a provider that is not configured is not found, and a database that cannot be reached is a 503 to try again", async () => {
    const bare = await serve({ settings: { sesTopicArns: [] } });
    const away = new Storage(unreachableDatabase(kind), quiet);
    const down = await serve({ storage: away });
    try {
      for (const provider of ["ses", "mailgun", "signed", "postmark", "constructor"]) {
        expect((await fetch(`${bare.url}/${provider}`, { method: "POST", body: "{}" })).status, provider).toBe(404);
      }
      const text = JSON.stringify({
        id: randomUUID(),
        sentAt: new Date().toISOString(),
        events: [{ type: "bounce", email: "jane@example.com" }],
      });
      const answer = await fetch(`${down.url}/signed`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Signature": webhookSignature(text, eventsSecret) },
        body: text,
      });
      expect(answer.status).toBe(503);
    } finally {
      await bare.close();
      await down.close();
      await away.close();
    }
  });
});
