import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { BulletList } from "./bullet-list";

export type ProcessStep = {
  /** Who acts in this step, shown above the title (e.g. "Contributors"). */
  actor: string;
  title: string;
  text: string;
  icon: LucideIcon;
  points?: string[];
};

/** A numbered sequence of steps, read in order: a row on wide screens, a column on narrow ones. */
export function ProcessSteps({ steps, className }: { steps: ProcessStep[]; className?: string }) {
  return (
    <ol className={cn("grid gap-6 lg:grid-cols-3", className)}>
      {steps.map((step, index) => {
        const Icon = step.icon;
        return (
          <li
            key={step.title}
            className="relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card md:p-8"
          >
            <div className="flex items-center justify-between gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {/* Decoration only (the step number is also given in words below), drawn by CSS so it is not read as text. */}
              <span
                aria-hidden="true"
                data-step={String(index + 1).padStart(2, "0")}
                className="text-4xl font-extrabold tracking-tight text-line before:content-[attr(data-step)]"
              />
            </div>
            <p className="mt-6 text-sm font-semibold tracking-widest text-brand-strong uppercase">
              <span className="sr-only">Step {index + 1}: </span>
              {step.actor}
            </p>
            <h3 className="mt-2 text-xl font-semibold text-ink">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{step.text}</p>
            {step.points ? (
              <BulletList items={step.points} className="mt-5 border-t border-line pt-5 text-sm text-ink-soft" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
