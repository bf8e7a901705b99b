import { useEffect, useEffectEvent, useImperativeHandle, useLayoutEffect, useRef } from "react";
import { currentThemeColours, onThemeChange, type ThemeColours } from "~/design/theme";
import { sameStatus, type ParticleController, type ParticleStatus, type ParticleViewProps } from "./particle-view";
import { useCanvasLoop } from "./use-canvas-loop";

/** The operations a particle view needs from its pure simulation module. */
export type SimulationAdapter<State> = {
  create(width: number, height: number): State;
  resize(state: State, width: number, height: number): void;
  step(state: State, dtMs: number): void;
  press(state: State): void;
  isStarted(state: State): boolean;
  showEndState(state: State): void;
  point(state: State, x: number, y: number): void;
  leave(state: State): void;
  cycleHighlight(state: State, direction: 1 | -1): void;
  status(state: State): ParticleStatus;
  /** Draws with the colours of the theme the page shows (app/design/theme.ts). */
  draw(context: CanvasRenderingContext2D, state: State, colours: ThemeColours): void;
};

/**
 * Connects a pure simulation to a canvas: creates it once the canvas has a size,
 * steps it from the animation loop, forwards the figure's control events and
 * reports its status. Under reduced motion no loop runs: the end state is shown
 * and a click switches between it and the start, drawing once.
 */
export function useParticleSimulation<State>(
  adapter: SimulationAdapter<State>,
  { animate, reducedMotion, controllerRef, onStatus, onRunningChange }: ParticleViewProps,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef<State | null>(null);
  const reported = useRef<ParticleStatus | null>(null);
  const reducedMotionRef = useRef(reducedMotion);
  const coloursRef = useRef<ThemeColours | null>(null);
  useLayoutEffect(() => {
    reducedMotionRef.current = reducedMotion;
  });

  const report = () => {
    const state = stateRef.current;
    if (!state) return;
    const status = adapter.status(state);
    if (reported.current && sameStatus(reported.current, status)) return;
    reported.current = status;
    onStatus(status);
  };

  const redraw = useCanvasLoop(canvasRef, animate, {
    resize(width, height) {
      if (stateRef.current) {
        adapter.resize(stateRef.current, width, height);
        return;
      }
      const state = adapter.create(width, height);
      if (reducedMotionRef.current) adapter.showEndState(state);
      stateRef.current = state;
      report();
    },
    step(dtMs) {
      if (!stateRef.current) return;
      adapter.step(stateRef.current, dtMs);
      report();
    },
    draw(context) {
      coloursRef.current ??= currentThemeColours();
      if (stateRef.current) adapter.draw(context, stateRef.current, coloursRef.current);
    },
    runningChanged: onRunningChange,
  });

  const settleOnEndState = useEffectEvent(() => {
    const state = stateRef.current;
    if (!state) return;
    if (!adapter.isStarted(state)) adapter.press(state);
    adapter.showEndState(state);
    report();
    redraw();
  });
  // Only a change of preference settles the picture; events redraw themselves.
  useEffect(() => {
    if (reducedMotion) settleOnEndState();
  }, [reducedMotion]);

  // A change of theme (the header's control, or the system's setting) redraws in the new colours.
  useEffect(
    () =>
      onThemeChange(() => {
        coloursRef.current = currentThemeColours();
        redraw();
      }),
    [redraw],
  );

  const withState = (change: (state: State) => void) => {
    const state = stateRef.current;
    if (!state) return;
    change(state);
    report();
    if (!animate) redraw();
  };

  useImperativeHandle(controllerRef, (): ParticleController => ({
    press: () =>
      withState((state) => {
        adapter.press(state);
        if (reducedMotionRef.current && adapter.isStarted(state)) adapter.showEndState(state);
      }),
    point: (x, y) => withState((state) => adapter.point(state, x, y)),
    leave: () => withState((state) => adapter.leave(state)),
    cycleHighlight: (direction) => withState((state) => adapter.cycleHighlight(state, direction)),
  }));

  return canvasRef;
}
