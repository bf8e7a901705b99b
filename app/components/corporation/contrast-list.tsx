import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";

export type Contrast = { subject: string; before: string; after: string };

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
        <li key={row.subject} className="rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="text-lg font-semibold text-ink">{row.subject}</h3>
          <div className="mt-4 grid gap-4 md:grid-cols-[1fr_auto_1fr] md:items-stretch">
            <div className="rounded-xl bg-surface-soft p-4">
              <p className="text-xs font-semibold tracking-widest text-muted uppercase">{beforeLabel}</p>
              <p className="mt-2 leading-relaxed text-ink-soft">{row.before}</p>
            </div>
            <ArrowRight aria-hidden="true" className="mx-auto hidden size-6 self-center text-brand md:block" />
            <div className="rounded-xl bg-brand-soft p-4">
              <p className="text-xs font-semibold tracking-widest text-brand-strong uppercase">{afterLabel}</p>
              <p className="mt-2 leading-relaxed text-ink">{row.after}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
