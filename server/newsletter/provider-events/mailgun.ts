import { createHmac, timingSafeEqual } from "node:crypto";
import { EventRefused, type MailEvent } from "./mail-events";

/**
 * Mailgun's webhooks (its documentation: "Securing Webhooks", "Webhook Payloads"): a JSON body with
 * `signature` { timestamp, token, signature } and `event-data`. The signature is the hex HMAC-SHA256 of
 * timestamp and token joined, keyed with the webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY). A
 * timestamp more than five minutes from now is refused, and so is a token seen before (the caller
 * records each one in provider_event_tokens): a copied request cannot be played again.
 * `failed` with severity `permanent` is a hard bounce, `complained` a complaint; nothing else is for us.
 */
export const mailgunToleranceMs = 5 * 60 * 1000;

type MailgunBody = {
  signature?: { timestamp?: unknown; token?: unknown; signature?: unknown };
  "event-data"?: {
    event?: unknown;
    severity?: unknown;
    recipient?: unknown;
    reason?: unknown;
    "delivery-status"?: { code?: unknown; message?: unknown; description?: unknown };
  };
};

/** Reads and verifies a Mailgun event; returns its token (for the replay check) and its events. */
export function readMailgunEvent(
  body: string,
  signingKey: string,
  now: number,
): { token: string; events: MailEvent[] } {
  let parsed: MailgunBody;
  try {
    parsed = JSON.parse(body) as MailgunBody;
  } catch {
    throw new EventRefused(400, "the body is not JSON");
  }
  const { timestamp, token, signature } = parsed?.signature ?? {};
  const data = parsed?.["event-data"];
  if (
    typeof timestamp !== "string" ||
    !/^\d{1,12}$/.test(timestamp) ||
    typeof token !== "string" ||
    token.length === 0 ||
    token.length > 200 ||
    typeof signature !== "string" ||
    typeof data !== "object" ||
    data === null
  ) {
    throw new EventRefused(400, "the body is not a Mailgun webhook event");
  }
  const expected = Buffer.from(
    createHmac("sha256", signingKey)
      .update(timestamp + token)
      .digest("hex"),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new EventRefused(401, "the signature does not match");
  }
  if (Math.abs(now - Number(timestamp) * 1000) > mailgunToleranceMs) {
    throw new EventRefused(403, "the signature's timestamp is more than five minutes from now");
  }
  const recipient = typeof data.recipient === "string" ? data.recipient : undefined;
  if (!recipient) return { token, events: [] };
  if (data.event === "complained")
    return { token, events: [{ kind: "complaint", email: recipient, detail: "Mailgun complaint" }] };
  if (data.event === "failed" && data.severity === "permanent") {
    const status = data["delivery-status"] ?? {};
    const detail = ["Mailgun permanent failure", data.reason, status.code, status.description || status.message]
      .filter((part) => part !== undefined && part !== null && part !== "")
      .map(String)
      .join(": ");
    return { token, events: [{ kind: "bounce", email: recipient, detail }] };
  }
  return { token, events: [] };
}
