import { type Kysely, sql } from "kysely";
import type { RateLimitDecision } from "../../app/forms/submission-service";
import { canonicalAddress } from "../email/canonical-address";
import type { DatabaseSchema } from "../storage/schema";
import { type DeskKey, keyedHash } from "./desk-secrets";

/**
 * Growing waits for the code sign-in (docs/decisions/024-the-desk.md, "Sign-in limits"). A count is
 * kept per address and client together, and per client, never per address alone: a count that others
 * could raise for an address would lock its owner out. The client is `req.ip` as Express computes it
 * with TRUST_PROXY. After the free tries each further try waits, and each wait doubles the one before,
 * up to the longest; an hour without tries forgets the count. The counts live in the database
 * (`sign_in_tries`), so that two servers on one PostgreSQL hold one count, under a keyed hash of the
 * address and client, never the address itself.
 */
type Backoff = { free: number; firstWaitMs: number; longestWaitMs: number };

const minuteMs = 60 * 1000;
const forgetAfterMs = 60 * minuteMs;

/**
 * Code tries from one client for one address: ten at once (two codes' five tries, ./codes.ts), then
 * 30 s, a minute, two, four… up to 15 minutes.
 */
const triesPerAddressAndClient: Backoff = { free: 10, firstWaitMs: 30_000, longestWaitMs: 15 * minuteMs };
/** Code tries from one client for any address: twenty, then 30 s, a minute, two… up to an hour. */
const triesPerClient: Backoff = { free: 20, firstWaitMs: 30_000, longestWaitMs: 60 * minuteMs };
/**
 * Codes e-mailed for one address to one browser of a client: one a minute. Per browser, since a code
 * is good only in the browser that asked (./codes.ts): a person who turns to another browser gets one.
 */
const codesPerAddressAndBrowser: Backoff = { free: 1, firstWaitMs: minuteMs, longestWaitMs: minuteMs };
/** Codes e-mailed to one client for any address: ten, then a minute, two, four… up to an hour. */
const codesPerClient: Backoff = { free: 10, firstWaitMs: minuteMs, longestWaitMs: 60 * minuteMs };

/**
 * Counts a try under `key` unless its wait has not ended, in one statement, so that tries sent at
 * once cannot all pass: of twenty in parallel, the free ones are counted and the others refused.
 */
async function takeTry(
  db: Kysely<DatabaseSchema>,
  key: string,
  backoff: Backoff,
  now: number,
): Promise<RateLimitDecision> {
  const { free, firstWaitMs, longestWaitMs } = backoff;
  const stale = sql<boolean>`sign_in_tries.forget_at <= ${now}`;
  const tries = sql<number>`case when ${stale} then 1 else sign_in_tries.tries + 1 end`;
  const doubled = sql<number>`case when sign_in_tries.wait_ms * 2 > ${longestWaitMs} then ${longestWaitMs} else sign_in_tries.wait_ms * 2 end`;
  const wait = sql<number>`case when ${tries} < ${free} then 0 when not (${stale}) and sign_in_tries.wait_ms > 0 then ${doubled} else ${firstWaitMs} end`;
  const firstWait = 1 < free ? 0 : firstWaitMs;
  const counted = await db
    .insertInto("sign_in_tries")
    .values({ key, tries: 1, wait_ms: firstWait, next_at: now + firstWait, forget_at: now + forgetAfterMs })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet({
          tries,
          wait_ms: wait,
          next_at: sql<number>`${now} + ${wait}`,
          forget_at: now + forgetAfterMs,
        })
        .where((where) =>
          where.or([where("sign_in_tries.next_at", "<=", now), where("sign_in_tries.forget_at", "<=", now)]),
        ),
    )
    .returning("tries")
    .executeTakeFirst();
  if (counted) return { allowed: true };
  const waiting = await db.selectFrom("sign_in_tries").select("next_at").where("key", "=", key).executeTakeFirst();
  const waitMs = waiting ? Number(waiting.next_at) - now : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export type SignInClient = { email: string; client: string };

const pairKey = (key: DeskKey, purpose: string, { email, client }: SignInClient) =>
  keyedHash(key, purpose, `${canonicalAddress(email)}\n${client}`);

/**
 * Counts a code try for the address from the client, then for the client: refused while either
 * waits. A right code forgets the first count (the client's stays: it spans addresses).
 */
export async function attemptCode(
  db: Kysely<DatabaseSchema>,
  key: DeskKey,
  who: SignInClient,
  now: number,
): Promise<RateLimitDecision> {
  const pair = await takeTry(db, pairKey(key, "code-tries", who), triesPerAddressAndClient, now);
  if (!pair.allowed) return pair;
  return takeTry(db, keyedHash(key, "code-tries-client", who.client), triesPerClient, now);
}

export async function forgetCodeTries(db: Kysely<DatabaseSchema>, key: DeskKey, who: SignInClient) {
  await db
    .deleteFrom("sign_in_tries")
    .where("key", "=", pairKey(key, "code-tries", who))
    .execute();
}

/** The keys under which the codes e-mailed for an address to a browser, and to a client, are counted. */
export type CodeMailKeys = { pair: string; client: string };

export const codeMailKeys = (key: DeskKey, who: SignInClient, browser: string): CodeMailKeys => ({
  pair: pairKey(key, "code-mails", { email: who.email, client: `${who.client}\n${browser}` }),
  client: keyedHash(key, "code-mails-client", who.client),
});

/** Whether a code may be e-mailed for the address to the browser: once a minute, and a few an hour per client. */
export async function mayMailCode(db: Kysely<DatabaseSchema>, keys: CodeMailKeys, now: number): Promise<boolean> {
  if (!(await takeTry(db, keys.pair, codesPerAddressAndBrowser, now)).allowed) return false;
  return (await takeTry(db, keys.client, codesPerClient, now)).allowed;
}

/** Deletes the counts an hour old, so that the table holds only the last hour's clients. */
export async function forgetOldTries(db: Kysely<DatabaseSchema>, now: number) {
  await db.deleteFrom("sign_in_tries").where("forget_at", "<=", now).execute();
}
