import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "../env";
import type { SubmissionRecord } from "../submissions/submission-record";

/**
 * The body's schema version (docs/configuration.md#webhook-format). A change that could break a
 * receiver raises it; version 1 had no `version` and no `context`.
 */
export const webhookSchemaVersion = 2;

/**
 * The webhook's JSON body. `id` is the submission id: the same on every retry, so the
 * receiver can drop a delivery it has already processed (it is also the Idempotency-Key header).
 */
export function webhookBody(submission: SubmissionRecord): string {
  return JSON.stringify({
    version: webhookSchemaVersion,
    id: submission.id,
    form: submission.form,
    fields: submission.fields,
    context: submission.context,
    createdAt: submission.createdAt.toISOString(),
  });
}

/** `X-Signature: sha256=<hex HMAC-SHA256 of the exact body bytes, keyed with LEADS_WEBHOOK_SECRET>`. */
export function webhookSignature(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** What a receiver does: recompute the signature over the raw body and compare in constant time. */
export function isValidWebhookSignature(body: string | Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(body, secret));
  const actual = Buffer.from(header);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Where a signed post goes (LEADS_WEBHOOK_URL and its secret), and how long it may take. */
export type WebhookTarget = NonNullable<ServerEnv["webhook"]> & { timeoutMs?: number };

export async function postWebhook(submission: SubmissionRecord, options: WebhookTarget): Promise<void> {
  await postSignedJson(webhookBody(submission), submission.id, options);
}

/** POSTs a JSON body signed as above, with the id a receiver drops repeats by; rejects unless it answers 2xx. */
export async function postSignedJson(
  body: string,
  idempotencyKey: string,
  { url, secret, timeoutMs = 10_000 }: WebhookTarget,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Signature": webhookSignature(body, secret),
      "Idempotency-Key": idempotencyKey,
      "User-Agent": "site-leads-webhook/1",
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}
