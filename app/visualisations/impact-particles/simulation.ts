import { categoryColours, trustCategories } from "../shared/category-order";
import { driftWithin, phasedSimulation, type MovingParticle, type PhasedSimulation } from "../shared/phased-simulation";
import { randomBetween, type RandomSource } from "../shared/random";

/**
 * The consortium impact animation: individual voices that, after a click,
 * gather toward the centre and then form one connected ring, "Collective
 * Insight". The phases, timer, clicks and highlighting are the shared phased
 * simulation's; this module holds the constants, particles and shapes
 * (docs/product.md#impact-canvas).
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

export type ImpactParticle = MovingParticle & {
  /** Diameter in CSS pixels. */
  size: number;
  colour: string;
  opacity: number;
};

/** A highlight is one voice: the index of its particle. */
export type ImpactSimulation = PhasedSimulation<ImpactPhase, ImpactParticle, number>;

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

/** The radius of the collective ring. */
export function ringRadius(state: Pick<ImpactSimulation, "width" | "height">): number {
  return 0.38 * Math.min(state.width, state.height);
}

/** While individual, each voice stays whole inside the canvas. */
function driftInCanvas(state: ImpactSimulation, frames: number) {
  for (const particle of state.particles) {
    const radius = particle.size / 2;
    driftWithin(particle, frames, radius, radius, state.width - radius, state.height - radius);
  }
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

/**
 * The animation's operations (create, status, step, press, showEndState, point,
 * leave, cycleHighlight, resize): the shared machine with these rules. Status
 * adds "waiting" (clicked, not converging yet) to the phases; hovering or the
 * arrow keys highlight one voice, except in the collective phase.
 */
export const impactSimulation = phasedSimulation<ImpactPhase, ImpactParticle, number>({
  phases: ["individual", "converging", "collective"],
  convergeAfterMs: impactConstants.convergeAfterMs,
  endAfterMs: impactConstants.collectiveAfterMs,
  easing: impactConstants.easing,
  createParticles,
  drift: driftInCanvas,
  aimConverging: aimAtCentre,
  aimEnd: aimAtRing,
  // The gathering targets are random draws: a resize scales them rather than drawing new ones.
  reaimConvergingOnResize: false,
  highlight: {
    at: nearestParticle,
    count: (state) => state.particles.length,
    nth: (index) => index,
    indexOf: (index) => index,
    // The same index names a different voice once the particles are new.
    survivesReset: false,
  },
});
