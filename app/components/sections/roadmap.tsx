import { Eyebrow } from "~/components/ui/eyebrow";
import { StepNumber } from "~/components/ui/step-number";
import type { RoadmapPhase } from "~/content/schema/blocks";
import { cn } from "~/lib/cn";

const layouts = {
  /** Down a line on the left, for phases with longer text. */
  vertical: {
    list: "ml-4 space-y-8 border-l-2 border-brand/25 pl-8 md:pl-10",
    item: "relative",
    marker: "absolute top-0 -left-[calc(2rem+1px)] -translate-x-1/2 md:-left-[calc(2.5rem+1px)]",
  },
  /** Along a line across the top on wide screens; each phase keeps its own line when stacked. */
  horizontal: {
    list: "grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8",
    item: "relative border-t-2 border-brand/25 pt-8",
    marker: "absolute -top-[calc(1rem+1px)] left-0",
  },
};

/** Phases in order: a plan described in words, not dates or figures. */
export function Roadmap({
  phases,
  layout = "vertical",
  className,
}: {
  phases: RoadmapPhase[];
  layout?: keyof typeof layouts;
  className?: string;
}) {
  const classes = layouts[layout];
  return (
    <ol className={cn(classes.list, className)}>
      {phases.map((phase, index) => (
        <li key={phase.title} className={classes.item}>
          <StepNumber number={index + 1} className={classes.marker} />
          <Eyebrow>{phase.horizon}</Eyebrow>
          <h3 className="mt-1 text-xl font-semibold text-ink">{phase.title}</h3>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted">{phase.text}</p>
        </li>
      ))}
    </ol>
  );
}
