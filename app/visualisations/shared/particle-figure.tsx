import { useId, type ReactNode } from "react";

type ParticleFigureText = {
  label: string;
  description: string;
  keyboard: string;
  startHint: string;
  resetHint: string;
  states: Record<string, string>;
};

type ParticleFigureProps = {
  initialPhase: string;
  text: ParticleFigureText;
  testId: string;
  /** Drawn over the canvas, under the control (e.g. a caption); it may style itself by the frame's phase (`group/frame`). */
  overlay?: ReactNode;
  /** Shown under the canvas (e.g. a legend). */
  children?: ReactNode;
};

/**
 * A particle canvas as the server renders it: a box of fixed aspect ratio (no layout shift), the
 * control (a real button: click, Enter and Space), both its hints, and the text alternative with the
 * first state. ./particle-figure-behaviour.ts adds the canvas and runs the simulation once the
 * island starts (docs/decisions/016-script-islands.md); the words of every state travel with the
 * figure (`data-particle-states`) for it.
 */
export function ParticleFigure({ initialPhase, text, testId, overlay, children }: ParticleFigureProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const stateId = `${id}-state`;

  return (
    <figure
      data-testid={testId}
      data-particle-figure=""
      data-particle-states={JSON.stringify(text.states)}
      className="w-full"
    >
      <div
        data-running="false"
        data-phase={initialPhase}
        className="group/frame relative aspect-[4/3] w-full overflow-hidden rounded-card bg-night bg-[radial-gradient(circle_at_50%_50%,color-mix(in_srgb,var(--color-accent)_28%,transparent),transparent_65%)] shadow-card md:aspect-[16/7]"
      >
        {overlay}
        <button
          type="button"
          aria-describedby={`${descriptionId} ${stateId}`}
          className="absolute inset-0 flex cursor-pointer items-end justify-center p-4 focus-visible:outline-white focus-visible:-outline-offset-4"
        >
          <span className="rounded-2xl bg-night/80 px-4 py-1.5 text-center text-sm font-medium text-white">
            <span data-hint="start">{text.startHint}</span>
            <span data-hint="reset" hidden>
              {text.resetHint}
            </span>
          </span>
        </button>
      </div>
      {children}
      <figcaption className="mt-3 text-sm leading-relaxed text-muted">
        <span id={descriptionId}>
          {text.label}. {text.description} {text.keyboard}
        </span>{" "}
        <span id={stateId} role="status" className="font-medium text-ink-soft">
          {text.states[initialPhase]}
        </span>
      </figcaption>
    </figure>
  );
}
