import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSubmissionLimiter, type SubmissionLimiter } from "../../../server/rate-limiter";

/** On SQLite (no pool) the limit is counted in memory; shared on PostgreSQL: tests/integration/rate-limit.test.ts. */
const inMemory = (perMinute: number) =>
  createSubmissionLimiter({
    perMinute,
    storage: { pool: undefined, ready: () => Promise.reject(new Error("no database")) },
  });

async function consumeTimes(limiter: SubmissionLimiter, key: string, times: number) {
  const decisions = [];
  for (let index = 0; index < times; index++) decisions.push(await limiter.consume(key));
  return decisions;
}

describe("submission rate limiter in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 0, 1, 12));
  });
  afterEach(() => vi.useRealTimers());

  it("allows the configured number per client per minute, then refuses with the wait until the window ends", async () => {
    const limiter = inMemory(3);
    const decisions = await consumeTimes(limiter, "203.0.113.7", 3);
    expect(decisions).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    vi.advanceTimersByTime(20_000);
    expect(await limiter.consume("203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another client is not affected.
    expect(await limiter.consume("198.51.100.1")).toEqual({ allowed: true });
  });

  it("allows again once the window has ended", async () => {
    const limiter = inMemory(2);
    await consumeTimes(limiter, "client", 2);
    const refused = await limiter.consume("client");
    if (refused.allowed) throw new Error("expected a refusal");
    vi.advanceTimersByTime(refused.retryAfterSeconds * 1000 - 1_000);
    expect((await limiter.consume("client")).allowed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect((await limiter.consume("client")).allowed).toBe(true);
  });

  it("repeats a refusal without counting until the client's window ends, and knows nothing of other clients", async () => {
    const limiter = inMemory(2);
    await consumeTimes(limiter, "client", 2);
    expect(limiter.peek("client")).toEqual({ allowed: true });
    expect((await limiter.consume("client")).allowed).toBe(false);
    expect(limiter.peek("client")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.peek("other")).toEqual({ allowed: true });
    vi.advanceTimersByTime(60_000);
    expect(limiter.peek("client")).toEqual({ allowed: true });
    expect(await limiter.consume("client")).toEqual({ allowed: true });
  });

  it("never refuses when the limit is 0 (off)", async () => {
    const limiter = inMemory(0);
    const decisions = await consumeTimes(limiter, "client", 100);
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    expect(limiter.peek("client")).toEqual({ allowed: true });
  });
});
