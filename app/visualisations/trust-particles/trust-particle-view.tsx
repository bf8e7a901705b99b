import { categoryLabels } from "~/content/visualisations/categories";
import { trustCanvasText } from "~/content/visualisations/particle-canvases";
import type { ParticleViewProps } from "../shared/particle-view";
import { useParticleSimulation, type SimulationAdapter } from "../shared/use-particle-simulation";
import { drawTrust } from "./draw";
import {
  createTrustSimulation,
  cycleTrustHighlight,
  leaveTrust,
  pointTrust,
  pressTrust,
  resizeTrust,
  showTrustEndState,
  stepTrust,
  trustStatus,
  type TrustSimulation,
} from "./simulation";

const trustAdapter: SimulationAdapter<TrustSimulation> = {
  create: (width, height) => createTrustSimulation(width, height, Math.random),
  resize: resizeTrust,
  step: stepTrust,
  press: pressTrust,
  isStarted: (state) => state.startedAt !== null,
  showEndState: showTrustEndState,
  point: pointTrust,
  leave: leaveTrust,
  cycleHighlight: cycleTrustHighlight,
  status: (state) => ({
    phase: trustStatus(state),
    started: state.startedAt !== null,
    highlight: state.highlighted ? trustCanvasText.highlighted(categoryLabels[state.highlighted]) : null,
  }),
  draw: drawTrust,
};

/** The canvas of the trust-score visualisation; loaded on demand by TrustParticleCanvas. */
export default function TrustParticleView(props: ParticleViewProps) {
  const canvasRef = useParticleSimulation(trustAdapter, props);
  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />;
}
