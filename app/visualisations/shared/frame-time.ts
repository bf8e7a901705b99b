/** The frame the simulations' per-frame constants were written for: 60 frames a second. */
export const referenceFrameMs = 1000 / 60;

/**
 * Longest step the simulations take at once. A slow frame (a busy main thread)
 * still advances time, but a pause (tab hidden, canvas off screen) is not
 * replayed as one huge jump: the views restart their clock on resume.
 */
export const maxStepMs = 250;

/**
 * The fraction of the remaining distance covered in `dtMs` when `easing` is the
 * fraction per reference frame. Exactly `easing` at 60 frames a second, and the
 * same motion on faster or slower screens.
 */
export function easingFor(easing: number, dtMs: number): number {
  return 1 - (1 - easing) ** (dtMs / referenceFrameMs);
}

export function clampStep(dtMs: number): number {
  return Math.min(Math.max(dtMs, 0), maxStepMs);
}
