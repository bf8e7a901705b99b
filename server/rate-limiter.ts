import type { RateLimitDecision, SubmissionRateLimiter } from "../app/forms/submission-service";

export interface PeekableRateLimiter extends SubmissionRateLimiter {
  /** The decision `consume` would give now, without counting an attempt. */
  peek(clientKey: string): RateLimitDecision;
}

const windowMs = 60_000;

/**
 * Submissions per client per minute, as a sliding-window counter: the count of the
 * current minute plus the previous minute's count weighted by how much of it still
 * overlaps the last 60 s. Unlike a fixed window it allows no double burst at a minute
 * boundary; unlike a log of timestamps it keeps two numbers per client, and forgets a
 * client after two quiet minutes. We count in the action, not in middleware
 * (express-rate-limit), because only submissions count, whichever page they post to;
 * and in memory, per process, because the limit is a brake on abuse, not an accounting
 * (N processes allow up to N times the limit).
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now): PeekableRateLimiter {
  let windowStart = Math.floor(now() / windowMs) * windowMs;
  let previous = new Map<string, number>();
  let current = new Map<string, number>();

  function rotate(at: number) {
    const start = Math.floor(at / windowMs) * windowMs;
    if (start === windowStart) return;
    previous = start - windowStart === windowMs ? current : new Map();
    current = new Map();
    windowStart = start;
  }

  function decide(clientKey: string, at: number): RateLimitDecision {
    if (perMinute <= 0) return { allowed: true };
    rotate(at);
    const elapsed = (at - windowStart) / windowMs;
    const counted = current.get(clientKey) ?? 0;
    const estimate = (previous.get(clientKey) ?? 0) * (1 - elapsed) + counted;
    if (estimate + 1 <= perMinute) return { allowed: true };
    const waitMs = waitUntilAllowed(previous.get(clientKey) ?? 0, counted, elapsed, perMinute);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    async consume(clientKey: string): Promise<RateLimitDecision> {
      const decision = decide(clientKey, now());
      if (decision.allowed && perMinute > 0) current.set(clientKey, (current.get(clientKey) ?? 0) + 1);
      return decision;
    },
    peek: (clientKey: string) => decide(clientKey, now()),
  };
}

/** How long until the weighted count leaves room for one more (elapsed: share of this minute gone). */
function waitUntilAllowed(previousCount: number, currentCount: number, elapsed: number, limit: number): number {
  if (currentCount + 1 <= limit && previousCount > 0) {
    return (1 - (limit - 1 - currentCount) / previousCount - elapsed) * windowMs;
  }
  const intoNextWindow = currentCount > 0 ? Math.max(0, 1 - (limit - 1) / currentCount) : 0;
  return (1 - elapsed + intoNextWindow) * windowMs;
}
