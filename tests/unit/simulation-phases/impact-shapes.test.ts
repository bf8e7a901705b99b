/**
 * The impact canvas's particles and shapes (app/visualisations/impact-particles/simulation.ts):
 * whole voices inside the canvas, drifting both ways and turning back where their edge meets the
 * canvas's, a gathering that surrounds the centre, and a ring that starts at the top and goes
 * round clockwise.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "~/visualisations/shared/random";
import {
  impactSimulation,
  nearestParticle,
  ringRadius,
  type ImpactSimulation,
} from "~/visualisations/impact-particles/simulation";

const [width, height] = [600, 400];
const create = (seed = 7) => impactSimulation.create(width, height, seededRandom(seed));

function run(state: ImpactSimulation, totalMs: number) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += 16) impactSimulation.step(state, 16);
}

describe("impact particles", () => {
  it("start whole inside the canvas, drifting at most half a pixel a frame, in both directions", () => {
    const { particles } = create();
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(particle.size);
      expect(particle.x).toBeLessThanOrEqual(width - particle.size);
      expect(particle.y).toBeGreaterThanOrEqual(particle.size);
      expect(particle.y).toBeLessThanOrEqual(height - particle.size);
      expect(Math.abs(particle.vx)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(particle.vy)).toBeLessThanOrEqual(0.5);
    }
    expect(particles.some((particle) => particle.vx < 0) && particles.some((particle) => particle.vx > 0)).toBe(true);
    expect(particles.some((particle) => particle.vy < 0) && particles.some((particle) => particle.vy > 0)).toBe(true);
  });

  it("drift for a minute without a click and stay whole inside the canvas", () => {
    const state = create();
    const start = state.particles.map((particle) => ({ x: particle.x, y: particle.y }));
    run(state, 60_000);
    state.particles.forEach((particle, index) => {
      const radius = particle.size / 2;
      expect(particle.x).toBeGreaterThanOrEqual(radius);
      expect(particle.x).toBeLessThanOrEqual(width - radius);
      expect(particle.y).toBeGreaterThanOrEqual(radius);
      expect(particle.y).toBeLessThanOrEqual(height - radius);
      expect(particle.x !== start[index].x || particle.y !== start[index].y).toBe(true);
    });
    expect(state.particles.some((particle) => particle.x > width - 20)).toBe(true);
  });

  it("turn back only when a voice's edge meets the canvas's edge, at each of the four edges", () => {
    const state = create();
    const [voice] = state.particles;
    const radius = voice.size / 2;
    // One voice a pixel short of each edge, heading for it; the canvas draws a voice `size` across.
    const headingOut = [
      { x: radius + 1, y: height / 2, vx: -0.5, vy: 0 },
      { x: width - radius - 1, y: height / 2, vx: 0.5, vy: 0 },
      { x: width / 2, y: radius + 1, vx: 0, vy: -0.5 },
      { x: width / 2, y: height - radius - 1, vx: 0, vy: 0.5 },
    ];
    state.particles = headingOut.map((start) => ({ ...voice, ...start }));
    const paths = headingOut.map(() => [] as { x: number; y: number }[]);
    for (let frame = 0; frame < 10; frame++) {
      impactSimulation.step(state, 16);
      state.particles.forEach(({ x, y }, index) => paths[index].push({ x, y }));
    }
    const [left, right, top, bottom] = paths;
    expect(Math.min(...left.map(({ x }) => x))).toBe(radius);
    expect(Math.max(...right.map(({ x }) => x))).toBe(width - radius);
    expect(Math.min(...top.map(({ y }) => y))).toBe(radius);
    expect(Math.max(...bottom.map(({ y }) => y))).toBe(height - radius);
    expect(state.particles.map(({ vx, vy }) => ({ vx, vy }))).toEqual([
      { vx: 0.5, vy: 0 },
      { vx: -0.5, vy: 0 },
      { vx: 0, vy: 0.5 },
      { vx: 0, vy: -0.5 },
    ]);
  });

  it("gather around the centre, within an eighth of the canvas's smaller side, on every side of it", () => {
    const state = create();
    impactSimulation.press(state);
    run(state, 3_000);
    expect(state.phase).toBe("converging");
    const reach = 0.12 * Math.min(width, height);
    const offsets = state.particles.map((particle) => ({
      dx: particle.targetX - width / 2,
      dy: particle.targetY - height / 2,
    }));
    for (const { dx, dy } of offsets) expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(reach + 1e-9);
    for (const side of [
      ({ dx }: { dx: number }) => dx < 0,
      ({ dx }: { dx: number }) => dx > 0,
      ({ dy }: { dy: number }) => dy < 0,
      ({ dy }: { dy: number }) => dy > 0,
    ])
      expect(offsets.some(side)).toBe(true);
    expect(Math.max(...offsets.map(({ dx }) => Math.abs(dx)))).toBeGreaterThan(reach / 2);
    expect(Math.max(...offsets.map(({ dy }) => Math.abs(dy)))).toBeGreaterThan(reach / 2);
  });

  it("form a ring of 0.38 of the smaller side, from the top of the canvas round clockwise", () => {
    const state = create();
    impactSimulation.showEndState(state);
    const radius = ringRadius(state);
    expect(radius).toBeCloseTo(0.38 * height);
    const count = state.particles.length;
    state.particles.forEach((particle, index) => {
      const angle = (index / count) * 2 * Math.PI - Math.PI / 2;
      expect(particle.targetX).toBeCloseTo(width / 2 + radius * Math.cos(angle));
      expect(particle.targetY).toBeCloseTo(height / 2 + radius * Math.sin(angle));
    });
    expect(state.particles[0].targetY).toBeCloseTo(height / 2 - radius);
    expect(state.particles[Math.round(count / 4)].targetX).toBeGreaterThan(width / 2);
  });

  it("highlights the first of two voices equally near the pointer", () => {
    const state = create();
    state.particles = state.particles.slice(0, 2);
    Object.assign(state.particles[0], { x: 100, y: 100, size: 10 });
    Object.assign(state.particles[1], { x: 110, y: 100, size: 10 });
    expect(nearestParticle(state, 105, 100)).toBe(0);
  });
});
