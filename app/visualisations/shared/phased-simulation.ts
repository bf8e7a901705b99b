import { clampStep, easingFor, referenceFrameMs } from "./frame-time";
import type { Point } from "./near-pairs";
import type { RandomSource } from "./random";

/**
 * The machine both particle canvases share: particles drift until a click, start
 * converging `convergeAfterMs` later, reach their end shape `endAfterMs` after
 * that, and a second click starts again with new particles. Plain data and
 * functions: no DOM, no clock, no Math.random. The view feeds it elapsed time and
 * pointer positions and draws what it holds; functions update the state in place
 * so that a frame allocates nothing. See docs/product.md#visualisations.
 */

/** A particle as the machine moves it; each simulation adds what it draws. */
export type MovingParticle = Point & {
  /** Drift per reference frame (1/60 s) in the first phase. */
  vx: number;
  vy: number;
  /** Where the particle eases to once converging. */
  targetX: number;
  targetY: number;
};

export type PhasedSimulation<Phase extends string, Particle extends MovingParticle, Highlight> = {
  width: number;
  height: number;
  particles: Particle[];
  phase: Phase;
  /** Simulation time in ms; it only advances while the view is animating. */
  time: number;
  /** When the visitor started the run; null until a click. */
  startedAt: number | null;
  /** When the current phase began, for effects that fade in. */
  phaseStartedAt: number;
  /** What the pointer or the arrow keys picked out, if anything. */
  highlighted: Highlight | null;
  random: RandomSource;
};

/** What the visitor can be told: the phase, or "waiting" for a started run still in its first phase. */
export type PhasedStatus<Phase extends string> = Phase | "waiting";

/** What a visitor can highlight, by pointing or by stepping through with the arrow keys. */
type HighlightRules<State, Highlight> = {
  /** What the pointer at (x, y) picks out, if anything. */
  at(state: State, x: number, y: number): Highlight | null;
  /** How many things the arrow keys step through, and the nth of them and back. */
  count(state: State): number;
  nth(index: number): Highlight;
  indexOf(highlight: Highlight): number;
  /** Whether a highlight still means the same thing once a reset has replaced the particles. */
  survivesReset: boolean;
};

/** What makes one phased simulation itself: its names, timings, particles and shapes. */
export type PhasedRules<Phase extends string, Particle extends MovingParticle, Highlight> = {
  /** The first phase (drifting), the converging one, and the end shape. */
  phases: readonly [first: Phase, converging: Phase, end: Phase];
  convergeAfterMs: number;
  endAfterMs: number;
  /** Fraction of the remaining distance to its target a particle covers per reference frame. */
  easing: number;
  createParticles(width: number, height: number, random: RandomSource): Particle[];
  /** Moves every particle `frames` reference frames along its drift, keeping it in bounds. */
  drift(state: PhasedSimulation<Phase, Particle, Highlight>, frames: number): void;
  /** Sets every particle's target for the converging phase, then for the end shape. */
  aimConverging(state: PhasedSimulation<Phase, Particle, Highlight>): void;
  aimEnd(state: PhasedSimulation<Phase, Particle, Highlight>): void;
  /** Whether a resize lays out the converging targets again (the end shape always is). */
  reaimConvergingOnResize: boolean;
  highlight: HighlightRules<PhasedSimulation<Phase, Particle, Highlight>, Highlight>;
};

/**
 * Moves a particle along its drift, bouncing off the edges of a box: past an
 * edge, it turns back and is put on the edge.
 */
export function driftWithin(
  particle: MovingParticle,
  frames: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
) {
  particle.x += particle.vx * frames;
  particle.y += particle.vy * frames;
  if (particle.x < left || particle.x > right) {
    particle.vx = -particle.vx;
    particle.x = Math.min(Math.max(particle.x, left), right);
  }
  if (particle.y < top || particle.y > bottom) {
    particle.vy = -particle.vy;
    particle.y = Math.min(Math.max(particle.y, top), bottom);
  }
}

/**
 * The next of `count` things in `direction`, wrapping around; from nothing, the
 * first (forwards) or the last (backwards). Null when there is nothing to step through.
 */
export function stepThrough(current: number | null, direction: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  const from = current ?? (direction === 1 ? -1 : count);
  return (from + direction + count) % count;
}

/** The operations of one phased simulation, built from its rules. */
export function phasedSimulation<Phase extends string, Particle extends MovingParticle, Highlight>(
  rules: PhasedRules<Phase, Particle, Highlight>,
) {
  type State = PhasedSimulation<Phase, Particle, Highlight>;
  const [first, converging, end] = rules.phases;

  function aim(state: State, phase: Phase) {
    if (phase === converging) rules.aimConverging(state);
    if (phase === end) rules.aimEnd(state);
  }

  function enterPhase(state: State, phase: Phase) {
    state.phase = phase;
    state.phaseStartedAt = state.time;
    aim(state, phase);
    if (phase === end) state.highlighted = null;
  }

  function ease(state: State, dtMs: number) {
    const factor = easingFor(rules.easing, dtMs);
    for (const particle of state.particles) {
      particle.x += (particle.targetX - particle.x) * factor;
      particle.y += (particle.targetY - particle.y) * factor;
    }
  }

  return {
    create(width: number, height: number, random: RandomSource): State {
      return {
        width,
        height,
        particles: rules.createParticles(width, height, random),
        phase: first,
        time: 0,
        startedAt: null,
        phaseStartedAt: 0,
        highlighted: null,
        random,
      };
    },

    status(state: State): PhasedStatus<Phase> {
      if (state.phase !== first) return state.phase;
      return state.startedAt === null ? first : "waiting";
    },

    /** Advances the simulation by `dtMs` of elapsed time. */
    step(state: State, dtMs: number) {
      const dt = clampStep(dtMs);
      state.time += dt;
      if (state.startedAt !== null) {
        const elapsed = state.time - state.startedAt;
        if (state.phase === first && elapsed >= rules.convergeAfterMs) enterPhase(state, converging);
        if (state.phase === converging && elapsed >= rules.convergeAfterMs + rules.endAfterMs) enterPhase(state, end);
      }
      if (state.phase === first) rules.drift(state, dt / referenceFrameMs);
      else ease(state, dt);
    },

    /** A click: starts a run, or, once one has started, begins again with new particles. */
    press(state: State) {
      if (state.startedAt === null) {
        state.startedAt = state.time;
        return;
      }
      state.particles = rules.createParticles(state.width, state.height, state.random);
      state.startedAt = null;
      if (!rules.highlight.survivesReset) state.highlighted = null;
      enterPhase(state, first);
    },

    /** The picture a run ends in, shown at once (reduced motion): every particle on its end target. */
    showEndState(state: State) {
      state.startedAt = state.time - rules.convergeAfterMs - rules.endAfterMs;
      enterPhase(state, end);
      for (const particle of state.particles) {
        particle.x = particle.targetX;
        particle.y = particle.targetY;
      }
    },

    /** Pointing highlights what is under the pointer, except in the end shape. */
    point(state: State, x: number, y: number) {
      state.highlighted = state.phase === end ? null : rules.highlight.at(state, x, y);
    },

    leave(state: State) {
      state.highlighted = null;
    },

    /** The keyboard's way to point: the next (or previous) thing, with the same end-shape rule. */
    cycleHighlight(state: State, direction: 1 | -1) {
      const { count, nth, indexOf } = rules.highlight;
      const current = state.highlighted === null ? null : indexOf(state.highlighted);
      const next = state.phase === end ? null : stepThrough(current, direction, count(state));
      state.highlighted = next === null ? null : nth(next);
    },

    /** Keeps the picture when the canvas changes size: positions scale, shapes are laid out again. */
    resize(state: State, width: number, height: number) {
      const scaleX = width / state.width;
      const scaleY = height / state.height;
      state.width = width;
      state.height = height;
      for (const particle of state.particles) {
        particle.x *= scaleX;
        particle.y *= scaleY;
        particle.targetX *= scaleX;
        particle.targetY *= scaleY;
      }
      if (state.phase === end || (state.phase === converging && rules.reaimConvergingOnResize)) aim(state, state.phase);
    },
  };
}

/** The operations `phasedSimulation` builds for one set of rules. */
export type PhasedMachine<Phase extends string, Particle extends MovingParticle, Highlight> = ReturnType<
  typeof phasedSimulation<Phase, Particle, Highlight>
>;
