import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { RateLimitDecision } from "../../app/forms/submission-service";
import { canonicalAddress } from "../email/canonical-address";
import type { Storage } from "../storage/database";
import { untilItSucceeds } from "../until-it-succeeds";
import { type DeskKey, keyedHash } from "./tokens";

/**
 * Sign-in code tries per address: after five wrong ones within ten minutes every try is refused with
 * 429, the right code included, until the window ends. Counted with rate-limiter-flexible, in PostgreSQL when
 * the site runs on it (the table `desk_rate_limits`, made by migration 0006-desk), so that two servers
 * hold one count; in memory on SQLite, as the form limit is. The count is kept under a keyed hash of
 * the address, never the address.
 */
const wrongCodesAllowed = 5;
const windowSeconds = 10 * 60;

export interface CodeLimiter {
  /**
   * Counts a try before its code is checked, in one atomic step on the shared count: the first five
   * are allowed, and a right code then forgets the count. Two servers taking tries at once cannot
   * let a sixth through.
   */
  attempt(email: string): Promise<RateLimitDecision>;
  forget(email: string): Promise<void>;
}

export function createCodeLimiter({
  storage,
  key,
}: {
  storage: Pick<Storage, "pool" | "ready">;
  key: () => Promise<DeskKey>;
}): CodeLimiter {
  const options = { keyPrefix: "desk-codes", points: wrongCodesAllowed, duration: windowSeconds };
  const memory = new RateLimiterMemory(options);
  const pool = storage.pool;
  const shared = untilItSucceeds(async () => {
    await storage.ready();
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      tableName: "desk_rate_limits",
      tableCreated: true,
      // While the database does not answer, each process counts on its own.
      insuranceLimiter: memory,
    });
  });
  const counter = async (email: string): Promise<{ limiter: RateLimiterAbstract; name: string }> => {
    const name = keyedHash(await key(), "code-tries", canonicalAddress(email));
    const limiter = pool ? await shared().catch(() => memory) : memory;
    return { limiter, name };
  };
  return {
    async attempt(email) {
      const { limiter, name } = await counter(email);
      try {
        await limiter.consume(name);
        return { allowed: true };
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
    },
    async forget(email) {
      const { limiter, name } = await counter(email);
      await limiter.delete(name);
    },
  };
}
