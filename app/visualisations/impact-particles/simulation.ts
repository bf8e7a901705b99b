import { categoryColours, trustCategories } from "~/content/visualisations/categories";
import { clampStep, easingFor, referenceFrameMs } from "../shared/frame-time";
import type { Point } from "../shared/links";
import { randomBetween, type RandomSource } from "../shared/random";

/**
 * The consortium impact animation (spec 4 and 9) as plain data and functions:
 * individual voices that, after a click, gather toward the centre and then form
 * one connected ring, "Collective Insight". No DOM, no clock, no Math.random;
 * functions update the state in place so that a frame allocates nothing.
 */
export const impactConstants = {
  areaPerParticle: 4000,
  maxParticles: 100,
  minSize: 4,
  maxSize: 10,
  convergeAfterMs: 3000,
  collectiveAfterMs: 5000,
  easing: 0.02,
  hoverReach: 10,
  palette: trustCategories.map((category) => categoryColours[category]),
} as const;

export type ImpactPhase = "individual" | "converging" | "collective";

/** What the visitor can be told: like the phase, but telling a started, still individual run apart. */
export type ImpactStatus = "individual" | "waiting" | "converging" | "collective";

export type ImpactParticle = Point & {
  /** Drift per reference frame (1/60 s) while individual. */
  vx: number;
  vy: number;
  /** Diameter in CSS pixels. */
  size: number;
  colour: string;
  opacity: number;
  targetX: number;
  targetY: number;
};

export type ImpactSimulation = {
  width: number;
  height: number;
  particles: ImpactParticle[];
  phase: ImpactPhase;
  /** Simulation time in ms; it only advances while the view is animating. */
  time: number;
  /** When the visitor started the run; null until a click. */
  startedAt: number | null;
  /** When the current phase began, for effects that fade in. */
  phaseStartedAt: number;
  /** Index of the highlighted particle, or null. */
  hovered: number | null;
  random: RandomSource;
};

const maxDrift = 0.5;

export function impactParticleCount(width: number, height: number): number {
  return Math.min(Math.floor((width * height) / impactConstants.areaPerParticle), impactConstants.maxParticles);
}

function createParticles(width: number, height: number, random: RandomSource): ImpactParticle[] {
  const { minSize, maxSize, palette } = impactConstants;
  return Array.from({ length: impactParticleCount(width, height) }, (_, index) => {
    const size = randomBetween(random, minSize, maxSize);
    const x = randomBetween(random, size, width - size);
    const y = randomBetween(random, size, height - size);
    return {
      x,
      y,
      vx: randomBetween(random, -maxDrift, maxDrift),
      vy: randomBetween(random, -maxDrift, maxDrift),
      size,
      colour: palette[index % palette.length],
      opacity: randomBetween(random, 0.55, 0.9),
      targetX: x,
      targetY: y,
    };
  });
}

export function createImpactSimulation(width: number, height: number, random: RandomSource): ImpactSimulation {
  return {
    width,
    height,
    particles: createParticles(width, height, random),
    phase: "individual",
    time: 0,
    startedAt: null,
    phaseStartedAt: 0,
    hovered: null,
    random,
  };
}

export function impactStatus(state: ImpactSimulation): ImpactStatus {
  if (state.phase !== "individual") return state.phase;
  return state.startedAt === null ? "individual" : "waiting";
}

/** The radius of the collective ring. */
export function ringRadius(state: Pick<ImpactSimulation, "width" | "height">): number {
  return 0.38 * Math.min(state.width, state.height);
}

function aimAtCentre(state: ImpactSimulation) {
  const reach = 0.12 * Math.min(state.width, state.height);
  for (const particle of state.particles) {
    const angle = state.random() * Math.PI * 2;
    const distance = Math.sqrt(state.random()) * reach;
    particle.targetX = state.width / 2 + Math.cos(angle) * distance;
    particle.targetY = state.height / 2 + Math.sin(angle) * distance;
  }
}

function aimAtRing(state: ImpactSimulation) {
  const radius = ringRadius(state);
  const count = state.particles.length;
  state.particles.forEach((particle, index) => {
    const angle = (index / count) * Math.PI * 2 - Math.PI / 2;
    particle.targetX = state.width / 2 + Math.cos(angle) * radius;
    particle.targetY = state.height / 2 + Math.sin(angle) * radius;
  });
}

function enterPhase(state: ImpactSimulation, phase: ImpactPhase) {
  state.phase = phase;
  state.phaseStartedAt = state.time;
  if (phase === "converging") aimAtCentre(state);
  if (phase === "collective") {
    aimAtRing(state);
    state.hovered = null;
  }
}

function drift(state: ImpactSimulation, frames: number) {
  for (const particle of state.particles) {
    const radius = particle.size / 2;
    particle.x += particle.vx * frames;
    particle.y += particle.vy * frames;
    if (particle.x < radius || particle.x > state.width - radius) {
      particle.vx = -particle.vx;
      particle.x = Math.min(Math.max(particle.x, radius), state.width - radius);
    }
    if (particle.y < radius || particle.y > state.height - radius) {
      particle.vy = -particle.vy;
      particle.y = Math.min(Math.max(particle.y, radius), state.height - radius);
    }
  }
}

function ease(state: ImpactSimulation, dtMs: number) {
  const factor = easingFor(impactConstants.easing, dtMs);
  for (const particle of state.particles) {
    particle.x += (particle.targetX - particle.x) * factor;
    particle.y += (particle.targetY - particle.y) * factor;
  }
}

/** Advances the simulation by `dtMs` of elapsed time. */
export function stepImpact(state: ImpactSimulation, dtMs: number) {
  const dt = clampStep(dtMs);
  state.time += dt;
  if (state.startedAt !== null) {
    const elapsed = state.time - state.startedAt;
    const { convergeAfterMs, collectiveAfterMs } = impactConstants;
    if (state.phase === "individual" && elapsed >= convergeAfterMs) enterPhase(state, "converging");
    if (state.phase === "converging" && elapsed >= convergeAfterMs + collectiveAfterMs) enterPhase(state, "collective");
  }
  if (state.phase === "individual") drift(state, dt / referenceFrameMs);
  else ease(state, dt);
}

/** A click: the first starts the run, the second resets to individual voices. */
export function pressImpact(state: ImpactSimulation) {
  if (state.startedAt === null) {
    state.startedAt = state.time;
    return;
  }
  state.particles = createParticles(state.width, state.height, state.random);
  state.startedAt = null;
  state.hovered = null;
  enterPhase(state, "individual");
}

/** The picture a run ends in, shown at once (reduced motion): the collective ring. */
export function showImpactEndState(state: ImpactSimulation) {
  state.startedAt = state.time - impactConstants.convergeAfterMs - impactConstants.collectiveAfterMs;
  enterPhase(state, "collective");
  for (const particle of state.particles) {
    particle.x = particle.targetX;
    particle.y = particle.targetY;
  }
}

/** The particle nearest to a point, if it lies within its size plus 10 px. */
export function nearestParticle(state: ImpactSimulation, x: number, y: number): number | null {
  let nearest: number | null = null;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < state.particles.length; index++) {
    const particle = state.particles[index];
    const distance = Math.hypot(particle.x - x, particle.y - y);
    if (distance < particle.size + impactConstants.hoverReach && distance < nearestDistance) {
      nearest = index;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/** Hovering highlights the nearest particle, except in the collective phase. */
export function pointImpact(state: ImpactSimulation, x: number, y: number) {
  state.hovered = state.phase === "collective" ? null : nearestParticle(state, x, y);
}

export function leaveImpact(state: ImpactSimulation) {
  state.hovered = null;
}

/** The keyboard's way to hover: the next (or previous) voice, with the same collective rule. */
export function cycleImpactHighlight(state: ImpactSimulation, direction: 1 | -1) {
  const count = state.particles.length;
  if (state.phase === "collective" || count === 0) {
    state.hovered = null;
    return;
  }
  const current = state.hovered ?? (direction === 1 ? -1 : count);
  state.hovered = (current + direction + count) % count;
}

/** Keeps the picture when the canvas changes size: positions scale, the ring is re-aimed. */
export function resizeImpact(state: ImpactSimulation, width: number, height: number) {
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
  if (state.phase === "collective") aimAtRing(state);
}
