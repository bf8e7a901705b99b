/** The hub moves to its next phase every 2 s, from the last back to the first (docs/product.md#ecosystem-network). */
export const hubPhaseIntervalMs = 2000;

export function nextHubPhaseIndex(index: number, phaseCount: number): number {
  return (index + 1) % phaseCount;
}
