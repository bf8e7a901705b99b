import type { ParticleViewProps } from "../shared/particle-view";
import { useParticleSimulation, type SimulationAdapter } from "../shared/use-particle-simulation";
import { drawImpact } from "./draw";
import {
  createImpactSimulation,
  cycleImpactHighlight,
  impactStatus,
  leaveImpact,
  pointImpact,
  pressImpact,
  resizeImpact,
  showImpactEndState,
  stepImpact,
  type ImpactSimulation,
} from "./simulation";

const impactAdapter: SimulationAdapter<ImpactSimulation> = {
  create: (width, height) => createImpactSimulation(width, height, Math.random),
  resize: resizeImpact,
  step: stepImpact,
  press: pressImpact,
  isStarted: (state) => state.startedAt !== null,
  showEndState: showImpactEndState,
  point: pointImpact,
  leave: leaveImpact,
  cycleHighlight: cycleImpactHighlight,
  status: (state) => ({ phase: impactStatus(state), started: state.startedAt !== null, highlight: null }),
  draw: drawImpact,
};

/** The canvas of the impact animation; loaded on demand by ImpactCanvas. */
export default function ImpactView(props: ParticleViewProps) {
  const canvasRef = useParticleSimulation(impactAdapter, props);
  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />;
}
