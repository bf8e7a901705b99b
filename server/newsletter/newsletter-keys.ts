import { createHmac, timingSafeEqual } from "node:crypto";
import { isNewsletterList, type NewsletterList } from "../../app/newsletter/newsletter-lists";
import { sharedSecretSource } from "../form-token-secret";
import type { Storage } from "../storage/database";
import { canonicalAddress } from "../email/canonical-address";

/**
 * The two keys of the subscriptions, derived from one secret (NEWSLETTER_SECRET, or a random one kept in
 * the database and shared by every process, as the form-token secret is): one signs the links in the
 * e-mails, the other hashes addresses that must never be stored in clear (a subscriber's client address,
 * an erased e-mail address). Changing the secret invalidates every link sent and forgets every erasure.
 */
export type NewsletterKeys = { links: Buffer; hashes: Buffer };

export function newsletterKeysSource(storage: Storage, configured: string | undefined): () => Promise<NewsletterKeys> {
  const secret = sharedSecretSource(storage, "newsletter", configured);
  return async () => {
    const value = await secret();
    return { links: derive(value, "links"), hashes: derive(value, "hashes") };
  };
}

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest();

/** The keyed hash of an address (base64url): the same mailbox always gives the same hash, however it is written. */
export function addressHash(keys: NewsletterKeys, address: string): string {
  return createHmac("sha256", keys.hashes).update(canonicalAddress(address)).digest("base64url");
}

function sign(keys: NewsletterKeys, text: string): string {
  return createHmac("sha256", keys.links).update(text).digest("base64url");
}

function signatureMatches(keys: NewsletterKeys, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(keys, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Confirms one request to subscribe: the subscriber, the request's nonce and when the link expires. */
export type ConfirmClaim = { subscriberId: string; nonce: string; expiresAt: number };

export function confirmToken(keys: NewsletterKeys, { subscriberId, nonce, expiresAt }: ConfirmClaim): string {
  const claim = `${subscriberId}.${nonce}.${expiresAt.toString(36)}`;
  return `${claim}.${sign(keys, `confirm:${claim}`)}`;
}

export function readConfirmToken(keys: NewsletterKeys, token: string | null): ConfirmClaim | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return undefined;
  const [, subscriberId, nonce, expires, signature] = match;
  if (!signatureMatches(keys, `confirm:${subscriberId}.${nonce}.${expires}`, signature)) return undefined;
  return { subscriberId, nonce, expiresAt: Number.parseInt(expires, 36) };
}

/** What a preferences link names: the subscriber, and the list its one-click POST leaves (none: every list). */
export type ManageClaim = { subscriberId: string; list?: NewsletterList };

/**
 * Lets the holder change a subscriber's lists or unsubscribe; it never expires (RFC 8058 links sit in
 * old e-mails). An edition's link names its list, so that the mailbox provider's one-click POST leaves
 * that list only; a link without a list (those sent before lists were named) leaves every list.
 */
export function manageToken(keys: NewsletterKeys, subscriberId: string, list?: NewsletterList): string {
  const claim = list ? `${subscriberId}.${list}` : subscriberId;
  return `${claim}.${sign(keys, `manage:${claim}`)}`;
}

export function readManageToken(keys: NewsletterKeys, token: string | null): ManageClaim | undefined {
  const match = /^([0-9a-f-]{36})(?:\.([a-z]{1,32}))?\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return undefined;
  const [, subscriberId, list, signature] = match;
  if (list !== undefined && !isNewsletterList(list)) return undefined;
  const claim = list ? `${subscriberId}.${list}` : subscriberId;
  if (!signatureMatches(keys, `manage:${claim}`, signature)) return undefined;
  return list ? { subscriberId, list } : { subscriberId };
}
