import type { SubmissionLimiter } from "../rate-limiter";
import type { Metrics } from "./metrics";

/**
 * The same limiter, counting its refusals: those of the form's action (`consume`) and those the flood
 * guard repeats until the client's window ends (`peek`, server/flood-guard.ts).
 */
export function countingRefusals(
  limiter: SubmissionLimiter,
  metrics: Pick<Metrics, "rateLimitRefused">,
): SubmissionLimiter {
  return {
    async consume(clientKey) {
      const decision = await limiter.consume(clientKey);
      if (!decision.allowed) metrics.rateLimitRefused("form");
      return decision;
    },
    peek(clientKey) {
      const decision = limiter.peek(clientKey);
      if (!decision.allowed) metrics.rateLimitRefused("flood_guard");
      return decision;
    },
  };
}
