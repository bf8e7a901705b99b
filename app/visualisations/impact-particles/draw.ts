import { withAlpha, type ThemeColours } from "~/design/theme";
import { ringRadius, type ImpactSimulation } from "./simulation";

const glowFadeMs = 1500;

function drawCollective(context: CanvasRenderingContext2D, state: ImpactSimulation, colours: ThemeColours) {
  const { particles, width, height } = state;
  const fade = Math.min((state.time - state.phaseStartedAt) / glowFadeMs, 1);
  const centreX = width / 2;
  const centreY = height / 2;
  const radius = ringRadius(state);

  const glow = context.createRadialGradient(centreX, centreY, 0, centreX, centreY, radius * 1.25);
  glow.addColorStop(0, withAlpha(colours.palette.ethical, 0.45));
  glow.addColorStop(0.6, withAlpha(colours.palette.brand, 0.18));
  glow.addColorStop(1, withAlpha(colours.palette.brand, 0));
  context.globalAlpha = fade;
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);

  context.lineWidth = 1;
  const count = particles.length;
  for (let i = 0; i < count; i++) {
    const particle = particles[i];
    context.strokeStyle = colours.of(particle.colour);
    for (const offset of [1, 2]) {
      const neighbour = particles[(i + offset) % count];
      context.globalAlpha = fade * (offset === 1 ? 0.7 : 0.35);
      context.beginPath();
      context.moveTo(particle.x, particle.y);
      context.lineTo(neighbour.x, neighbour.y);
      context.stroke();
    }
    context.globalAlpha = fade * 0.1;
    context.beginPath();
    context.moveTo(particle.x, particle.y);
    context.lineTo(centreX, centreY);
    context.stroke();
  }
}

/** Draws one frame: in the collective phase the glow and connecting lines, then the particles. */
export function drawImpact(context: CanvasRenderingContext2D, state: ImpactSimulation, colours: ThemeColours) {
  if (state.phase === "collective") drawCollective(context, state, colours);
  state.particles.forEach((particle, index) => {
    const highlighted = state.highlighted === index;
    context.globalAlpha = highlighted ? 1 : particle.opacity;
    context.fillStyle = colours.of(particle.colour);
    context.beginPath();
    context.arc(particle.x, particle.y, highlighted ? particle.size * 0.8 : particle.size / 2, 0, Math.PI * 2);
    context.fill();
    if (highlighted) {
      context.strokeStyle = "rgba(255, 255, 255, 0.9)";
      context.lineWidth = 2;
      context.beginPath();
      context.arc(particle.x, particle.y, particle.size * 0.8 + 4, 0, Math.PI * 2);
      context.stroke();
    }
  });
  context.globalAlpha = 1;
}
