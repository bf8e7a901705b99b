import { categoryColours, trustCategories, type TrustCategory } from "~/content/visualisations/categories";
import { clampStep, easingFor, referenceFrameMs } from "../shared/frame-time";
import { findLinks, sunflowerPoint, type Point } from "../shared/links";
import { randomBetween, type RandomSource } from "../shared/random";

/**
 * The trust-score particle visualisation (spec 4 and 9) as plain data and
 * functions: no DOM, no clock, no Math.random. The view feeds it elapsed time
 * and pointer positions and draws what it holds. Functions update the state in
 * place so that a frame allocates nothing.
 */
export const trustConstants = {
  areaPerParticle: 5000,
  maxParticles: 120,
  convergeDelayMs: 2000,
  unifyDelayMs: 4000,
  easing: 0.03,
  linkDistance: { scattered: 0, converging: 40, unified: 20 },
} as const;

export type TrustPhase = "scattered" | "converging" | "unified";

/** What the visitor can be told: like the phase, but telling a started, still scattered run apart. */
export type TrustStatus = "scattered" | "waiting" | "converging" | "unified";

export type TrustParticle = Point & {
  /** Drift per reference frame (1/60 s) while scattered. */
  vx: number;
  vy: number;
  size: number;
  colour: string;
  opacity: number;
  targetX: number;
  targetY: number;
  category: TrustCategory;
};

export type TrustSimulation = {
  width: number;
  height: number;
  particles: TrustParticle[];
  phase: TrustPhase;
  /** Simulation time in ms; it only advances while the view is animating. */
  time: number;
  /** When the visitor started the run; null until a click. */
  startedAt: number | null;
  highlighted: TrustCategory | null;
  random: RandomSource;
};

const edgeMargin = 6;
const maxDrift = 0.35;

export function trustParticleCount(width: number, height: number): number {
  return Math.min(Math.floor((width * height) / trustConstants.areaPerParticle), trustConstants.maxParticles);
}

/** The count divided equally among the four categories (what does not divide evenly is not drawn). */
export function trustParticlesPerCategory(width: number, height: number): number {
  return Math.floor(trustParticleCount(width, height) / trustCategories.length);
}

/** Environmental top left, social top right, ethical bottom left, economic bottom right. */
export function quadrantOf(state: Pick<TrustSimulation, "width" | "height">, category: TrustCategory) {
  const index = trustCategories.indexOf(category);
  const halfWidth = state.width / 2;
  const halfHeight = state.height / 2;
  const left = (index % 2) * halfWidth;
  const top = Math.floor(index / 2) * halfHeight;
  return { left, top, right: left + halfWidth, bottom: top + halfHeight };
}

export function categoryAt(state: Pick<TrustSimulation, "width" | "height">, x: number, y: number): TrustCategory {
  const column = x < state.width / 2 ? 0 : 1;
  const row = y < state.height / 2 ? 0 : 1;
  return trustCategories[row * 2 + column];
}

function createParticles(width: number, height: number, random: RandomSource): TrustParticle[] {
  const perCategory = trustParticlesPerCategory(width, height);
  const particles: TrustParticle[] = [];
  for (const category of trustCategories) {
    const quadrant = quadrantOf({ width, height }, category);
    for (let i = 0; i < perCategory; i++) {
      const x = randomBetween(random, quadrant.left + edgeMargin, quadrant.right - edgeMargin);
      const y = randomBetween(random, quadrant.top + edgeMargin, quadrant.bottom - edgeMargin);
      particles.push({
        x,
        y,
        vx: randomBetween(random, -maxDrift, maxDrift),
        vy: randomBetween(random, -maxDrift, maxDrift),
        size: randomBetween(random, 2.2, 4),
        colour: categoryColours[category],
        opacity: randomBetween(random, 0.7, 1),
        targetX: x,
        targetY: y,
        category,
      });
    }
  }
  return particles;
}

export function createTrustSimulation(width: number, height: number, random: RandomSource): TrustSimulation {
  return {
    width,
    height,
    particles: createParticles(width, height, random),
    phase: "scattered",
    time: 0,
    startedAt: null,
    highlighted: null,
    random,
  };
}

export function trustStatus(state: TrustSimulation): TrustStatus {
  if (state.phase !== "scattered") return state.phase;
  return state.startedAt === null ? "scattered" : "waiting";
}

/** Each category gathers into a disc around its quadrant's centre, neighbours well inside 40 px. */
function aimAtClusters(state: TrustSimulation) {
  const perCategory = state.particles.length / trustCategories.length;
  const spacing = Math.min(11, (0.4 * Math.min(state.width, state.height)) / 2 / Math.sqrt(perCategory + 0.5));
  state.particles.forEach((particle, index) => {
    const quadrant = quadrantOf(state, particle.category);
    const centre = { x: (quadrant.left + quadrant.right) / 2, y: (quadrant.top + quadrant.bottom) / 2 };
    const target = sunflowerPoint(index % perCategory, spacing, centre);
    particle.targetX = target.x;
    particle.targetY = target.y;
  });
}

/** All particles share one disc in the centre, colours interleaved, neighbours inside 20 px. */
function aimAtUnity(state: TrustSimulation) {
  const count = state.particles.length;
  const perCategory = count / trustCategories.length;
  const spacing = Math.min(8, (0.42 * Math.min(state.width, state.height)) / Math.sqrt(count + 0.5));
  const centre = { x: state.width / 2, y: state.height / 2 };
  state.particles.forEach((particle, index) => {
    const slot = (index % perCategory) * trustCategories.length + trustCategories.indexOf(particle.category);
    const target = sunflowerPoint(slot, spacing, centre);
    particle.targetX = target.x;
    particle.targetY = target.y;
  });
}

function enterPhase(state: TrustSimulation, phase: TrustPhase) {
  state.phase = phase;
  if (phase === "converging") aimAtClusters(state);
  if (phase === "unified") {
    aimAtUnity(state);
    state.highlighted = null;
  }
}

function drift(state: TrustSimulation, frames: number) {
  for (const particle of state.particles) {
    const quadrant = quadrantOf(state, particle.category);
    particle.x += particle.vx * frames;
    particle.y += particle.vy * frames;
    if (particle.x < quadrant.left + edgeMargin || particle.x > quadrant.right - edgeMargin) {
      particle.vx = -particle.vx;
      particle.x = Math.min(Math.max(particle.x, quadrant.left + edgeMargin), quadrant.right - edgeMargin);
    }
    if (particle.y < quadrant.top + edgeMargin || particle.y > quadrant.bottom - edgeMargin) {
      particle.vy = -particle.vy;
      particle.y = Math.min(Math.max(particle.y, quadrant.top + edgeMargin), quadrant.bottom - edgeMargin);
    }
  }
}

function ease(state: TrustSimulation, dtMs: number) {
  const factor = easingFor(trustConstants.easing, dtMs);
  for (const particle of state.particles) {
    particle.x += (particle.targetX - particle.x) * factor;
    particle.y += (particle.targetY - particle.y) * factor;
  }
}

/** Advances the simulation by `dtMs` of elapsed time. */
export function stepTrust(state: TrustSimulation, dtMs: number) {
  const dt = clampStep(dtMs);
  state.time += dt;
  if (state.startedAt !== null) {
    const elapsed = state.time - state.startedAt;
    if (state.phase === "scattered" && elapsed >= trustConstants.convergeDelayMs) enterPhase(state, "converging");
    if (state.phase === "converging" && elapsed >= trustConstants.convergeDelayMs + trustConstants.unifyDelayMs) {
      enterPhase(state, "unified");
    }
  }
  if (state.phase === "scattered") drift(state, dt / referenceFrameMs);
  else ease(state, dt);
}

/** A click: starts a run, or, while one is running, resets to scattered with new particles. */
export function pressTrust(state: TrustSimulation) {
  if (state.startedAt === null) {
    state.startedAt = state.time;
    return;
  }
  state.particles = createParticles(state.width, state.height, state.random);
  state.phase = "scattered";
  state.startedAt = null;
}

/** The picture a run ends in, shown at once (reduced motion): unified, every particle at its target. */
export function showTrustEndState(state: TrustSimulation) {
  state.startedAt = state.time - trustConstants.convergeDelayMs - trustConstants.unifyDelayMs;
  enterPhase(state, "unified");
  for (const particle of state.particles) {
    particle.x = particle.targetX;
    particle.y = particle.targetY;
  }
}

/** Hovering a quadrant highlights its category, except once unified. */
export function pointTrust(state: TrustSimulation, x: number, y: number) {
  state.highlighted = state.phase === "unified" ? null : categoryAt(state, x, y);
}

export function leaveTrust(state: TrustSimulation) {
  state.highlighted = null;
}

/** The keyboard's way to hover: the next (or previous) category, with the same unified rule. */
export function cycleTrustHighlight(state: TrustSimulation, direction: 1 | -1) {
  if (state.phase === "unified") {
    state.highlighted = null;
    return;
  }
  const count = trustCategories.length;
  const current = state.highlighted === null ? (direction === 1 ? -1 : count) : trustCategories.indexOf(state.highlighted);
  state.highlighted = trustCategories[(current + direction + count) % count];
}

/** Keeps the picture when the canvas changes size: positions scale, shapes are re-aimed. */
export function resizeTrust(state: TrustSimulation, width: number, height: number) {
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
  if (state.phase !== "scattered") enterPhase(state, state.phase);
}

export function trustLinkDistance(phase: TrustPhase): number {
  return trustConstants.linkDistance[phase];
}

/** This frame's links (see findLinks); none while scattered. */
export function trustLinks(state: TrustSimulation, out: number[]): number {
  const distance = trustLinkDistance(state.phase);
  if (distance === 0) {
    out.length = 0;
    return 0;
  }
  return findLinks(state.particles, distance, out);
}
