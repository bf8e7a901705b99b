import { hubPhases } from "~/content/visualisations/ecosystem-network";

/** Spec 4 and 9: the hub moves to its next phase every 2 s, 0 to 3 and back to 0. */
export const hubPhaseIntervalMs = 2000;

export function nextHubPhaseIndex(index: number): number {
  return (index + 1) % hubPhases.length;
}
