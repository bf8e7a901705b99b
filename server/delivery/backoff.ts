export type BackoffOptions = {
  /** Wait after the first failed attempt. */
  baseMs: number;
  /** No wait is ever longer than this. */
  maxMs: number;
  /** Share of the wait taken off at random, so retries from many rows do not arrive in step. */
  jitter?: number;
};

/**
 * Wait before the next attempt after `attempts` failed ones: base, doubling each
 * time, capped (30 s, 1 min, 2 min, ... 1 h by default), less up to 20 % jitter.
 */
export function retryDelayMs(
  attempts: number,
  { baseMs, maxMs, jitter = 0.2 }: BackoffOptions,
  random = Math.random,
): number {
  const exponent = Math.max(0, attempts - 1);
  const nominal = Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(nominal * (1 - jitter * random()));
}
