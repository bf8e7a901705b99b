import { phasedAdapter } from "../shared/phased-adapter";
import { drawImpact } from "./draw";
import { impactSimulation } from "./simulation";

/** The impact simulation as its figure runs it; a voice has no name: the highlight is shown, not announced. */
export const impactAdapter = phasedAdapter(impactSimulation, drawImpact, () => null);
