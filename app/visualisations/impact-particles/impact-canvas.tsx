import { cn } from "~/lib/cn";
import particleCanvases from "~content/data/particle-canvases";
import { ParticleFigure } from "../shared/particle-figure";
import type { ParticleStatus } from "../shared/particle-view";

const loadView = () => import("./impact-view");

const { impact: impactCanvasText } = particleCanvases;

function CollectiveCaption({ phase }: ParticleStatus) {
  const shown = phase === "collective";
  return (
    <p
      className={cn(
        "pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 px-4 text-center text-lg font-semibold tracking-wide text-white md:text-2xl",
        "motion-safe:transition-[opacity,visibility] motion-safe:duration-1000",
        shown ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      {impactCanvasText.caption}
    </p>
  );
}

/**
 * The impact page's animation: individual voices that gather into a collective
 * ring, "Collective Insight". The canvas code loads on demand.
 */
export function ImpactCanvas() {
  return (
    <ParticleFigure
      load={loadView}
      initialPhase="individual"
      text={impactCanvasText}
      testId="impact-canvas"
      overlay={(status) => <CollectiveCaption {...status} />}
    />
  );
}
