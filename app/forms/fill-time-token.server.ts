import { createHmac, timingSafeEqual } from "node:crypto";
import { maximumTokenAgeMilliseconds, minimumFillMilliseconds } from "./form-protocol";
import type { subscribeFormName } from "../newsletter/newsletter-lists";
import type { FormName } from "./submission-service";

/**
 * The fill-time token: when a form was handed out, signed so that it cannot be
 * back-dated. Pages are pre-rendered, so it is never part of the static HTML:
 * the browser asks for one on the first interaction with the form, and every
 * answer the server renders carries a fresh one (docs/decisions/005-form-spam-checks.md).
 *
 * Format: `<issued-at in ms, base 36>.<HMAC-SHA256 of "form:issued-at", base64url>`.
 */
export type TokenCheck =
  { ok: true } | { ok: false; reason: "missing" | "malformed" | "forged" | "too-fast" | "expired" };

function signature(form: FormName | typeof subscribeFormName, issuedAt: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${form}:${issuedAt}`).digest();
}

export function issueFormToken(form: FormName | typeof subscribeFormName, secret: string, now = Date.now()): string {
  const issuedAt = Math.floor(now).toString(36);
  return `${issuedAt}.${signature(form, issuedAt, secret).toString("base64url")}`;
}

export function checkFormToken(
  token: string | null | undefined,
  form: FormName | typeof subscribeFormName,
  secret: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, issuedAt, signed] = match;
  const expected = signature(form, issuedAt, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  const age = now - Number.parseInt(issuedAt, 36);
  if (age < minimumFillMilliseconds) return { ok: false, reason: "too-fast" };
  if (age > maximumTokenAgeMilliseconds) return { ok: false, reason: "expired" };
  return { ok: true };
}
