import { createHmac } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitDecision, SubmissionRateLimiter } from "../app/forms/submission-service";
import type { Storage } from "./storage/database";
import { untilItSucceeds } from "./until-it-succeeds";

export interface SubmissionLimiter extends SubmissionRateLimiter {
  /**
   * Refuses a client this process has refused lately, until its window ends, without
   * counting an attempt or asking the database: cheap enough for every post (server/flood-guard.ts).
   */
  peek(clientKey: string): RateLimitDecision;
}

const keyPrefix = "form-submissions";
const windowSeconds = 60;
/** The shared count's table, made by the site's migrations (server/storage/migrations.ts). */
const tableName = "form_rate_limits";

const allowed: RateLimitDecision = { allowed: true };

function refused(msBeforeNext: number): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error when its store fails. */
async function decide(consumption: Promise<RateLimiterRes>): Promise<RateLimitDecision> {
  try {
    await consumption;
    return allowed;
  } catch (outcome) {
    // Stryker disable next-line ConditionalExpression: no store error reaches here: the PostgreSQL count falls back to the memory one, which cannot fail
    if (outcome instanceof RateLimiterRes) return refused(outcome.msBeforeNext);
    throw outcome;
  }
}

/** Clients refused lately and when their window ends, so that a flood is refused without a count or a query. */
function refusalMemory(now: () => number) {
  const until = new Map<string, number>();
  return {
    remember(clientKey: string, decision: RateLimitDecision) {
      if (decision.allowed) return;
      const at = now();
      // Forget the clients whose windows have ended before the map grows large.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: when ended windows are forgotten shows only in memory: peek ignores them
      if (until.size >= 10_000) {
        for (const [key, end] of until) if (end <= at) until.delete(key);
      }
      until.set(clientKey, at + decision.retryAfterSeconds * 1000);
    },
    peek(clientKey: string): RateLimitDecision {
      const end = until.get(clientKey);
      return end !== undefined && end > now() ? refused(end - now()) : allowed;
    },
  };
}

/**
 * RATE_LIMIT_PER_MINUTE submissions per client per minute (fixed windows that start with a
 * client's first submission), with rate-limiter-flexible. On PostgreSQL the count lives in
 * the database, so every server process shares it: N processes still allow the limit once,
 * not N times. On SQLite (one machine, usually one process) it lives in memory. We count in
 * the action, not in middleware, because only submissions count, whichever page they post to.
 *
 * A visitor's address never reaches the database: the shared count is kept under a keyed hash
 * of it (HMAC-SHA-256 with `secret`, the secret every process shares), as the privacy policy
 * says (content/legal/privacy.mdoc, "Technical information").
 */
export function createSubmissionLimiter({
  perMinute,
  storage,
  secret,
  now = Date.now,
}: {
  perMinute: number;
  storage: Pick<Storage, "pool" | "ready">;
  /** Only for the count in PostgreSQL; without it the count stays in memory. */
  secret?: () => Promise<string>;
  now?: () => number;
}): SubmissionLimiter {
  if (perMinute <= 0) return { consume: async () => allowed, peek: () => allowed };
  const options = { keyPrefix, points: perMinute, duration: windowSeconds };
  const memory = new RateLimiterMemory(options);
  const pool = storage.pool;
  const refusals = refusalMemory(now);

  // Made on first use, and again after a failure: the database may be down when the server starts.
  const connect = untilItSucceeds(async () => {
    await storage.ready();
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      tableName,
      // The migrations have made the table; the library's own CREATE TABLE races between processes.
      tableCreated: true,
      // Once over the limit, this process refuses the client from memory until its window ends.
      inMemoryBlockOnConsumed: perMinute + 1,
      // While the database does not answer, each process limits on its own.
      insuranceLimiter: memory,
    });
  });
  const sharedKey = async (clientKey: string) => {
    if (!pool || !secret) return undefined;
    const key = await secret().catch(() => undefined);
    return key && createHmac("sha256", key).update(`rate-limit:${clientKey}`).digest("base64url");
  };
  /** The shared count and the client's key in it, or this process's own count while the database is away. */
  const counterFor = async (clientKey: string) => {
    const key = await sharedKey(clientKey);
    const limiter = key && (await connect().catch(() => undefined));
    return limiter ? { limiter, key } : { limiter: memory, key: clientKey };
  };

  return {
    async consume(clientKey) {
      const { limiter, key } = await counterFor(clientKey);
      const decision = await decide(limiter.consume(key));
      refusals.remember(clientKey, decision);
      return decision;
    },
    peek: (clientKey) => refusals.peek(clientKey),
  };
}
