import { hubPhases } from "~/content/visualisations/ecosystem-network";

/** The hub moves to its next phase every 2 s, 0 to 3 and back to 0 (docs/product.md#ecosystem-network). */
export const hubPhaseIntervalMs = 2000;

export function nextHubPhaseIndex(index: number): number {
  return (index + 1) % hubPhases.length;
}
