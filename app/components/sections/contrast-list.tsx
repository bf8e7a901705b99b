import { ArrowRight } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";

export type { Contrast } from "~/content/schema/blocks";
import type { Contrast } from "~/content/schema/blocks";

/** Side-by-side "usual way / our way" rows; on narrow screens each row stacks. */
export function ContrastList({
  rows,
  beforeLabel,
  afterLabel,
  className,
}: {
  rows: Contrast[];
  beforeLabel: string;
  afterLabel: string;
  className?: string;
}) {
  return (
    <ul className={cn("space-y-4", className)}>
      {rows.map((row) => (
        <Card as="li" key={row.subject}>
          <h3 className="text-lg font-semibold text-ink">{row.subject}</h3>
          <div className="mt-4 grid gap-4 md:grid-cols-[1fr_auto_1fr] md:items-stretch">
            <div className="rounded-xl bg-surface-soft p-4">
              <Eyebrow size="small" tone="muted">
                {beforeLabel}
              </Eyebrow>
              <p className="mt-2 leading-relaxed text-ink-soft">{row.before}</p>
            </div>
            <ArrowRight aria-hidden="true" className="mx-auto hidden size-6 self-center text-brand md:block" />
            <div className="rounded-xl bg-brand-soft p-4">
              <Eyebrow size="small">{afterLabel}</Eyebrow>
              <p className="mt-2 leading-relaxed text-ink">{row.after}</p>
            </div>
          </div>
        </Card>
      ))}
    </ul>
  );
}
