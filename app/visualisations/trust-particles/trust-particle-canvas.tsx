import categoryLabels from "~content/data/categories";
import particleCanvases from "~content/data/particle-canvases";
import { categoryColourTokens, trustCategories } from "../shared/category-order";
import { ParticleFigure } from "../shared/particle-figure";

const { trust: trustCanvasText } = particleCanvases;

/** The name of the canvas's island, on its server-rendered markup (app/routes/platform.tsx). */
export const trustParticleCanvasIsland = "trust-particle-canvas";

/**
 * The platform page's particle visualisation: environmental, social, ethical and economic
 * signals that converge into one trust score. app/browser/trust-particle-canvas.ts runs it (./adapter.ts).
 */
export function TrustParticleCanvas() {
  return (
    <ParticleFigure initialPhase="scattered" text={trustCanvasText} testId="trust-particle-canvas">
      <ul
        aria-label={trustCanvasText.legendLabel}
        className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-soft"
      >
        {trustCategories.map((category) => (
          <li key={category} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ backgroundColor: categoryColourTokens[category] }}
            />
            {categoryLabels[category]}
          </li>
        ))}
      </ul>
    </ParticleFigure>
  );
}
