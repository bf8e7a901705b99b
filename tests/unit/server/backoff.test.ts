import { describe, expect, it } from "vitest";
import { retryDelayMs } from "../../../server/delivery/backoff";

const schedule = { baseMs: 30_000, maxMs: 3_600_000 };

describe("delivery retry back-off", () => {
  it("waits 30 s after the first failure, doubling each time, up to one hour", () => {
    const noJitter = () => 0;
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((attempts) => retryDelayMs(attempts, schedule, noJitter));
    expect(waits).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("takes up to 20 % off at random so that retries spread out, never exceeding the cap", () => {
    expect(retryDelayMs(1, schedule, () => 0.999_999)).toBe(24_000);
    expect(retryDelayMs(1, schedule, () => 0.5)).toBe(27_000);
    expect(retryDelayMs(20, schedule, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(20, schedule, () => 1)).toBe(2_880_000);
  });

  it("follows a configured schedule (short ones for tests)", () => {
    expect(retryDelayMs(3, { baseMs: 100, maxMs: 250, jitter: 0 })).toBe(250);
  });
});
