import type { RefObject } from "react";

/** What the always-loaded figure asks of a lazily loaded particle view. */
export type ParticleController = {
  /** A click, or Enter/Space on the control. */
  press(): void;
  /** The pointer is at (x, y) in CSS pixels from the canvas's top left corner. */
  point(x: number, y: number): void;
  leave(): void;
  /** The keyboard's equivalent of hovering: highlight the next or previous item. */
  cycleHighlight(direction: 1 | -1): void;
};

/** What a particle view tells the figure, for the hint and the text alternative. */
export type ParticleStatus = {
  phase: string;
  started: boolean;
  /** Name of what is highlighted, if it is worth announcing. */
  highlight: string | null;
};

export type ParticleViewProps = {
  animate: boolean;
  reducedMotion: boolean;
  controllerRef: RefObject<ParticleController | null>;
  onStatus(status: ParticleStatus): void;
  onRunningChange(running: boolean): void;
};

export function sameStatus(a: ParticleStatus, b: ParticleStatus): boolean {
  return a.phase === b.phase && a.started === b.started && a.highlight === b.highlight;
}
