import { withAlpha, type ThemeColours } from "~/design/theme";
import categoryLabels from "~content/data/categories";
import { trustCategories } from "../shared/category-order";
import { quadrantOf, trustLinks, type TrustSimulation } from "./simulation";

const links: number[] = [];

function drawQuadrants(context: CanvasRenderingContext2D, state: TrustSimulation) {
  const { width, height } = state;
  context.globalAlpha = 1;
  context.strokeStyle = "rgba(255, 255, 255, 0.08)";
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(width / 2, 0);
  context.lineTo(width / 2, height);
  context.moveTo(0, height / 2);
  context.lineTo(width, height / 2);
  context.stroke();
  context.font = "600 12px 'Inter Variable', ui-sans-serif, system-ui, sans-serif";
  context.textBaseline = "top";
  for (const category of trustCategories) {
    const quadrant = quadrantOf(state, category);
    context.fillStyle = state.highlighted === category ? "rgba(255, 255, 255, 0.95)" : "rgba(255, 255, 255, 0.6)";
    context.fillText(categoryLabels[category].toUpperCase(), quadrant.left + 12, quadrant.top + 12);
  }
}

function drawGlow(context: CanvasRenderingContext2D, state: TrustSimulation, colours: ThemeColours) {
  const radius = Math.min(state.width, state.height) * 0.42;
  const glow = context.createRadialGradient(
    state.width / 2,
    state.height / 2,
    0,
    state.width / 2,
    state.height / 2,
    radius,
  );
  glow.addColorStop(0, withAlpha(colours.palette.ethical, 0.35));
  glow.addColorStop(1, withAlpha(colours.palette.ethical, 0));
  context.globalAlpha = 1;
  context.fillStyle = glow;
  context.fillRect(0, 0, state.width, state.height);
}

/** Draws one frame: quadrants (or the unified glow), the links, then the particles. */
export function drawTrust(context: CanvasRenderingContext2D, state: TrustSimulation, colours: ThemeColours) {
  if (state.phase === "unified") drawGlow(context, state, colours);
  else drawQuadrants(context, state);

  const { particles, highlighted } = state;
  const linkCount = trustLinks(state, links);
  context.lineWidth = 1;
  for (let i = 0; i < linkCount; i++) {
    const a = particles[links[i * 3]];
    const b = particles[links[i * 3 + 1]];
    const dimmed = highlighted !== null && a.category !== highlighted;
    context.globalAlpha = (0.3 + 0.7 * links[i * 3 + 2]) * (dimmed ? 0.15 : 0.8);
    context.strokeStyle = colours.of(a.colour);
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  }

  for (const particle of particles) {
    const isHighlighted = highlighted === particle.category;
    const alpha = highlighted === null ? particle.opacity : isHighlighted ? 1 : 0.2;
    const radius = isHighlighted ? particle.size * 1.5 : particle.size;
    context.fillStyle = colours.of(particle.colour);
    context.globalAlpha = alpha * 0.25;
    context.beginPath();
    context.arc(particle.x, particle.y, radius * 2.2, 0, Math.PI * 2);
    context.fill();
    context.globalAlpha = alpha;
    context.beginPath();
    context.arc(particle.x, particle.y, radius, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}
