import { ArrowDown, ArrowRight, Check } from "lucide-react";
import type { FlowStage } from "~/content/pages/data-stewardship";
import { Card } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

const sideClass: Record<FlowStage["side"], string> = {
  consortium: "bg-brand-soft text-brand-strong",
  corporation: "bg-accent-soft text-accent",
  subscribers: "bg-surface-soft text-ink-soft",
};

/**
 * The data-flow diagram of the stewardship page: a static ordered list of stages, so
 * screen readers get the same sequence that the arrows show. Stacked on narrow
 * screens, one row on wide ones, where a dashed line marks the consortium's custody
 * (the first three stages; the same fact is in each stage's text and the caption).
 */
export function StewardshipFlow({
  stages,
  boundary,
  caption,
}: {
  stages: FlowStage[];
  boundary: string;
  caption: string;
}) {
  return (
    <figure>
      <div className="relative xl:pt-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-0 -bottom-5 -left-4 hidden w-[calc((100%-10rem)*0.6+7.25rem)] rounded-[1.5rem] border-2 border-dashed border-brand/60 xl:block"
        >
          <Eyebrow as="span" size="small" className="absolute top-3.5 left-5">
            {boundary}
          </Eyebrow>
        </div>
        <ol className="relative mx-auto grid max-w-2xl gap-12 xl:max-w-none xl:grid-cols-5 xl:gap-10">
          {stages.map((stage, index) => (
            <Card as="li" key={stage.title} padding="small" edge={stage.colour} className="relative flex flex-col">
              <div className="flex items-center gap-4 xl:flex-col xl:items-start xl:gap-3">
                <IconChip icon={contentIcons[stage.icon]} tone={stage.colour} />
                <div>
                  <Eyebrow size="small" tone="muted">
                    Stage {index + 1}
                  </Eyebrow>
                  <h3 className="text-lg leading-snug font-semibold">{stage.title}</h3>
                </div>
              </div>
              <p className={cn("mt-3 self-start rounded-md px-2.5 py-1 text-xs font-semibold", sideClass[stage.side])}>
                {stage.custodian}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{stage.text}</p>
              {stage.steps ? (
                <ul className="mt-4 space-y-2 border-t border-line pt-4">
                  {stage.steps.map((step) => (
                    <li key={step} className="flex gap-2 text-sm font-medium text-ink-soft">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                      <span>{step}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {index < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-10 left-1/2 flex size-8 -translate-x-1/2 items-center justify-center rounded-full bg-brand-soft text-brand-strong xl:top-1/2 xl:-right-9 xl:bottom-auto xl:left-auto xl:translate-x-0 xl:-translate-y-1/2"
                >
                  <ArrowDown className="size-4 xl:hidden" />
                  <ArrowRight className="hidden size-4 xl:block" />
                </span>
              ) : null}
            </Card>
          ))}
        </ol>
      </div>
      <figcaption className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
