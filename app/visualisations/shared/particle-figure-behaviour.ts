import { currentThemeColours, onThemeChange, type ThemeColours } from "~/design/theme";

/** What a particle figure shows of its simulation: the hint, the text alternative, `data-phase`. */
type ParticleStatus = {
  phase: string;
  started: boolean;
  /** Name of what is highlighted, if it is worth announcing. */
  highlight: string | null;
};

/** The operations a particle figure needs from its pure simulation module. */
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

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const highlightKeys: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function part<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`particle figure: its markup has no ${selector}`);
  return element;
}

/**
 * Brings a server-rendered particle figure (./particle-figure.tsx) to life without React: adds the
 * canvas, sized to its box in device pixels, and steps the simulation once an animation frame while
 * the figure is on screen, the tab visible and motion welcome (`data-running`). Under reduced motion
 * no loop runs: the end state is shown and a click switches between it and the start, drawing once.
 * The control (a real button) presses, points and highlights; the phase goes to `data-phase`, the
 * hint and the text alternative.
 */
export function startParticleFigure<State>(root: ParentNode, adapter: SimulationAdapter<State>) {
  const figure = part(root, "[data-particle-figure]");
  const frame = part(figure, "[data-running]");
  const control = part<HTMLButtonElement>(frame, "button");
  const startHint = part(control, '[data-hint="start"]');
  const resetHint = part(control, '[data-hint="reset"]');
  const stateText = part(figure, '[role="status"]');
  const stateWords = JSON.parse(figure.dataset.particleStates ?? "{}") as Record<string, string>;

  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.setAttribute("class", "absolute inset-0 size-full");
  frame.prepend(canvas);

  let state: State | null = null;
  let size = { width: 0, height: 0 };
  let colours: ThemeColours | null = null;
  let reported: ParticleStatus | null = null;
  const reducedMotion = matchMedia(reducedMotionQuery);

  const report = () => {
    if (!state) return;
    const status = adapter.status(state);
    if (
      reported?.phase === status.phase &&
      reported.started === status.started &&
      reported.highlight === status.highlight
    )
      return;
    reported = status;
    frame.setAttribute("data-phase", status.phase);
    startHint.hidden = status.started;
    resetHint.hidden = !status.started;
    stateText.textContent = `${stateWords[status.phase] ?? ""}${status.highlight ? ` ${status.highlight}` : ""}`;
  };

  const redraw = () => {
    const context = canvas.getContext("2d");
    if (!context || !state || size.width === 0 || size.height === 0) return;
    context.clearRect(0, 0, size.width, size.height);
    colours ??= currentThemeColours();
    adapter.draw(context, state, colours);
  };

  // Sharp at any zoom: the canvas follows its box and the device's pixel ratio.
  let pixelRatioQuery: MediaQueryList | null = null;
  const fit = () => {
    const { clientWidth: width, clientHeight: height } = frame;
    if (width === 0 || height === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.getContext("2d")?.setTransform(ratio, 0, 0, ratio, 0, 0);
    size = { width, height };
    if (state) adapter.resize(state, width, height);
    else {
      state = adapter.create(width, height);
      if (reducedMotion.matches) adapter.showEndState(state);
      report();
    }
    redraw();
    pixelRatioQuery?.removeEventListener("change", fit);
    pixelRatioQuery = matchMedia(`(resolution: ${ratio}dppx)`);
    pixelRatioQuery.addEventListener("change", fit);
  };
  new ResizeObserver(fit).observe(frame);
  fit();

  // The loop's first frame only starts its clock; each later one steps by the time since the last.
  let frameRequest: number | null = null;
  let onScreen = false;
  const animating = () => frameRequest !== null;
  const updateLoop = () => {
    const animate = onScreen && document.visibilityState === "visible" && !reducedMotion.matches;
    if (animate === animating()) return;
    if (!animate) {
      cancelAnimationFrame(frameRequest as number);
      frameRequest = null;
      frame.setAttribute("data-running", "false");
      return;
    }
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null && state) {
        adapter.step(state, now - last);
        report();
      }
      last = now;
      redraw();
      frameRequest = requestAnimationFrame(tick);
    };
    frameRequest = requestAnimationFrame(tick);
    frame.setAttribute("data-running", "true");
  };
  new IntersectionObserver(([entry]) => {
    onScreen = entry.isIntersecting;
    updateLoop();
  }).observe(frame);
  document.addEventListener("visibilitychange", updateLoop);
  reducedMotion.addEventListener("change", () => {
    // A change to reduced motion settles the picture on its end state.
    if (reducedMotion.matches && state) {
      if (!adapter.isStarted(state)) adapter.press(state);
      adapter.showEndState(state);
      report();
      redraw();
    }
    updateLoop();
  });
  // A change of theme (the header's control, or the system's setting) redraws in the new colours.
  onThemeChange(() => {
    colours = currentThemeColours();
    redraw();
  });

  const withState = (change: (current: State) => void) => {
    if (!state) return;
    change(state);
    report();
    if (!animating()) redraw();
  };
  control.addEventListener("click", () =>
    withState((current) => {
      adapter.press(current);
      if (reducedMotion.matches && adapter.isStarted(current)) adapter.showEndState(current);
    }),
  );
  control.addEventListener("keydown", (event) => {
    const direction = highlightKeys[event.key];
    if (!direction) return;
    event.preventDefault();
    withState((current) => adapter.cycleHighlight(current, direction));
  });
  control.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") return;
    const box = control.getBoundingClientRect();
    withState((current) => adapter.point(current, event.clientX - box.left, event.clientY - box.top));
  });
  for (const type of ["pointerleave", "blur"]) {
    control.addEventListener(type, () => withState((current) => adapter.leave(current)));
  }
}
