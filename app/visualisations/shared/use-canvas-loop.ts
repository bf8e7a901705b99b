import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from "react";

export type CanvasLoopCallbacks = {
  /** The canvas's size in CSS pixels changed (also called once it is first measured). */
  resize(width: number, height: number): void;
  /** Time passed while animating, in ms. */
  step(dtMs: number): void;
  /** Draws the current state; the context is scaled so that 1 unit is 1 CSS pixel. */
  draw(context: CanvasRenderingContext2D, width: number, height: number): void;
  /** The animation loop started (true) or stopped (false). */
  runningChanged(running: boolean): void;
};

/**
 * Keeps a canvas sharp and sized to its container (device pixels, ResizeObserver,
 * zoom), and runs a requestAnimationFrame loop only while `animate` is true.
 * Returns `redraw` for changes made while the loop is stopped.
 */
export function useCanvasLoop(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  animate: boolean,
  callbacks: CanvasLoopCallbacks,
) {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const size = useRef({ width: 0, height: 0 });

  const redraw = useCallback(() => {
    const context = canvasRef.current?.getContext("2d");
    const { width, height } = size.current;
    if (!context || width === 0 || height === 0) return;
    context.clearRect(0, 0, width, height);
    latest.current.draw(context, width, height);
  }, [canvasRef]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = canvas?.parentElement;
    if (!canvas || !container) return;
    let pixelRatioQuery: MediaQueryList | null = null;
    const fit = () => {
      const width = container.clientWidth;
      const height = container.clientHeight;
      if (width === 0 || height === 0) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext("2d")?.setTransform(ratio, 0, 0, ratio, 0, 0);
      size.current = { width, height };
      latest.current.resize(width, height);
      redraw();
      pixelRatioQuery?.removeEventListener("change", fit);
      pixelRatioQuery = window.matchMedia(`(resolution: ${ratio}dppx)`);
      pixelRatioQuery.addEventListener("change", fit);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    fit();
    return () => {
      observer.disconnect();
      pixelRatioQuery?.removeEventListener("change", fit);
    };
  }, [canvasRef, redraw]);

  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null) latest.current.step(now - last);
      last = now;
      redraw();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    latest.current.runningChanged(true);
    return () => {
      cancelAnimationFrame(frame);
      latest.current.runningChanged(false);
    };
  }, [animate, redraw]);

  return redraw;
}
