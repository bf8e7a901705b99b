import { describe, expect, it } from "vitest";
import { categoryColours, trustCategories } from "~/visualisations/shared/category-order";
import { easingFor, referenceFrameMs } from "~/visualisations/shared/frame-time";
import { seededRandom } from "~/visualisations/shared/random";
import {
  categoryAt,
  quadrantOf,
  trustConstants,
  trustLinkDistance,
  trustLinks,
  trustParticleCount,
  trustParticlesPerCategory,
  trustSimulation,
  type TrustSimulation,
} from "~/visualisations/trust-particles/simulation";

const {
  status: trustStatus,
  step: stepTrust,
  press: pressTrust,
  showEndState: showTrustEndState,
  point: pointTrust,
  cycleHighlight: cycleTrustHighlight,
  resize: resizeTrust,
} = trustSimulation;
const create = (width = 800, height = 400, seed = 1) => trustSimulation.create(width, height, seededRandom(seed));

/** The fake clock: advances the simulation in steps of `stepMs` until `totalMs` have passed. */
function advance(state: TrustSimulation, totalMs: number, stepMs = 100) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) stepTrust(state, Math.min(stepMs, totalMs - elapsed));
}

describe("trust-score particle count", () => {
  it.each([
    [800, 400, 64],
    [335, 251, 16],
    [470, 400, 37],
    [1000, 600, 120],
    [1152, 504, 116],
    [1600, 900, 120],
    [100, 100, 2],
  ])("a %i x %i canvas holds min(floor(w*h/5000), 120) = %i particles", (width, height, expected) => {
    expect(trustParticleCount(width, height)).toBe(expected);
  });

  it.each([
    [800, 400, 16],
    [470, 400, 9],
    [1600, 900, 30],
  ])("a %i x %i canvas gives each of the four categories %i particles", (width, height, perCategory) => {
    const state = create(width, height);
    expect(trustParticlesPerCategory(width, height)).toBe(perCategory);
    for (const category of trustCategories) {
      const own = state.particles.filter((particle) => particle.category === category);
      expect(own).toHaveLength(perCategory);
      expect(new Set(own.map((particle) => particle.colour))).toEqual(new Set([categoryColours[category]]));
    }
  });

  it("uses the four category colours (a hex colour's letter case does not matter)", () => {
    const lowerCase = (colours: Record<string, string>) =>
      Object.fromEntries(Object.entries(colours).map(([category, colour]) => [category, colour.toLowerCase()]));
    expect(lowerCase(categoryColours)).toEqual({
      environmental: "#1a7d85",
      social: "#6e59a5",
      ethical: "#9b87f5",
      economic: "#7e69ab",
    });
  });

  it("starts every category scattered inside its own quadrant", () => {
    const state = create();
    for (const particle of state.particles) {
      const quadrant = quadrantOf(state, particle.category);
      expect(particle.x).toBeGreaterThanOrEqual(quadrant.left);
      expect(particle.x).toBeLessThanOrEqual(quadrant.right);
      expect(particle.y).toBeGreaterThanOrEqual(quadrant.top);
      expect(particle.y).toBeLessThanOrEqual(quadrant.bottom);
    }
  });

  it("places the same particles for the same random seed", () => {
    expect(create(800, 400, 7).particles).toEqual(create(800, 400, 7).particles);
    expect(create(800, 400, 7).particles).not.toEqual(create(800, 400, 8).particles);
  });
});

describe("trust-score phases", () => {
  it("stays scattered until clicked, however long it runs", () => {
    const state = create();
    advance(state, 20_000);
    expect(state.phase).toBe("scattered");
    expect(trustStatus(state)).toBe("scattered");
  });

  it("converges 2 s after a click and unifies 4 s after that", () => {
    const state = create();
    advance(state, 1234);
    pressTrust(state);
    expect(trustStatus(state)).toBe("waiting");
    advance(state, 1900);
    expect(state.phase).toBe("scattered");
    advance(state, 100);
    expect(state.phase).toBe("converging");
    advance(state, 3900);
    expect(state.phase).toBe("converging");
    advance(state, 100);
    expect(state.phase).toBe("unified");
    advance(state, 10_000);
    expect(state.phase).toBe("unified");
    expect(trustConstants.convergeDelayMs).toBe(2000);
    expect(trustConstants.unifyDelayMs).toBe(4000);
  });

  it.each(["converging", "unified"] as const)(
    "eases each particle 3%% of the way to its target per frame while %s",
    (phase) => {
      const state = create();
      pressTrust(state);
      advance(state, phase === "converging" ? 2000 : 6000);
      expect(state.phase).toBe(phase);
      const before = state.particles.map((particle) => ({ ...particle }));
      stepTrust(state, referenceFrameMs);
      state.particles.forEach((particle, index) => {
        const start = before[index];
        expect(particle.x - start.x).toBeCloseTo((start.targetX - start.x) * 0.03, 10);
        expect(particle.y - start.y).toBeCloseTo((start.targetY - start.y) * 0.03, 10);
      });
      expect(trustConstants.easing).toBe(0.03);
    },
  );

  it("keeps the same motion on a 120 Hz screen: two half frames move as far as one frame", () => {
    expect(1 - (1 - easingFor(0.03, referenceFrameMs / 2)) ** 2).toBeCloseTo(0.03, 12);
  });

  it("settles every particle on its target once unified", () => {
    const state = create();
    pressTrust(state);
    advance(state, 12_000);
    for (const particle of state.particles) {
      expect(Math.hypot(particle.targetX - particle.x, particle.targetY - particle.y)).toBeLessThan(0.5);
    }
  });

  it("resets a running visualisation to scattered with new particles when clicked again", () => {
    for (const runFor of [500, 3000, 7000]) {
      const state = create();
      pressTrust(state);
      advance(state, runFor);
      const previous = state.particles;
      pressTrust(state);
      expect(state.phase).toBe("scattered");
      expect(state.startedAt).toBeNull();
      expect(trustStatus(state)).toBe("scattered");
      expect(state.particles).not.toBe(previous);
      expect(state.particles).toHaveLength(previous.length);
      expect(state.particles.map((particle) => particle.x)).not.toEqual(previous.map((particle) => particle.x));
      advance(state, 5000);
      expect(state.phase).toBe("scattered");
    }
  });

  it("jumps straight to the unified end state for reduced motion", () => {
    const state = create();
    showTrustEndState(state);
    expect(state.phase).toBe("unified");
    expect(state.startedAt).not.toBeNull();
    for (const particle of state.particles) {
      expect(particle.x).toBe(particle.targetX);
      expect(particle.y).toBe(particle.targetY);
    }
  });
});

describe("trust-score links", () => {
  function pairAt(phase: TrustSimulation["phase"], distance: number) {
    const state = create();
    state.phase = phase;
    state.particles = state.particles.slice(0, 2);
    Object.assign(state.particles[0], { x: 100, y: 100 });
    Object.assign(state.particles[1], { x: 100 + distance, y: 100 });
    const links: number[] = [];
    return trustLinks(state, links);
  }

  it("links particles closer than 40 px while converging and 20 px once unified, none while scattered", () => {
    expect(trustLinkDistance("converging")).toBe(40);
    expect(trustLinkDistance("unified")).toBe(20);
    expect(pairAt("converging", 39)).toBe(1);
    expect(pairAt("converging", 41)).toBe(0);
    expect(pairAt("unified", 19)).toBe(1);
    expect(pairAt("unified", 21)).toBe(0);
    expect(pairAt("scattered", 1)).toBe(0);
  });

  it("draws connected shapes: clusters and the unified disc have links", () => {
    const state = create(1152, 504);
    const links: number[] = [];
    pressTrust(state);
    advance(state, 5900);
    expect(trustLinks(state, links)).toBeGreaterThan(state.particles.length / 2);
    advance(state, 6000);
    expect(trustLinks(state, links)).toBeGreaterThan(state.particles.length / 2);
  });
});

describe("trust-score hover", () => {
  it("highlights the category of the quadrant under the pointer", () => {
    const state = create(800, 400);
    const corners = [
      [10, 10, "environmental"],
      [790, 10, "social"],
      [10, 390, "ethical"],
      [790, 390, "economic"],
    ] as const;
    for (const [x, y, category] of corners) {
      expect(categoryAt(state, x, y)).toBe(category);
      pointTrust(state, x, y);
      expect(state.highlighted).toBe(category);
    }
  });

  it("keeps highlighting while converging but not once unified", () => {
    const state = create(800, 400);
    pressTrust(state);
    advance(state, 2000);
    pointTrust(state, 790, 390);
    expect(state.highlighted).toBe("economic");
    advance(state, 4000);
    expect(state.phase).toBe("unified");
    expect(state.highlighted).toBeNull();
    pointTrust(state, 10, 10);
    expect(state.highlighted).toBeNull();
  });

  it("lets the keyboard step through the categories, with the same unified rule", () => {
    const state = create();
    cycleTrustHighlight(state, 1);
    expect(state.highlighted).toBe("environmental");
    cycleTrustHighlight(state, -1);
    expect(state.highlighted).toBe("economic");
    cycleTrustHighlight(state, 1);
    expect(state.highlighted).toBe("environmental");
    showTrustEndState(state);
    cycleTrustHighlight(state, 1);
    expect(state.highlighted).toBeNull();
  });
});

describe("trust-score resizing", () => {
  it("scales the picture to the new size without changing the particles", () => {
    const state = create(800, 400);
    const count = state.particles.length;
    const first = { ...state.particles[0] };
    resizeTrust(state, 400, 200);
    expect(state.particles).toHaveLength(count);
    expect(state.particles[0].x).toBeCloseTo(first.x / 2, 10);
    expect(state.particles[0].y).toBeCloseTo(first.y / 2, 10);
  });
});
