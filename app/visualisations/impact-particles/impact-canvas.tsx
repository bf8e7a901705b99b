import particleCanvases from "~content/data/particle-canvases";
import { ParticleFigure } from "../shared/particle-figure";

const { impact: impactCanvasText } = particleCanvases;

/** The name of the canvas's island, on its server-rendered markup (app/routes/impact.tsx). */
export const impactCanvasIsland = "impact-canvas";

/**
 * The impact page's animation: individual voices that gather into a collective ring, "Collective
 * Insight", a caption shown while the frame's phase is collective. app/browser/impact-canvas.ts
 * runs it (./adapter.ts).
 */
export function ImpactCanvas() {
  return (
    <ParticleFigure
      initialPhase="individual"
      text={impactCanvasText}
      testId="impact-canvas"
      overlay={
        <p className="pointer-events-none invisible absolute inset-x-0 top-1/2 -translate-y-1/2 px-4 text-center text-lg font-semibold tracking-wide text-white opacity-0 group-data-[phase=collective]/frame:visible group-data-[phase=collective]/frame:opacity-100 motion-safe:transition-[opacity,visibility] motion-safe:duration-1000 md:text-2xl">
          {impactCanvasText.caption}
        </p>
      }
    />
  );
}
