/**
 * The trust canvas's quadrants and shapes (app/visualisations/trust-particles/simulation.ts):
 * each category keeps to its quadrant while scattered, its cluster fits its quadrant even on a
 * short canvas with no two particles overlapping, and the unified disc is centred.
 */
import { describe, expect, it } from "vitest";
import { trustCategories } from "~/visualisations/shared/category-order";
import { seededRandom } from "~/visualisations/shared/random";
import {
  categoryAt,
  quadrantOf,
  trustLinks,
  trustSimulation,
  type TrustSimulation,
} from "~/visualisations/trust-particles/simulation";

const edgeMargin = 6;
const create = (width = 800, height = 400, seed = 3) => trustSimulation.create(width, height, seededRandom(seed));

function run(state: TrustSimulation, totalMs: number) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += 16) trustSimulation.step(state, 16);
}

function insideQuadrant(state: TrustSimulation, margin: number) {
  for (const particle of state.particles) {
    const quadrant = quadrantOf(state, particle.category);
    expect(particle.x).toBeGreaterThanOrEqual(quadrant.left + margin);
    expect(particle.x).toBeLessThanOrEqual(quadrant.right - margin);
    expect(particle.y).toBeGreaterThanOrEqual(quadrant.top + margin);
    expect(particle.y).toBeLessThanOrEqual(quadrant.bottom - margin);
  }
}

describe("trust quadrants and shapes", () => {
  it("gives each category a quarter of the canvas, in reading order", () => {
    const state = { width: 800, height: 400 };
    expect(trustCategories.map((category) => quadrantOf(state, category))).toEqual([
      { left: 0, top: 0, right: 400, bottom: 200 },
      { left: 400, top: 0, right: 800, bottom: 200 },
      { left: 0, top: 200, right: 400, bottom: 400 },
      { left: 400, top: 200, right: 800, bottom: 400 },
    ]);
  });

  it("counts the middle lines as the right and lower quadrants", () => {
    const state = { width: 800, height: 400 };
    expect(categoryAt(state, 400, 100)).toBe(trustCategories[1]);
    expect(categoryAt(state, 100, 200)).toBe(trustCategories[2]);
    expect(categoryAt(state, 399.5, 199.5)).toBe(trustCategories[0]);
  });

  it("starts each particle 6 px inside its quadrant, drifting both ways", () => {
    const state = create();
    insideQuadrant(state, edgeMargin);
    expect(
      state.particles.some((particle) => particle.vx < 0) && state.particles.some((particle) => particle.vx > 0),
    ).toBe(true);
    expect(
      state.particles.some((particle) => particle.vy < 0) && state.particles.some((particle) => particle.vy > 0),
    ).toBe(true);
  });

  it("starts each particle 6 px inside its quadrant even at either end of the random range", () => {
    for (const draw of [0, 1 - Number.EPSILON]) {
      const state = trustSimulation.create(800, 400, () => draw);
      insideQuadrant(state, edgeMargin);
    }
  });

  it("keeps each particle 6 px inside its quadrant while it drifts for a minute", () => {
    const state = create();
    const start = state.particles.map((particle) => particle.x);
    run(state, 60_000);
    insideQuadrant(state, edgeMargin);
    expect(state.particles.every((particle, index) => particle.x !== start[index])).toBe(true);
  });

  /** Each category's gathered cluster and its quadrant, on a common canvas and on a short, wide one. */
  function gatheredClusters() {
    return [
      [800, 400],
      [2000, 100],
    ].flatMap(([width, height]) => {
      const state = create(width, height);
      trustSimulation.press(state);
      run(state, 2_000);
      expect(state.phase).toBe("converging");
      return trustCategories.map((category) => ({
        label: `${width}x${height} ${category}`,
        quadrant: quadrantOf(state, category),
        cluster: state.particles.filter((particle) => particle.category === category),
      }));
    });
  }

  it("gathers each category around its quadrant's centre, inside the quadrant even on a short canvas", () => {
    for (const { label, quadrant, cluster } of gatheredClusters()) {
      const centre = { x: (quadrant.left + quadrant.right) / 2, y: (quadrant.top + quadrant.bottom) / 2 };
      const nearest = Math.min(
        ...cluster.map((particle) => Math.hypot(particle.targetX - centre.x, particle.targetY - centre.y)),
      );
      expect(nearest, label).toBeLessThan(8);
      for (const particle of cluster) {
        expect(particle.targetX).toBeGreaterThan(quadrant.left);
        expect(particle.targetX).toBeLessThan(quadrant.right);
        expect(particle.targetY).toBeGreaterThan(quadrant.top);
        expect(particle.targetY).toBeLessThan(quadrant.bottom);
      }
    }
  });

  it("spreads each cluster so that no two of its particles overlap, even on a short canvas", () => {
    for (const { label, cluster } of gatheredClusters()) {
      // The canvas draws a particle with a radius of its size.
      cluster.forEach((a, index) => {
        for (const b of cluster.slice(index + 1))
          expect(Math.hypot(a.targetX - b.targetX, a.targetY - b.targetY), label).toBeGreaterThanOrEqual(
            a.size + b.size,
          );
      });
    }
  });

  it("unites every particle in one disc around the canvas's centre that fits a short canvas", () => {
    for (const [width, height] of [
      [800, 400],
      [2000, 100],
    ]) {
      const state = create(width, height);
      trustSimulation.showEndState(state);
      const distances = state.particles.map((particle) =>
        Math.hypot(particle.targetX - width / 2, particle.targetY - height / 2),
      );
      expect(Math.min(...distances)).toBeLessThan(6);
      expect(Math.max(...distances), `${width}x${height}`).toBeLessThanOrEqual(0.42 * Math.min(width, height));
      const slots = new Set(
        state.particles.map((particle) => `${particle.targetX.toFixed(3)},${particle.targetY.toFixed(3)}`),
      );
      expect(slots.size).toBe(state.particles.length);
    }
  });

  it("draws no links while scattered, even between particles that touch", () => {
    const state = create();
    Object.assign(state.particles[1], { x: state.particles[0].x, y: state.particles[0].y });
    const out = [1, 2, 3];
    expect(trustLinks(state, out)).toBe(0);
    expect(out).toEqual([]);
  });
});
