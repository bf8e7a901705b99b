import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sharedSecretSource } from "../form-token-secret";
import type { Storage } from "../storage/database";

/**
 * The desk's secrets. Random tokens (sessions, sign-in links) are stored as their SHA-256: 256 bits
 * of randomness need no key. A one-time code has only 10^8 values, so it is stored as an HMAC under
 * a key every server process shares (kept in the database like the form-token secret), which also
 * keys the addresses counted by the code limiter.
 */
export const newToken = () => randomBytes(32).toString("base64url");

/** For tokens that travel in a desk URL's path, which the server lowers to one case (server/app.ts). */
export const newPathToken = () => randomBytes(32).toString("hex");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Eight digits, each equally likely. */
export const newCode = () => randomInt(0, 100_000_000).toString().padStart(8, "0");

export type DeskKey = Buffer;

export function deskKeySource(storage: Storage): () => Promise<DeskKey> {
  const secret = sharedSecretSource(storage, "desk", undefined);
  return async () =>
    createHmac("sha256", await secret())
      .update("desk")
      .digest();
}

export const keyedHash = (key: DeskKey, purpose: string, value: string) =>
  createHmac("sha256", key).update(`${purpose}:${value}`).digest("base64url");

/** Compares two hashes in constant time. */
export function sameHash(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
