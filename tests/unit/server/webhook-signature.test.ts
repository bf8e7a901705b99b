import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidWebhookSignature, webhookBody, webhookSignature } from "../../../server/delivery/webhook";

const secret = "a-secret-of-sufficient-length";
const submission = {
  id: "0b7e2c1a-1111-4222-8333-444455556666",
  form: "demo-request" as const,
  fields: { name: "Zoë", message: '<hello> & "bye"' },
  context: { landingPage: "/platform", sendingPage: "/schedule-demo", utmSource: "<newsletter>" },
  createdAt: new Date("2030-03-04T05:06:07.089Z"),
};

describe("webhook signature", () => {
  it("is sha256= and the hex HMAC-SHA256 of the exact body bytes with the shared secret", () => {
    const body = webhookBody(submission);
    const expected = createHmac("sha256", secret).update(Buffer.from(body, "utf8")).digest("hex");
    expect(webhookSignature(body, secret)).toBe(`sha256=${expected}`);
    expect(webhookSignature(body, secret)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("sends schema version 2: the submission id as the idempotency id, form, fields, lead context and creation time", () => {
    expect(JSON.parse(webhookBody(submission))).toEqual({
      version: 2,
      id: submission.id,
      form: "demo-request",
      fields: submission.fields,
      context: submission.context,
      createdAt: "2030-03-04T05:06:07.089Z",
    });
  });

  it("is refused by a receiver when the body, the secret or the header differ", () => {
    const body = webhookBody(submission);
    const header = webhookSignature(body, secret);
    expect(isValidWebhookSignature(body, secret, header)).toBe(true);
    expect(isValidWebhookSignature(`${body} `, secret, header)).toBe(false);
    expect(isValidWebhookSignature(body, `${secret}x`, header)).toBe(false);
    expect(isValidWebhookSignature(body, secret, header.toUpperCase())).toBe(false);
    // A well-formed forgery (docs/decisions/022-mutation-testing.md): 64 hex digits, other bytes.
    const otherBytes = `sha256=${header[7] === "0" ? "1" : "0"}${header.slice(8)}`;
    expect(otherBytes).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidWebhookSignature(body, secret, otherBytes)).toBe(false);
    expect(isValidWebhookSignature(body, secret, undefined)).toBe(false);
    // A header of another length is refused, not thrown at (timingSafeEqual throws on unequal lengths).
    expect(isValidWebhookSignature(body, secret, "sha256=00")).toBe(false);
  });
});
