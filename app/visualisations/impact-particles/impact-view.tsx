import { phasedAdapter } from "../shared/phased-adapter";
import type { ParticleViewProps } from "../shared/particle-view";
import { useParticleSimulation } from "../shared/use-particle-simulation";
import { drawImpact } from "./draw";
import { impactSimulation } from "./simulation";

// A voice has no name: the highlight is shown, not announced.
const impactAdapter = phasedAdapter(impactSimulation, drawImpact, () => null);

/** The canvas of the impact animation; loaded on demand by ImpactCanvas. */
export default function ImpactView(props: ParticleViewProps) {
  const canvasRef = useParticleSimulation(impactAdapter, props);
  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />;
}
