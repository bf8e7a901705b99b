import { categoryColours, trustCategories, type TrustCategory } from "../shared/category-order";
import { findLinks, sunflowerPoint } from "../shared/near-pairs";
import { driftWithin, phasedSimulation, type MovingParticle, type PhasedSimulation } from "../shared/phased-simulation";
import { randomBetween, type RandomSource } from "../shared/random";

/**
 * The trust-score particle visualisation: four categories of signals, each
 * drifting in its own quadrant, that after a click gather into four linked
 * clusters and then into one disc, the trust score. The phases, timer, clicks
 * and highlighting are the shared phased simulation's; this module holds the
 * constants, particles and shapes (docs/product.md#trust-score-canvas).
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

export type TrustParticle = MovingParticle & {
  size: number;
  colour: string;
  opacity: number;
  category: TrustCategory;
};

/** A highlight is a category: hovering its quadrant or stepping to it with the arrow keys. */
export type TrustSimulation = PhasedSimulation<TrustPhase, TrustParticle, TrustCategory>;

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

/** While scattered, each particle stays inside its own quadrant. */
function driftInQuadrants(state: TrustSimulation, frames: number) {
  for (const particle of state.particles) {
    const quadrant = quadrantOf(state, particle.category);
    driftWithin(
      particle,
      frames,
      quadrant.left + edgeMargin,
      quadrant.top + edgeMargin,
      quadrant.right - edgeMargin,
      quadrant.bottom - edgeMargin,
    );
  }
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

/**
 * The visualisation's operations (create, status, step, press, showEndState,
 * point, leave, cycleHighlight, resize): the shared machine with these rules.
 * Status adds "waiting" (clicked, not converging yet) to the phases; hovering a
 * quadrant or the arrow keys highlight a category, except once unified.
 */
export const trustSimulation = phasedSimulation<TrustPhase, TrustParticle, TrustCategory>({
  phases: ["scattered", "converging", "unified"],
  convergeAfterMs: trustConstants.convergeDelayMs,
  endAfterMs: trustConstants.unifyDelayMs,
  easing: trustConstants.easing,
  createParticles,
  drift: driftInQuadrants,
  aimConverging: aimAtClusters,
  aimEnd: aimAtUnity,
  // The clusters' size follows the canvas's, so they are laid out again.
  reaimConvergingOnResize: true,
  highlight: {
    at: categoryAt,
    count: () => trustCategories.length,
    nth: (index) => trustCategories[index],
    indexOf: (category) => trustCategories.indexOf(category),
    // A category is still under the pointer after a reset.
    survivesReset: true,
  },
});

export function trustLinkDistance(phase: TrustPhase): number {
  return trustConstants.linkDistance[phase];
}

/** This frame's links (see findLinks); none while scattered. */
export function trustLinks(state: TrustSimulation, out: number[]): number {
  const distance = trustLinkDistance(state.phase);
  // Stryker disable next-line ConditionalExpression,BlockStatement: findLinks at distance 0 finds nothing and empties `out` as well; this only saves the work
  if (distance === 0) {
    out.length = 0;
    return 0;
  }
  return findLinks(state.particles, distance, out);
}
