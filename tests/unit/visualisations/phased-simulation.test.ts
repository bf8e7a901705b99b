import { describe, expect, it, vi } from "vitest";
import { easingFor, maxStepMs, referenceFrameMs } from "~/visualisations/shared/frame-time";
import {
  driftWithin,
  phasedSimulation,
  stepThrough,
  type MovingParticle,
  type PhasedRules,
  type PhasedSimulation,
} from "~/visualisations/shared/phased-simulation";
import { seededRandom } from "~/visualisations/shared/random";

type Phase = "apart" | "converging" | "together";
type State = PhasedSimulation<Phase, MovingParticle, number>;

const letters = ["a", "b", "c"];

/** A small simulation on the shared machine: particles in a row that aim at the centre, then at the origin. */
function testRules(
  overrides: Partial<PhasedRules<Phase, MovingParticle, number>> = {},
): PhasedRules<Phase, MovingParticle, number> {
  return {
    phases: ["apart", "converging", "together"],
    convergeAfterMs: 1000,
    endAfterMs: 500,
    easing: 0.1,
    createParticles: (width, _height, random) =>
      letters.map(() => {
        const x = random() * width;
        return { x, y: 10, vx: 1, vy: 0, targetX: x, targetY: 10 };
      }),
    drift: (state: State, frames: number) => {
      for (const particle of state.particles) particle.x += particle.vx * frames;
    },
    aimConverging: vi.fn((state: State) => {
      for (const particle of state.particles)
        Object.assign(particle, { targetX: state.width / 2, targetY: state.height / 2 });
    }),
    aimEnd: vi.fn((state: State) => {
      for (const particle of state.particles) Object.assign(particle, { targetX: 0, targetY: 0 });
    }),
    reaimConvergingOnResize: false,
    highlight: {
      at: (state, x) => (x < state.width / 2 ? 0 : 1),
      count: () => letters.length,
      nth: (index) => index,
      indexOf: (index) => index,
      survivesReset: true,
    },
    ...overrides,
  };
}

function setUp(overrides: Partial<PhasedRules<Phase, MovingParticle, number>> = {}) {
  const rules = testRules(overrides);
  const simulation = phasedSimulation(rules);
  const state = simulation.create(200, 100, seededRandom(1));
  const advance = (totalMs: number, stepMs = 10) => {
    for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs)
      simulation.step(state, Math.min(stepMs, totalMs - elapsed));
  };
  return { rules, simulation, state, advance };
}

describe("the phased simulation's timer", () => {
  it("starts in its first phase, unstarted, with the rules' particles", () => {
    const { simulation, state } = setUp();
    expect(state).toMatchObject({ phase: "apart", time: 0, startedAt: null, highlighted: null });
    expect(state.particles).toHaveLength(letters.length);
    expect(simulation.status(state)).toBe("apart");
  });

  it("waits for a click, however long it runs", () => {
    const { simulation, state, advance } = setUp();
    advance(60_000, 200);
    expect(state.phase).toBe("apart");
    expect(simulation.status(state)).toBe("apart");
  });

  it("converges convergeAfterMs after the click and ends endAfterMs after that, to the millisecond", () => {
    const { simulation, state, advance } = setUp();
    advance(123);
    simulation.press(state);
    expect(simulation.status(state)).toBe("waiting");
    advance(999, 1);
    expect(simulation.status(state)).toBe("waiting");
    advance(1, 1);
    expect(simulation.status(state)).toBe("converging");
    expect(state.phaseStartedAt).toBe(123 + 1000);
    advance(499, 1);
    expect(state.phase).toBe("converging");
    advance(1, 1);
    expect(simulation.status(state)).toBe("together");
    expect(state.phaseStartedAt).toBe(123 + 1500);
  });

  it("takes at most maxStepMs at once, so a long pause is not replayed as one jump", () => {
    const { simulation, state } = setUp();
    simulation.step(state, 10_000);
    expect(state.time).toBe(maxStepMs);
    simulation.step(state, -5);
    expect(state.time).toBe(maxStepMs);
  });
});

describe("the phased simulation's motion", () => {
  it("drifts by the rules in the first phase, measured in reference frames", () => {
    const { simulation, state } = setUp();
    const before = state.particles.map((particle) => particle.x);
    simulation.step(state, referenceFrameMs * 3);
    state.particles.forEach((particle, index) => expect(particle.x).toBeCloseTo(before[index] + 3, 10));
  });

  it("aims at the converging targets, then the end targets, and eases toward them by the rules' fraction per frame", () => {
    const { rules, simulation, state, advance } = setUp();
    simulation.press(state);
    advance(1000);
    expect(rules.aimConverging).toHaveBeenCalledTimes(1);
    expect(state.particles.every((particle) => particle.targetX === 100 && particle.targetY === 50)).toBe(true);
    const before = state.particles.map((particle) => ({ ...particle }));
    simulation.step(state, referenceFrameMs);
    state.particles.forEach((particle, index) => {
      expect(particle.x - before[index].x).toBeCloseTo((100 - before[index].x) * 0.1, 10);
    });
    advance(500);
    expect(rules.aimEnd).toHaveBeenCalledTimes(1);
    expect(state.particles.every((particle) => particle.targetX === 0 && particle.targetY === 0)).toBe(true);
    expect(easingFor(0.1, referenceFrameMs)).toBeCloseTo(0.1, 12);
  });
});

describe("the phased simulation's clicks and end state", () => {
  it("begins again on a second click: first phase, unstarted, new particles", () => {
    const { simulation, state, advance } = setUp();
    simulation.press(state);
    advance(1200);
    const previous = state.particles;
    simulation.press(state);
    expect(state.phase).toBe("apart");
    expect(state.startedAt).toBeNull();
    expect(state.phaseStartedAt).toBe(state.time);
    expect(state.particles).not.toBe(previous);
    expect(state.particles.map((particle) => particle.x)).not.toEqual(previous.map((particle) => particle.x));
  });

  it.each([
    [true, 1],
    [false, null],
  ])("keeps the highlight across a reset only if the rules say it survives (%s)", (survivesReset, expected) => {
    const base = testRules().highlight;
    const { simulation, state } = setUp({ highlight: { ...base, survivesReset } });
    simulation.press(state);
    simulation.point(state, 150, 10);
    simulation.press(state);
    expect(state.highlighted).toBe(expected);
  });

  it("shows the end state at once, every particle on its target, as a run that is over", () => {
    const { simulation, state, advance } = setUp();
    advance(300);
    simulation.point(state, 10, 10);
    simulation.showEndState(state);
    expect(simulation.status(state)).toBe("together");
    expect(state.startedAt).toBe(300 - 1500);
    expect(state.highlighted).toBeNull();
    for (const particle of state.particles) expect([particle.x, particle.y]).toEqual([0, 0]);
    advance(5000);
    expect(state.phase).toBe("together");
  });
});

describe("the phased simulation's highlight", () => {
  it("highlights what the pointer is over until it leaves, but never in the end phase", () => {
    const { simulation, state } = setUp();
    simulation.point(state, 150, 10);
    expect(state.highlighted).toBe(1);
    simulation.leave(state);
    expect(state.highlighted).toBeNull();
    simulation.showEndState(state);
    simulation.point(state, 150, 10);
    expect(state.highlighted).toBeNull();
  });

  it("steps through the highlights from the keyboard, wrapping around, but never in the end phase", () => {
    const { simulation, state } = setUp();
    simulation.cycleHighlight(state, -1);
    expect(state.highlighted).toBe(2);
    simulation.cycleHighlight(state, 1);
    expect(state.highlighted).toBe(0);
    simulation.cycleHighlight(state, 1);
    expect(state.highlighted).toBe(1);
    simulation.showEndState(state);
    simulation.cycleHighlight(state, 1);
    expect(state.highlighted).toBeNull();
  });

  it("counts from nothing: forwards to the first, backwards to the last, none when there is nothing", () => {
    expect(stepThrough(null, 1, 4)).toBe(0);
    expect(stepThrough(null, -1, 4)).toBe(3);
    expect(stepThrough(3, 1, 4)).toBe(0);
    expect(stepThrough(0, -1, 4)).toBe(3);
    expect(stepThrough(null, 1, 0)).toBeNull();
  });
});

describe("the phased simulation's resizing", () => {
  it("scales positions and targets, and lays out the end shape again", () => {
    const { rules, simulation, state } = setUp();
    simulation.showEndState(state);
    simulation.resize(state, 100, 50);
    expect([state.width, state.height]).toEqual([100, 50]);
    expect(rules.aimEnd).toHaveBeenCalledTimes(2);
  });

  it.each([
    [true, 2],
    [false, 1],
  ])("lays out the converging targets again only if the rules ask (%s)", (reaimConvergingOnResize, aimed) => {
    const { rules, simulation, state, advance } = setUp({ reaimConvergingOnResize });
    simulation.press(state);
    advance(1000);
    expect(state.phase).toBe("converging");
    simulation.resize(state, 400, 100);
    expect(rules.aimConverging).toHaveBeenCalledTimes(aimed);
    expect(state.particles[0].targetX).toBe(200);
  });

  it("leaves the drifting phase's particles where they are, only scaled", () => {
    const { rules, simulation, state } = setUp({ reaimConvergingOnResize: true });
    const first = { ...state.particles[0] };
    simulation.resize(state, 400, 200);
    expect([state.particles[0].x, state.particles[0].y]).toEqual([first.x * 2, first.y * 2]);
    expect(rules.aimConverging).not.toHaveBeenCalled();
    expect(rules.aimEnd).not.toHaveBeenCalled();
  });
});

describe("driftWithin", () => {
  it("moves a particle by its drift per frame", () => {
    const particle = { x: 50, y: 50, vx: 2, vy: -1, targetX: 0, targetY: 0 };
    driftWithin(particle, 1.5, 0, 0, 100, 100);
    expect(particle).toMatchObject({ x: 53, y: 48.5, vx: 2, vy: -1 });
  });

  it("turns a particle back at an edge and puts it on the edge", () => {
    const particle = { x: 99, y: 1, vx: 2, vy: -2, targetX: 0, targetY: 0 };
    driftWithin(particle, 1, 10, 5, 100, 100);
    expect(particle).toMatchObject({ x: 100, y: 5, vx: -2, vy: 2 });
  });
});
