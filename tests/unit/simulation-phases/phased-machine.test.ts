/**
 * The shared phased machine (app/visualisations/shared/phased-simulation.ts) at its edges: a
 * particle on an edge keeps going, each edge turns it back, the converging shape is laid out
 * only when converging begins, the keyboard starts from the last thing backwards, and a resize
 * scales what it does not lay out again.
 */
import { describe, expect, it, vi } from "vitest";
import { impactSimulation } from "~/visualisations/impact-particles/simulation";
import { trustCategories } from "~/visualisations/shared/category-order";
import { driftWithin, phasedSimulation, type MovingParticle } from "~/visualisations/shared/phased-simulation";
import { seededRandom } from "~/visualisations/shared/random";
import { trustSimulation } from "~/visualisations/trust-particles/simulation";

const particle = (x: number, y: number, vx: number, vy: number): MovingParticle => ({
  x,
  y,
  vx,
  vy,
  targetX: x,
  targetY: y,
});

describe("drifting within a box", () => {
  it("lets a particle that lands exactly on an edge keep its direction", () => {
    for (const moving of [
      particle(12, 50, -2, 0),
      particle(88, 50, 2, 0),
      particle(50, 12, 0, -2),
      particle(50, 88, 0, 2),
    ]) {
      const before = { vx: moving.vx, vy: moving.vy };
      driftWithin(moving, 1, 10, 10, 90, 90);
      expect({ vx: moving.vx, vy: moving.vy }).toEqual(before);
    }
  });

  it("turns a particle back at each of the four edges", () => {
    const cases = [
      [particle(11, 50, -2, 0), { x: 10, y: 50, vx: 2, vy: 0 }],
      [particle(89, 50, 2, 0), { x: 90, y: 50, vx: -2, vy: 0 }],
      [particle(50, 11, 0, -2), { x: 50, y: 10, vx: 0, vy: 2 }],
      [particle(50, 89, 0, 2), { x: 50, y: 90, vx: 0, vy: -2 }],
    ] as const;
    for (const [moving, after] of cases) {
      driftWithin(moving, 1, 10, 10, 90, 90);
      expect(moving).toMatchObject(after);
    }
  });
});

describe("phased machine", () => {
  it("lays out the converging shape only when converging begins, not on a reset or at the end", () => {
    const aimConverging = vi.fn();
    const machine = phasedSimulation<"a" | "b" | "c", MovingParticle, number>({
      phases: ["a", "b", "c"],
      convergeAfterMs: 100,
      endAfterMs: 100,
      easing: 0.1,
      createParticles: () => [particle(1, 1, 0, 0)],
      drift: () => undefined,
      aimConverging,
      aimEnd: () => undefined,
      reaimConvergingOnResize: false,
      highlight: {
        at: () => null,
        count: () => 0,
        nth: (index) => index,
        indexOf: (index) => index,
        survivesReset: true,
      },
    });
    const state = machine.create(100, 100, seededRandom(1));
    machine.press(state);
    machine.press(state);
    expect(aimConverging).not.toHaveBeenCalled();
    machine.showEndState(state);
    expect(aimConverging).not.toHaveBeenCalled();
    machine.press(state);
    machine.press(state);
    machine.step(state, 100);
    expect(aimConverging).toHaveBeenCalledTimes(1);
  });

  it("steps backwards from nothing to the last category", () => {
    const state = trustSimulation.create(800, 400, seededRandom(1));
    trustSimulation.cycleHighlight(state, -1);
    expect(state.highlighted).toBe(trustCategories[trustCategories.length - 1]);
  });

  it("scales the gathering's targets with the canvas instead of drawing new ones", () => {
    const state = impactSimulation.create(600, 400, seededRandom(5));
    impactSimulation.press(state);
    for (let elapsed = 0; elapsed < 3_000; elapsed += 100) impactSimulation.step(state, 100);
    expect(state.phase).toBe("converging");
    const before = state.particles.map(({ targetX, targetY }) => ({ targetX, targetY }));
    impactSimulation.resize(state, 300, 800);
    state.particles.forEach((moved, index) => {
      expect(moved.targetX).toBeCloseTo(before[index].targetX / 2);
      expect(moved.targetY).toBeCloseTo(before[index].targetY * 2);
    });
  });
});
