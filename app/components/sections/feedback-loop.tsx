import { RefreshCw } from "lucide-react";
import { Card } from "~/components/ui/card";
import { StepNumber } from "~/components/ui/step-number";

export type { LoopStage } from "~/content/schema/blocks";
import type { LoopStage } from "~/content/schema/blocks";

/** Stages of a cycle in order; the last one leads back to the first, which the closing note says in words. */
export function FeedbackLoop({
  stages,
  returnLabel,
  className,
}: {
  stages: LoopStage[];
  returnLabel: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stages.map((stage, index) => (
          <Card as="li" key={stage.title} tone="glass" padding="small" className="relative">
            <StepNumber number={index + 1} tone="on-night" />
            <h3 className="mt-4 text-lg font-semibold text-white">{stage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-white/80">{stage.text}</p>
          </Card>
        ))}
      </ol>
      <p className="mt-6 flex items-center gap-3 text-white/85">
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-on-night" />
        {returnLabel}
      </p>
    </div>
  );
}
