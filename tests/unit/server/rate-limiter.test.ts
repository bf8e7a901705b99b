import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../../../server/rate-limiter";

async function consumeTimes(limiter: ReturnType<typeof createRateLimiter>, key: string, times: number) {
  const decisions = [];
  for (let index = 0; index < times; index++) decisions.push(await limiter.consume(key));
  return decisions;
}

describe("submission rate limiter", () => {
  it("allows the configured number per client per minute, then refuses with a wait", async () => {
    let now = 60_000 * 1_000;
    const limiter = createRateLimiter(3, () => now);
    const decisions = await consumeTimes(limiter, "203.0.113.7", 4);
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(decisions[3]).toMatchObject({ allowed: false });
    const refused = decisions[3] as { allowed: false; retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
    // Another client is not affected.
    expect(await limiter.consume("198.51.100.1")).toEqual({ allowed: true });
    now += 10_000;
    expect((await limiter.consume("203.0.113.7")).allowed).toBe(false);
  });

  it("counts the previous minute in proportion, so no double burst at a minute boundary", async () => {
    let now = 60_000 * 1_000 + 59_000;
    const limiter = createRateLimiter(10, () => now);
    await consumeTimes(limiter, "client", 10);
    now += 2_000; // one second into the next minute: almost all of the previous ten still count
    expect((await limiter.consume("client")).allowed).toBe(false);
    now += 58_500; // the previous minute has nearly slid out
    expect((await limiter.consume("client")).allowed).toBe(true);
  });

  it("allows again once the retry-after time has passed", async () => {
    let now = 60_000 * 5_000 + 30_000;
    const limiter = createRateLimiter(2, () => now);
    await consumeTimes(limiter, "client", 2);
    const refused = await limiter.consume("client");
    if (refused.allowed) throw new Error("expected a refusal");
    now += refused.retryAfterSeconds * 1000 - 1_000;
    expect((await limiter.consume("client")).allowed).toBe(false);
    now += 1_000;
    expect((await limiter.consume("client")).allowed).toBe(true);
  });

  it("tells whether a client is over the limit without counting an attempt", async () => {
    const limiter = createRateLimiter(2, () => 60_000 * 7_000);
    expect(limiter.peek("client")).toEqual({ allowed: true });
    expect(limiter.peek("client")).toEqual({ allowed: true });
    await consumeTimes(limiter, "client", 2);
    expect(limiter.peek("client")).toMatchObject({ allowed: false });
    expect(limiter.peek("other")).toEqual({ allowed: true });
  });

  it("never refuses when the limit is 0 (off)", async () => {
    const limiter = createRateLimiter(0);
    const decisions = await consumeTimes(limiter, "client", 100);
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
  });
});
