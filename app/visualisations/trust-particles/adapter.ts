import categoryLabels from "~content/data/categories";
import particleCanvases from "~content/data/particle-canvases";
import { phasedAdapter } from "../shared/phased-adapter";
import { drawTrust } from "./draw";
import { trustSimulation } from "./simulation";

/** The trust simulation as its figure runs it, announcing the category highlighted. */
export const trustAdapter = phasedAdapter(
  trustSimulation,
  drawTrust,
  (category) => `${categoryLabels[category]} ${particleCanvases.trust.highlighted}`,
);
