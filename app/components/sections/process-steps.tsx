import { ChevronRight } from "lucide-react";
import { BulletList } from "~/components/ui/bullet-list";
import { Card } from "~/components/ui/card";
import { iconOf } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

export type { ProcessStep } from "~/content/schema/blocks";
import type { ProcessStep } from "~/content/schema/blocks";

/**
 * A numbered sequence of steps, read in order: a row on wide screens, a column on narrow ones.
 * - `cards`: one card per step, with a large step number drawn beside its icon.
 * - `inline`: the steps side by side inside one card, divided by lines and chevrons.
 */
export function ProcessSteps({
  steps,
  layout = "cards",
  className,
}: {
  steps: ProcessStep[];
  layout?: "cards" | "inline";
  className?: string;
}) {
  const inline = layout === "inline";
  return (
    <ol className={cn("grid gap-6", inline ? "md:grid-cols-3 md:gap-0" : "lg:grid-cols-3", className)}>
      {steps.map((step, index) => {
        const actor = (
          <Eyebrow size={inline ? "small" : "default"} className={inline ? undefined : "mt-6"}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.actor}
          </Eyebrow>
        );
        return inline ? (
          <li
            key={step.title}
            className="relative border-line md:px-6 md:first:pl-0 md:last:pr-0 md:not-first:border-l max-md:not-first:border-t max-md:not-first:pt-6"
          >
            <div className="flex items-center gap-3">
              <IconChip icon={iconOf(step.icon)} size="small" />
              {actor}
            </div>
            <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-2 -right-3.5 z-10 hidden size-7 items-center justify-center rounded-full border border-line bg-surface-raised text-brand-strong md:flex"
              >
                <ChevronRight className="size-4" />
              </span>
            ) : null}
          </li>
        ) : (
          <Card as="li" key={step.title} padding="large" className="relative flex flex-col">
            <div className="flex items-center justify-between gap-4">
              <IconChip icon={iconOf(step.icon)} />
              {/* Decoration only (the step number is also given in words below), drawn by CSS so it is not read as text. */}
              <span
                aria-hidden="true"
                data-step={String(index + 1).padStart(2, "0")}
                className="text-4xl font-extrabold tracking-tight text-line before:content-[attr(data-step)]"
              />
            </div>
            {actor}
            <h3 className="mt-2 text-xl font-semibold text-ink">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{step.text}</p>
            {step.points ? (
              <BulletList items={step.points} className="mt-5 border-t border-line pt-5 text-sm text-ink-soft" />
            ) : null}
          </Card>
        );
      })}
    </ol>
  );
}
