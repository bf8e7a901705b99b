/** The submission limiter's memory of refused clients (server/rate-limiter.ts), which the flood guard reads. */
import { describe, expect, it } from "vitest";
import { createSubmissionLimiter } from "../../../server/rate-limiter";

describe("refusal memory", () => {
  it("keeps refusing a client whose window has not ended while ten thousand other clients are refused", async () => {
    const limiter = createSubmissionLimiter({
      perMinute: 1,
      storage: { pool: undefined, ready: () => Promise.reject(new Error("no database")) },
      now: () => Date.UTC(2030, 0, 1),
    });
    for (let client = 0; client <= 10_000; client++) {
      await limiter.consume(`client-${client}`);
      expect((await limiter.consume(`client-${client}`)).allowed).toBe(false);
    }
    expect(limiter.peek("client-0")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.peek("client-10000")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
