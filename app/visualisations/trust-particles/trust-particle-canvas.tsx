import categoryLabels from "~content/data/categories";
import particleCanvases from "~content/data/particle-canvases";
import { categoryColourTokens, trustCategories } from "../shared/categories";
import { ParticleFigure } from "../shared/particle-figure";

const loadView = () => import("./trust-particle-view");

const { trust: trustCanvasText } = particleCanvases;

/**
 * The platform page's particle visualisation: environmental, social, ethical and economic
 * signals that converge into one trust score. The canvas code loads on demand.
 */
export function TrustParticleCanvas() {
  return (
    <ParticleFigure load={loadView} initialPhase="scattered" text={trustCanvasText} testId="trust-particle-canvas">
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
