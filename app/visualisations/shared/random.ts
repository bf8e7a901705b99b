/** A source of numbers in [0, 1), injected into the simulations so tests and benchmarks can repeat a run. */
export type RandomSource = () => number;

/** mulberry32: a small, fast seeded generator, good enough to place particles reproducibly. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomBetween(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}
