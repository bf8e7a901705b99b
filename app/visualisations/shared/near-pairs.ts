/** Anything with a position. */
export type Point = { x: number; y: number };

/**
 * Pairs of points closer than `maxDistance`, written into `out` as
 * [indexA, indexB, strength, ...] where strength falls from 1 (touching) to 0
 * (at the limit). `out` is reused between frames, so a frame allocates nothing.
 * Returns the number of pairs found.
 */
export function findLinks(points: readonly Point[], maxDistance: number, out: number[]): number {
  out.length = 0;
  const limitSquared = maxDistance * maxDistance;
  const count = points.length;
  for (let a = 0; a < count; a++) {
    const pa = points[a];
    for (let b = a + 1; b < count; b++) {
      const dx = pa.x - points[b].x;
      if (dx > maxDistance || dx < -maxDistance) continue;
      const dy = pa.y - points[b].y;
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared < limitSquared) out.push(a, b, 1 - Math.sqrt(distanceSquared) / maxDistance);
    }
  }
  return out.length / 3;
}

/**
 * Target points on a sunflower (Fermat) spiral around a centre: evenly spread
 * over a disc, neighbours about `spacing * 1.9` apart, which keeps the unified
 * shapes inside their link distance.
 */
export function sunflowerPoint(index: number, spacing: number, centre: Point): Point {
  const goldenAngle = Math.PI * (3 - Math.sqrt(5));
  const radius = spacing * Math.sqrt(index + 0.5);
  const angle = index * goldenAngle;
  return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
}
