import type { ThemeColours } from "~/design/theme";
import type { MovingParticle, PhasedMachine, PhasedSimulation } from "./phased-simulation";
import type { SimulationAdapter } from "./particle-figure-behaviour";

/**
 * What a particle figure needs from a phased simulation: the machine's operations,
 * run with real randomness, plus the view's drawing and the words (if any) that
 * announce what is highlighted.
 */
export function phasedAdapter<Phase extends string, Particle extends MovingParticle, Highlight>(
  simulation: PhasedMachine<Phase, Particle, Highlight>,
  draw: (
    context: CanvasRenderingContext2D,
    state: PhasedSimulation<Phase, Particle, Highlight>,
    colours: ThemeColours,
  ) => void,
  describeHighlight: (highlight: Highlight) => string | null,
): SimulationAdapter<PhasedSimulation<Phase, Particle, Highlight>> {
  return {
    create: (width, height) => simulation.create(width, height, Math.random),
    resize: simulation.resize,
    step: simulation.step,
    press: simulation.press,
    isStarted: (state) => state.startedAt !== null,
    showEndState: simulation.showEndState,
    point: simulation.point,
    leave: simulation.leave,
    cycleHighlight: simulation.cycleHighlight,
    status: (state) => ({
      phase: simulation.status(state),
      started: state.startedAt !== null,
      highlight: state.highlighted === null ? null : describeHighlight(state.highlighted),
    }),
    draw,
  };
}
