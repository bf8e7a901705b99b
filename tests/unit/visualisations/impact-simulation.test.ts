import { describe, expect, it } from "vitest";
import { categoryColours } from "~/visualisations/shared/category-order";
import { referenceFrameMs } from "~/visualisations/shared/frame-time";
import { seededRandom } from "~/visualisations/shared/random";
import {
  impactConstants,
  impactParticleCount,
  impactSimulation,
  nearestParticle,
  ringRadius,
  type ImpactSimulation,
} from "~/visualisations/impact-particles/simulation";

const {
  status: impactStatus,
  step: stepImpact,
  press: pressImpact,
  showEndState: showImpactEndState,
  point: pointImpact,
  cycleHighlight: cycleImpactHighlight,
  resize: resizeImpact,
} = impactSimulation;
const create = (width = 800, height = 400, seed = 1) => impactSimulation.create(width, height, seededRandom(seed));

/** The fake clock: advances the simulation in steps of `stepMs` until `totalMs` have passed. */
function advance(state: ImpactSimulation, totalMs: number, stepMs = 100) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) stepImpact(state, Math.min(stepMs, totalMs - elapsed));
}

describe("impact particles", () => {
  it.each([
    [800, 400, 80],
    [335, 251, 21],
    [600, 300, 45],
    [1000, 500, 100],
    [1920, 1080, 100],
  ])("a %i x %i canvas holds floor(area / 4000), at most 100: %i particles", (width, height, expected) => {
    expect(impactParticleCount(width, height)).toBe(expected);
    expect(create(width, height).particles).toHaveLength(expected);
  });

  it("sizes every particle between 4 and 10 px", () => {
    for (const seed of [1, 2, 3]) {
      for (const particle of create(1000, 500, seed).particles) {
        expect(particle.size).toBeGreaterThanOrEqual(4);
        expect(particle.size).toBeLessThanOrEqual(10);
      }
    }
    expect([impactConstants.minSize, impactConstants.maxSize]).toEqual([4, 10]);
  });

  it("colours the particles from a palette of four colours, all of them used", () => {
    expect(impactConstants.palette).toEqual(Object.values(categoryColours));
    expect(new Set(create().particles.map((particle) => particle.colour))).toEqual(
      new Set(Object.values(categoryColours)),
    );
  });
});

describe("impact phases", () => {
  it("stays individual until clicked", () => {
    const state = create();
    advance(state, 20_000);
    expect(state.phase).toBe("individual");
    expect(impactStatus(state)).toBe("individual");
  });

  it("starts on a click, converges after 3000 ms and turns collective 5000 ms later", () => {
    const state = create();
    advance(state, 777);
    pressImpact(state);
    expect(impactStatus(state)).toBe("waiting");
    advance(state, 2900);
    expect(state.phase).toBe("individual");
    advance(state, 100);
    expect(state.phase).toBe("converging");
    advance(state, 4900);
    expect(state.phase).toBe("converging");
    advance(state, 100);
    expect(state.phase).toBe("collective");
    expect([impactConstants.convergeAfterMs, impactConstants.collectiveAfterMs]).toEqual([3000, 5000]);
  });

  it("converges toward the centre", () => {
    const state = create(800, 400);
    pressImpact(state);
    advance(state, 3000);
    for (const particle of state.particles) {
      expect(Math.hypot(particle.targetX - 400, particle.targetY - 200)).toBeLessThanOrEqual(0.12 * 400);
    }
  });

  it.each(["converging", "collective"] as const)("eases 2%% of the remaining way per frame while %s", (phase) => {
    const state = create();
    pressImpact(state);
    advance(state, phase === "converging" ? 3000 : 8000);
    expect(state.phase).toBe(phase);
    const before = state.particles.map((particle) => ({ ...particle }));
    stepImpact(state, referenceFrameMs);
    state.particles.forEach((particle, index) => {
      const start = before[index];
      expect(particle.x - start.x).toBeCloseTo((start.targetX - start.x) * 0.02, 10);
      expect(particle.y - start.y).toBeCloseTo((start.targetY - start.y) * 0.02, 10);
    });
    expect(impactConstants.easing).toBe(0.02);
  });

  it("forms a ring around the centre in the collective phase", () => {
    const state = create(800, 400);
    pressImpact(state);
    advance(state, 20_000);
    for (const particle of state.particles) {
      expect(Math.hypot(particle.x - 400, particle.y - 200)).toBeCloseTo(ringRadius(state), 0);
    }
  });

  it("resets to individual voices with new particles on the second click", () => {
    const state = create();
    pressImpact(state);
    advance(state, 9000);
    const previous = state.particles;
    pressImpact(state);
    expect(state.phase).toBe("individual");
    expect(impactStatus(state)).toBe("individual");
    expect(state.particles).not.toBe(previous);
    expect(state.particles.map((particle) => particle.x)).not.toEqual(previous.map((particle) => particle.x));
    advance(state, 10_000);
    expect(state.phase).toBe("individual");
  });

  it("shows the collective ring at once for reduced motion", () => {
    const state = create();
    showImpactEndState(state);
    expect(impactStatus(state)).toBe("collective");
    for (const particle of state.particles)
      expect([particle.x, particle.y]).toEqual([particle.targetX, particle.targetY]);
  });
});

describe("impact hover", () => {
  function twoParticles() {
    const state = create();
    state.particles = state.particles.slice(0, 2);
    Object.assign(state.particles[0], { x: 100, y: 100, size: 4 });
    Object.assign(state.particles[1], { x: 120, y: 100, size: 10 });
    return state;
  }

  it("highlights the nearest particle within its size plus 10 px", () => {
    const state = twoParticles();
    expect(nearestParticle(state, 113, 100)).toBe(1);
    expect(nearestParticle(state, 105, 100)).toBe(0);
    expect(nearestParticle(state, 100, 113.9)).toBe(0);
    expect(nearestParticle(state, 100, 114)).toBeNull();
    expect(nearestParticle(state, 120, 119.9)).toBe(1);
    expect(nearestParticle(state, 120, 120)).toBeNull();
    pointImpact(state, 113, 100);
    expect(state.highlighted).toBe(1);
  });

  it("highlights while individual and converging, never in the collective phase", () => {
    const state = create();
    const target = state.particles[0];
    pointImpact(state, target.x, target.y);
    expect(state.highlighted).toBe(0);
    pressImpact(state);
    advance(state, 3000);
    expect(state.phase).toBe("converging");
    const moving = state.particles[3];
    pointImpact(state, moving.x, moving.y);
    expect(state.highlighted).toBe(3);
    advance(state, 5000);
    expect(state.phase).toBe("collective");
    expect(state.highlighted).toBeNull();
    const onRing = state.particles[0];
    pointImpact(state, onRing.x, onRing.y);
    expect(state.highlighted).toBeNull();
    cycleImpactHighlight(state, 1);
    expect(state.highlighted).toBeNull();
  });

  it("lets the keyboard step through the voices", () => {
    const state = create();
    cycleImpactHighlight(state, 1);
    expect(state.highlighted).toBe(0);
    cycleImpactHighlight(state, -1);
    expect(state.highlighted).toBe(state.particles.length - 1);
  });

  it("keeps the ring centred when the canvas is resized", () => {
    const state = create(800, 400);
    showImpactEndState(state);
    resizeImpact(state, 400, 300);
    for (const particle of state.particles) {
      expect(Math.hypot(particle.targetX - 200, particle.targetY - 150)).toBeCloseTo(ringRadius(state), 6);
    }
  });
});
