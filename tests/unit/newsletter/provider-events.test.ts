/**
 * The providers' formats one by one (server/newsletter/provider-events/): what each reads from a request
 * and what it refuses, with the status the endpoint answers. The endpoint itself, over HTTP and on real
 * databases: tests/integration/newsletter-provider-events.test.ts.
 */
import { createHmac, createSign } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webhookSignature } from "../../../server/delivery/webhook";
import { sesEvents } from "../../../server/newsletter/provider-events/amazon-ses";
import {
  fetchedCertificates,
  isSnsUrl,
  parseSnsMessage,
  verifySnsMessage,
} from "../../../server/newsletter/provider-events/amazon-sns";
import { EventRefused } from "../../../server/newsletter/provider-events/mail-events";
import { readMailgunEvent } from "../../../server/newsletter/provider-events/mailgun";
import { readSignedEvents } from "../../../server/newsletter/provider-events/signed-events";

const fixtures = path.resolve(import.meta.dirname, "../../fixtures/provider-events");
const key = readFileSync(path.join(fixtures, "sns-test-signing.key"), "utf8");
const certificate = readFileSync(path.join(fixtures, "sns-test-signing.pem"), "utf8");
const topic = "arn:aws:sns:eu-west-1:123456789012:ses-feedback";
const certUrl = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-test.pem";

/** The status a refusal carries, or "passed". */
async function statusOf(work: () => unknown): Promise<number | "passed"> {
  try {
    await work();
    return "passed";
  } catch (error) {
    if (error instanceof EventRefused) return error.status;
    throw error;
  }
}

function signed(message: Record<string, string>, keys: string[], algorithm = "RSA-SHA256") {
  const text = keys
    .filter((name) => name in message)
    .map((name) => `${name}\n${message[name]}\n`)
    .join("");
  return { ...message, Signature: createSign(algorithm).update(text).sign(key, "base64") };
}

const base = {
  Type: "Notification",
  MessageId: "1",
  TopicArn: topic,
  Message: "{}",
  Timestamp: "2030-01-01T00:00:00.000Z",
  SignatureVersion: "2",
  SigningCertURL: certUrl,
};
const notificationKeys = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"];
const verify = (message: Record<string, string>) =>
  verifySnsMessage(parseSnsMessage(JSON.stringify(message)), {
    topics: [topic],
    certificates: async () => certificate,
  });

describe("Amazon SNS messages", () => {
  it("takes an address only when it is https on an SNS host, with no port or credentials, ending in .pem for a certificate", () => {
    expect(isSnsUrl(certUrl, { pem: true })).toBe(true);
    expect(isSnsUrl("https://sns.cn-north-1.amazonaws.com.cn/cert.pem", { pem: true })).toBe(true);
    expect(isSnsUrl("https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription", { pem: false })).toBe(true);
    for (const url of [
      "https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription",
      "http://sns.us-east-1.amazonaws.com/cert.pem",
      "https://sns.us-east-1.amazonaws.com.evil.example/cert.pem",
      "https://evil.example/sns.us-east-1.amazonaws.com/cert.pem",
      "https://sqs.us-east-1.amazonaws.com/cert.pem",
      "https://user@sns.us-east-1.amazonaws.com/cert.pem",
      "https://sns.us-east-1.amazonaws.com:444/cert.pem",
      "not a url",
    ]) {
      expect(isSnsUrl(url, { pem: true }), url).toBe(false);
    }
  });

  it("reads the fields SNS signs, a subscription's URL and token included, and refuses anything else with 400", async () => {
    const unsigned = { ...base, Signature: "c2lnbmF0dXJl" };
    expect(parseSnsMessage(JSON.stringify({ ...unsigned, Subject: "s" }))).toMatchObject({ Subject: "s" });
    // Lambda hands on a null Subject.
    expect(await statusOf(() => parseSnsMessage(JSON.stringify({ ...unsigned, Subject: null })))).toBe("passed");
    const subscription = { ...unsigned, Type: "SubscriptionConfirmation", SubscribeURL: "https://x", Token: "t" };
    expect(parseSnsMessage(JSON.stringify(subscription))).toMatchObject({ Token: "t" });
    for (const body of [
      "[",
      "null",
      "42",
      JSON.stringify({ ...unsigned, Type: "Something" }),
      JSON.stringify({ ...unsigned, Message: 1 }),
      JSON.stringify({ ...unsigned, SigningCertURL: undefined }),
      JSON.stringify({ ...unsigned, Subject: 5 }),
      JSON.stringify({ ...subscription, Token: undefined }),
      JSON.stringify({ ...unsigned, Type: "UnsubscribeConfirmation" }),
    ]) {
      expect(await statusOf(() => parseSnsMessage(body)), body).toBe(400);
    }
  });

  it("verifies both signature versions over exactly the signed fields", async () => {
    expect(await statusOf(() => verify(signed(base, notificationKeys)))).toBe("passed");
    expect(await statusOf(() => verify(signed({ ...base, SignatureVersion: "1" }, notificationKeys, "RSA-SHA1")))).toBe(
      "passed",
    );
    expect(await statusOf(() => verify(signed({ ...base, Subject: "Bounce" }, notificationKeys)))).toBe("passed");
    const subscriptionKeys = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
    const subscription = { ...base, Type: "SubscriptionConfirmation", SubscribeURL: "https://sns.x", Token: "t" };
    expect(await statusOf(() => verify(signed(subscription, subscriptionKeys)))).toBe("passed");
    // Signed as the other kind, or with a field left out or added, it does not match.
    expect(await statusOf(() => verify(signed(subscription, notificationKeys)))).toBe(401);
    expect(await statusOf(() => verify({ ...signed(base, notificationKeys), Subject: "added" }))).toBe(401);
    expect(await statusOf(() => verify({ ...signed({ ...base, Subject: "x" }, notificationKeys), Subject: "y" }))).toBe(
      401,
    );
    expect(await statusOf(() => verify({ ...signed(base, notificationKeys), SignatureVersion: "1" }))).toBe(401);
    expect(await statusOf(() => verify({ ...signed(base, notificationKeys), Signature: "not base64 at all" }))).toBe(
      401,
    );
    const garbled = verifySnsMessage(parseSnsMessage(JSON.stringify(signed(base, notificationKeys))), {
      topics: [topic],
      certificates: async () => "not a certificate",
    });
    expect(await statusOf(() => garbled)).toBe(401);
  });

  it("fetches a certificate once and keeps it, a failed one not, and no more than it may keep", async () => {
    let served = 0;
    const server = createServer((req, res) => {
      served += 1;
      if (req.url === "/missing.pem") res.writeHead(404).end();
      else res.writeHead(200).end(`certificate of ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const certificates = fetchedCertificates({ keep: 2 });
      expect(await certificates(`${origin}/a.pem`)).toBe("certificate of /a.pem");
      expect(await certificates(`${origin}/a.pem`)).toBe("certificate of /a.pem");
      expect(served).toBe(1);
      await expect(certificates(`${origin}/missing.pem`)).rejects.toThrow("the certificate answered HTTP 404");
      await expect(certificates(`${origin}/missing.pem`)).rejects.toThrow();
      expect(served).toBe(3);
      await certificates(`${origin}/b.pem`);
      await certificates(`${origin}/c.pem`);
      await certificates(`${origin}/b.pem`);
      expect(served, "b and c kept").toBe(5);
      await certificates(`${origin}/a.pem`);
      expect(served, "a was let go for c").toBe(6);
    } finally {
      server.close();
    }
  });
});

describe("Amazon SES notifications", () => {
  const bounce = JSON.parse(readFileSync(path.join(fixtures, "ses-bounce.json"), "utf8"));
  const complaint = JSON.parse(readFileSync(path.join(fixtures, "ses-complaint.json"), "utf8"));

  it("reads permanent bounces and complaints, as identity notifications and as configuration-set events", () => {
    expect(sesEvents(JSON.stringify(bounce))).toEqual([
      {
        kind: "bounce",
        email: "jane@example.com",
        detail: "SES General bounce: 5.1.1: smtp; 550 5.1.1 <jane@example.com>... User",
      },
    ]);
    const { notificationType, ...published } = bounce;
    expect(notificationType).toBe("Bounce");
    expect(sesEvents(JSON.stringify({ ...published, eventType: "Bounce" }))).toHaveLength(1);
    expect(sesEvents(JSON.stringify(complaint))).toEqual([
      { kind: "complaint", email: "richard@example.com", detail: "SES complaint: abuse" },
    ]);
    const plain = {
      notificationType: "Complaint",
      complaint: { complainedRecipients: [{ emailAddress: "a@example.com" }] },
    };
    expect(sesEvents(JSON.stringify(plain))).toEqual([
      { kind: "complaint", email: "a@example.com", detail: "SES complaint" },
    ]);
    const bare = {
      notificationType: "Bounce",
      bounce: {
        bounceType: "Permanent",
        bouncedRecipients: [{ emailAddress: "b@example.com" }, { status: "5.1.1" }, null],
      },
    };
    expect(sesEvents(JSON.stringify(bare))).toEqual([
      { kind: "bounce", email: "b@example.com", detail: "SES Permanent bounce" },
    ]);
  });

  it("reads nothing from a transient bounce, a delivery or a notification without recipients, and undefined from what is not one", () => {
    expect(sesEvents(JSON.stringify({ ...bounce, bounce: { ...bounce.bounce, bounceType: "Transient" } }))).toEqual([]);
    expect(sesEvents(JSON.stringify({ notificationType: "Delivery" }))).toEqual([]);
    expect(sesEvents(JSON.stringify({ notificationType: "Bounce" }))).toEqual([]);
    expect(sesEvents(JSON.stringify({ notificationType: "Complaint" }))).toEqual([]);
    expect(sesEvents("not json")).toBe(undefined);
    expect(sesEvents("null")).toBe(undefined);
    expect(sesEvents('"text"')).toBe(undefined);
  });
});

describe("Mailgun's webhooks", () => {
  const signingKey = "key-test-mailgun-signing";
  const now = Date.UTC(2030, 0, 1);
  const body = (data: unknown, { timestamp = String(now / 1000), token = "t".repeat(50), keyUsed = signingKey } = {}) =>
    JSON.stringify({
      signature: {
        timestamp,
        token,
        signature: createHmac("sha256", keyUsed)
          .update(timestamp + token)
          .digest("hex"),
      },
      "event-data": data,
    });
  const read = (text: string) => readMailgunEvent(text, signingKey, now);

  it("reads a permanent failure and a complaint; a temporary failure and other events change nothing", () => {
    const failure = {
      event: "failed",
      severity: "permanent",
      recipient: "a@example.com",
      reason: "bounce",
      "delivery-status": { code: 550, message: "User unknown", description: "" },
    };
    expect(read(body(failure))).toEqual({
      token: "t".repeat(50),
      events: [
        { kind: "bounce", email: "a@example.com", detail: "Mailgun permanent failure: bounce: 550: User unknown" },
      ],
    });
    expect(read(body({ event: "failed", severity: "permanent", recipient: "b@example.com" })).events).toEqual([
      { kind: "bounce", email: "b@example.com", detail: "Mailgun permanent failure" },
    ]);
    expect(read(body({ event: "complained", recipient: "c@example.com" })).events).toEqual([
      { kind: "complaint", email: "c@example.com", detail: "Mailgun complaint" },
    ]);
    for (const data of [
      { ...failure, severity: "temporary" },
      { event: "delivered", recipient: "d@example.com" },
      { event: "complained" },
      { event: "complained", recipient: 5 },
    ]) {
      expect(read(body(data)).events, JSON.stringify(data)).toEqual([]);
    }
  });

  it("refuses what is not its format (400), a signature that does not match (401) and a timestamp more than five minutes away (403)", async () => {
    const data = { event: "complained", recipient: "c@example.com" };
    for (const text of [
      "not json",
      "null",
      JSON.stringify({ "event-data": data }),
      JSON.stringify({ signature: { timestamp: "1", token: "t", signature: "s" } }),
      JSON.stringify({ signature: { timestamp: "1", token: "t", signature: "s" }, "event-data": null }),
      body(data, { timestamp: "12.5" }),
      body(data, { timestamp: "1234567890123" }),
      body(data, { token: "" }),
      body(data, { token: "t".repeat(201) }),
      JSON.stringify({ signature: { timestamp: "1", token: "t", signature: 5 }, "event-data": data }),
    ]) {
      expect(await statusOf(() => read(text)), text).toBe(400);
    }
    expect(await statusOf(() => read(body(data, { keyUsed: "another-signing-key" })))).toBe(401);
    expect(await statusOf(() => read(body(data).replace(/"signature":"[0-9a-f]{64}"/, '"signature":"abc"')))).toBe(401);
    expect(await statusOf(() => read(body(data, { timestamp: String(now / 1000 - 301) })))).toBe(403);
    expect(await statusOf(() => read(body(data, { timestamp: String(now / 1000 + 301) })))).toBe(403);
    expect(await statusOf(() => read(body(data, { timestamp: String(now / 1000 - 300) })))).toBe("passed");
  });
});

describe("our own signed format", () => {
  const secret = "our-events-secret-0123456789";
  const now = Date.UTC(2030, 0, 1);
  const read = (text: string, signature = webhookSignature(text, secret)) =>
    readSignedEvents(text, signature, secret, now);
  const body = (fields: Record<string, unknown>) =>
    JSON.stringify({
      id: "r1",
      sentAt: new Date(now).toISOString(),
      events: [{ type: "bounce", email: "a@example.com" }],
      ...fields,
    });

  it("reads bounces and complaints, a detail where one is given", () => {
    const text = body({
      events: [
        { type: "bounce", email: "a@example.com", detail: "550 5.1.1" },
        { type: "complaint", email: "b@example.com" },
      ],
    });
    expect(read(text)).toEqual({
      token: "r1",
      events: [
        { kind: "bounce", email: "a@example.com", detail: "550 5.1.1" },
        { kind: "complaint", email: "b@example.com", detail: "reported complaint" },
      ],
    });
    expect(read(body({ sentAt: "2030-01-01T01:04:00+01:00" })).token).toBe("r1");
  });

  it("refuses a missing or wrong signature (401), what is not the format (400) and a request sent more than five minutes away (403)", async () => {
    expect(await statusOf(() => read(body({}), ""))).toBe(401);
    expect(await statusOf(() => read(body({}), webhookSignature(body({}), "another-secret-0123456")))).toBe(401);
    for (const text of [
      "not json",
      body({ id: "" }),
      body({ id: "x".repeat(201) }),
      body({ sentAt: "yesterday" }),
      body({ events: [] }),
      body({ events: Array.from({ length: 101 }, () => ({ type: "bounce", email: "a@example.com" })) }),
      body({ events: [{ type: "bounce", email: "a@example.com", extra: 1 }] }),
      body({ events: [{ type: "bounce", email: "a" }] }),
      body({ extra: true }),
    ]) {
      expect(await statusOf(() => read(text)), text).toBe(400);
    }
    expect(await statusOf(() => read(body({ sentAt: new Date(now - 301_000).toISOString() })))).toBe(403);
    expect(await statusOf(() => read(body({ sentAt: new Date(now + 301_000).toISOString() })))).toBe(403);
  });
});
