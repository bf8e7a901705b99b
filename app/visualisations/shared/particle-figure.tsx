import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import type { ParticleController, ParticleStatus, ParticleViewProps } from "./particle-view";
import { useCanvasActivity } from "./use-canvas-activity";

export type ParticleFigureText = {
  label: string;
  description: string;
  keyboard: string;
  startHint: string;
  resetHint: string;
  states: Record<string, string>;
};

type ParticleFigureProps = {
  /** Imports the view (simulation + drawing); called once the figure nears the viewport. */
  load: () => Promise<{ default: ComponentType<ParticleViewProps> }>;
  initialPhase: string;
  text: ParticleFigureText;
  testId: string;
  /** Drawn over the canvas, under the control (e.g. a caption). */
  overlay?: (status: ParticleStatus) => ReactNode;
  /** Shown under the canvas (e.g. a legend). */
  children?: ReactNode;
};

function useDeferredView(load: ParticleFigureProps["load"], when: boolean) {
  const [View, setView] = useState<ComponentType<ParticleViewProps> | null>(null);
  useEffect(() => {
    if (!when || View) return;
    let cancelled = false;
    load().then(
      (module) => {
        if (!cancelled) setView(() => module.default);
      },
      (error: unknown) => console.error("The visualisation could not be loaded", error),
    );
    return () => {
      cancelled = true;
    };
  }, [when, load, View]);
  return View;
}

const highlightKeys: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The part of a particle canvas that ships with the page: a box of fixed aspect
 * ratio (no layout shift), the control (a real button: click, Enter and Space),
 * the hint, and the text alternative with the current state. The canvas code
 * itself is imported only when the box approaches the viewport.
 */
export function ParticleFigure({ load, initialPhase, text, testId, overlay, children }: ParticleFigureProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<ParticleController | null>(null);
  const { shouldLoad, animate, reducedMotion } = useCanvasActivity(frameRef);
  const View = useDeferredView(load, shouldLoad);
  const [status, setStatus] = useState<ParticleStatus>({ phase: initialPhase, started: false, highlight: null });
  const [running, setRunning] = useState(false);
  const id = useId();
  const descriptionId = `${id}-description`;
  const stateId = `${id}-state`;

  const point = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === "touch") return;
    const box = event.currentTarget.getBoundingClientRect();
    controllerRef.current?.point(event.clientX - box.left, event.clientY - box.top);
  };
  const cycle = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = highlightKeys[event.key];
    if (!direction) return;
    event.preventDefault();
    controllerRef.current?.cycleHighlight(direction);
  };

  return (
    <figure data-testid={testId} className="w-full">
      <div
        ref={frameRef}
        data-running={running ? "true" : "false"}
        data-phase={status.phase}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-card bg-night bg-[radial-gradient(circle_at_50%_50%,color-mix(in_srgb,var(--color-accent)_28%,transparent),transparent_65%)] shadow-card md:aspect-[16/7]"
      >
        {View ? (
          // eslint-disable-next-line react-hooks/static-components -- loaded once, then kept in state: its identity never changes
          <View
            animate={animate}
            reducedMotion={reducedMotion}
            controllerRef={controllerRef}
            onStatus={setStatus}
            onRunningChange={setRunning}
          />
        ) : null}
        {overlay?.(status)}
        <button
          type="button"
          aria-describedby={`${descriptionId} ${stateId}`}
          onClick={() => controllerRef.current?.press()}
          onKeyDown={cycle}
          onPointerMove={point}
          onPointerLeave={() => controllerRef.current?.leave()}
          onBlur={() => controllerRef.current?.leave()}
          className="absolute inset-0 flex cursor-pointer items-end justify-center p-4 focus-visible:outline-white focus-visible:-outline-offset-4"
        >
          <span className="rounded-2xl bg-night/80 px-4 py-1.5 text-center text-sm font-medium text-white">
            {status.started ? text.resetHint : text.startHint}
          </span>
        </button>
      </div>
      {children}
      <figcaption className="mt-3 text-sm leading-relaxed text-muted">
        <span id={descriptionId}>
          {text.label}. {text.description} {text.keyboard}
        </span>{" "}
        <span id={stateId} role="status" className="font-medium text-ink-soft">
          {text.states[status.phase]}
          {status.highlight ? ` ${status.highlight}` : ""}
        </span>
      </figcaption>
    </figure>
  );
}
