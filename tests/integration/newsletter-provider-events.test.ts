/**
 * Bounces and complaints from sending services at POST /newsletter/events/<provider>
 * (server/newsletter/provider-events/), over real HTTP on real SQLite and PostgreSQL, with the
 * providers' documented sample payloads (tests/fixtures/provider-events) signed as each provider signs:
 * Amazon SES through SNS (an RSA signature by a certificate on an SNS host: here a test certificate the
 * test serves), Mailgun (HMAC of timestamp and token), and our own signed format. Each request is
 * verified before anything changes; every refusal has its status and reason, and changes nothing.
 */
import { createHmac, createSign, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookSignature } from "../../server/delivery/webhook";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import {
  providerEventsBodyLimit,
  openSubscribeUrl,
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
  { timestamp = Math.floor(Date.now() / 1000), key = mailgunKey, token = randomUUID() as string } = {},
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
  const logged: string[] = [];

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
      log: (message) => void logged.push(message),
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
      "carl@example.com",
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
  }, 60_000);
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });
  // A server per test: what each test checks is then what that test's handler did.
  beforeEach(async () => {
    fetched.length = 0;
    confirmed.length = 0;
    logged.length = 0;
    ({ url, close } = await serve());
  });
  afterEach(async () => {
    await close?.();
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
    expect([elsewhere.status, await elsewhere.json()]).toEqual([
      403,
      { error: "the subscription's confirmation address is not on an Amazon SNS host" },
    ]);
    expect(confirmed).toHaveLength(1);
    const ended = snsMessage({
      Type: "UnsubscribeConfirmation",
      Message: "ended",
      SubscribeURL: subscribeUrl,
      Token: "abc",
    });
    expect((await post("ses", ended)).status).toBe(200);
    expect(confirmed).toHaveLength(1);
    expect(logged.filter((line) => !line.includes("refused"))).toEqual([
      `Provider events: confirmed the Amazon SNS subscription to ${topic}`,
      `Provider events: Amazon SNS says the subscription to ${topic} ended`,
    ]);

    // Confirming a subscription changes nothing in the database: it is confirmed while the database is away.
    const away = new Storage(unreachableDatabase(kind), quiet);
    const down = await serve({ storage: away });
    try {
      const answer = await fetch(`${down.url}/ses`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify(subscription(subscribeUrl)),
      });
      expect([answer.status, await answer.json()]).toEqual([200, { applied: 0 }]);
      expect(confirmed).toEqual([subscribeUrl, subscribeUrl]);
    } finally {
      await down.close();
      await away.close();
    }
  });

  it("Amazon SNS: opens a subscription's confirmation address, and fails when it answers with an error", async () => {
    const answers: Record<string, number> = { "/confirm": 200, "/empty": 204, "/gone": 404 };
    const app = express();
    app.get("/moved", (_req, res) => res.redirect("/confirm"));
    app.get("/:page", (req, res) =>
      res.status(answers[`/${req.params.page}`] ?? 500).send(req.params.page === "empty" ? undefined : "ok"),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(openSubscribeUrl(`${at}/confirm`)).resolves.toBeUndefined();
      await expect(openSubscribeUrl(`${at}/empty`)).resolves.toBeUndefined();
      await expect(openSubscribeUrl(`${at}/gone`)).rejects.toThrow("the confirmation address answered HTTP 404");
      // A redirect is not followed: the address SNS signed is the one opened.
      await expect(openSubscribeUrl(`${at}/moved`)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("Amazon SNS: refuses a stranger's topic before fetching anything, a certificate off SNS hosts, a signature that does not match, and what is not an SNS message", async () => {
    const before = await snapshot();
    const bounce = JSON.parse(fixture("ses-bounce.json"));
    bounce.bounce.bouncedRecipients[0].emailAddress = "mary@example.com";
    const stranger = sesNotification(bounce);
    stranger.TopicArn = "arn:aws:sns:eu-west-1:999999999999:someone-else";
    const reason = async (answer: Response) => [answer.status, ((await answer.json()) as { error: string }).error];
    expect(await reason(await post("ses", stranger))).toEqual([403, "the message is for a topic not configured here"]);
    for (const address of [
      "http://sns.eu-west-1.amazonaws.com/cert.pem",
      "https://sns.eu-west-1.amazonaws.com.attacker.example/cert.pem",
      "https://attacker.example/sns.eu-west-1.amazonaws.com.pem",
      "https://sns.eu-west-1.amazonaws.com/cert.txt",
      "https://sns.eu-west-1.amazonaws.com:8443/cert.pem",
    ]) {
      const message = sesNotification(bounce);
      message.SigningCertURL = address;
      expect(await reason(await post("ses", message)), address).toEqual([
        401,
        "the signing certificate is not on an Amazon SNS host",
      ]);
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
    expect(await reason(await post("ses", unknownVersion))).toEqual([401, "signature version 3 is not known"]);
    expect(await reason(await post("ses", "not json"))).toEqual([400, "the body is not JSON"]);
    expect(await reason(await post("ses", { Type: "Notification", Message: "x" }))).toEqual([
      400,
      "the body is not an Amazon SNS message",
    ]);
    const notSes = await post("ses", sesNotification("not an SES notification"));
    expect([notSes.status, await notSes.json()]).toEqual([
      400,
      { error: "the notification is not an Amazon SES notification" },
    ]);
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
    const reason = async (answer: Response) => [answer.status, ((await answer.json()) as { error: string }).error];
    expect(await reason(await post("mailgun", { "event-data": {} }))).toEqual([
      400,
      "the body is not a Mailgun webhook event",
    ]);
    expect(await reason(await post("mailgun", "not json"))).toEqual([400, "the body is not JSON"]);
    expect(await reason(await post("mailgun", otherBytes))).toEqual([401, "the signature does not match"]);
    expect(await reason(await post("mailgun", stale))).toEqual([
      403,
      "the signature's timestamp is more than five minutes from now",
    ]);
    // Signed right, but with a number where Mailgun sends a string: not Mailgun's format.
    const stamp = Math.floor(Date.now() / 1000);
    const numericStamp = mailgunEvent("mailgun-permanent-failure.json", { timestamp: stamp });
    numericStamp.signature.timestamp = stamp;
    expect((await post("mailgun", numericStamp)).status, "a numeric timestamp").toBe(400);
    const numericToken = mailgunEvent("mailgun-permanent-failure.json", { token: "123456789" });
    numericToken.signature.token = 123456789;
    expect((await post("mailgun", numericToken)).status, "a numeric token").toBe(400);
    const longToken = mailgunEvent("mailgun-permanent-failure.json", { token: "t".repeat(201) });
    expect((await post("mailgun", longToken)).status, "a token over 200 characters").toBe(400);
    expect(await snapshot()).toBe(before);

    const failure = mailgunEvent("mailgun-permanent-failure.json", { token: "t".repeat(200) });
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
    const replayed = await post("mailgun", failure);
    expect([replayed.status, await replayed.json()], "the same token again").toEqual([
      403,
      { error: "this request was already received (a replay)" },
    ]);

    const temporary = mailgunEvent("mailgun-permanent-failure.json");
    temporary["event-data"].severity = "temporary";
    temporary["event-data"].recipient = "bob@example.com";
    expect(await (await post("mailgun", temporary)).json()).toEqual({ applied: 0 });
    // A failure whose report has no reason, code or words: recorded with what there is.
    const bare = mailgunEvent("mailgun-permanent-failure.json");
    bare["event-data"].recipient = "carl@example.com";
    bare["event-data"].reason = null;
    bare["event-data"]["delivery-status"] = { description: "", message: "" };
    expect(await (await post("mailgun", bare)).json()).toEqual({ applied: 1 });
    expect((await stateOf("carl@example.com")).consent).toEqual([
      { event: "bounced", page: "provider event: Mailgun", detail: "Mailgun permanent failure", lists: "" },
    ]);
    const complaint = mailgunEvent("mailgun-complained.json");
    complaint["event-data"].recipient = "bob@example.com";
    expect(await (await post("mailgun", complaint)).json()).toEqual({ applied: 1 });
    expect(await stateOf("bob@example.com")).toMatchObject({
      mail: "complained",
      lists: [{ list: "insights", status: "unsubscribed" }],
    });
    // A bounce after the complaint is recorded, and the address stays stopped for its complaint.
    const bounceAfter = mailgunEvent("mailgun-permanent-failure.json");
    bounceAfter["event-data"].recipient = "bob@example.com";
    expect(await (await post("mailgun", bounceAfter)).json()).toEqual({ applied: 1 });
    expect(await stateOf("bob@example.com")).toMatchObject({
      mail: "complained",
      consent: [{ event: "complained" }, { event: "bounced" }],
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
    const stale = await post("signed", old, signed(old));
    expect([stale.status, await stale.json()]).toEqual([403, { error: "sentAt is more than five minutes from now" }]);
    const wrong = JSON.stringify({
      id: "x",
      sentAt: new Date().toISOString(),
      events: [{ type: "soft-bounce", email: "mary@example.com" }],
    });
    const refusedWrong = await post("signed", wrong, signed(wrong));
    expect([refusedWrong.status, await refusedWrong.json()]).toEqual([
      400,
      { error: "the body is not a list of bounce and complaint events (see docs/configuration.md)" },
    ]);
    // Five minutes old to the millisecond is still fresh.
    const at = Date.UTC(2030, 0, 7, 9);
    const atTheLimit = await serve({ now: () => at });
    try {
      const edge = body([{ type: "complaint", email: "nobody@example.com" }], {
        sentAt: new Date(at - 5 * 60_000).toISOString(),
      });
      const answer = await fetch(`${atTheLimit.url}/signed`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...signed(edge) },
        body: edge,
      });
      expect(await answer.json()).toEqual({ applied: 0 });
    } finally {
      await atTheLimit.close();
    }
    expect(await snapshot()).toBe(before);

    const answer = await post("signed", bounce, signed(bounce));
    expect(await answer.json()).toEqual({ applied: 1 });
    expect(await stateOf("mary@example.com")).toMatchObject({
      mail: "bouncing",
      consent: [{ event: "bounced", page: "provider event: signed event", detail: "550 5.1.1 unknown user" }],
    });
    expect((await post("signed", bounce, signed(bounce))).status, "replayed").toBe(403);
    const long = JSON.parse(fixture("ses-bounce.json"));
    long.bounce.bouncedRecipients[0] = { emailAddress: "mary@example.com", diagnosticCode: "x".repeat(600) };
    expect(await (await post("ses", sesNotification(long))).json()).toEqual({ applied: 1 });
    const { detail } = (await stateOf("mary@example.com")).consent[1];
    expect(detail, "a provider's report is kept to 500 characters").toHaveLength(500);
    expect(detail).toMatch(/^SES \w+ bounce: x+$/);
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
    expect(await refusal(await post("mailgun", "{}", { "Content-Type": "text/plain" }))).toEqual([
      415,
      "no-store",
      "send application/json",
    ]);
    const untyped = await fetch(`${url}/mailgun`, { method: "POST", body: new TextEncoder().encode("{}") });
    expect(await refusal(untyped)).toEqual([415, "no-store", "send application/json"]);
    const spaced = await post("signed", "{}", { "Content-Type": "application/json ; charset=utf-8" });
    expect(spaced.status, "a media type followed by a space").toBe(401);
    const long = "p".repeat(60);
    expect(await refusal(await post(long, "{}"))).toEqual([
      404,
      "no-store",
      `no events are taken from "${"p".repeat(40)}" here`,
    ]);
    expect(logged).toContain(
      "Provider events: refused a request to /newsletter/events/signed: 415 send application/json",
    );
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
      expect(await stateOf("carol@example.com")).toMatchObject({
        consent: [
          { event: "bounced", page: "provider event: signed event" },
          { event: "complained", page: "provider event: signed event" },
        ],
      });
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
      expect([answer.status, await answer.json()]).toEqual([
        503,
        { error: "the events cannot be taken now; send them again later" },
      ]);
      expect(logged.at(-1)).toMatch(/^Provider events: could not take a request to \/newsletter\/events\/signed: ./);
    } finally {
      await bare.close();
      await down.close();
      await away.close();
    }
  });
});
