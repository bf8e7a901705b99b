import categoryLabels from "~content/data/categories";
import particleCanvases from "~content/data/particle-canvases";
import { phasedAdapter } from "../shared/phased-adapter";
import type { ParticleViewProps } from "../shared/particle-view";
import { useParticleSimulation } from "../shared/use-particle-simulation";
import { drawTrust } from "./draw";
import { trustSimulation } from "./simulation";

const trustAdapter = phasedAdapter(
  trustSimulation,
  drawTrust,
  (category) => `${categoryLabels[category]} ${particleCanvases.trust.highlighted}`,
);

/** The canvas of the trust-score visualisation; loaded on demand by TrustParticleCanvas. */
export default function TrustParticleView(props: ParticleViewProps) {
  const canvasRef = useParticleSimulation(trustAdapter, props);
  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />;
}
