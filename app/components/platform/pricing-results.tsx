import { TrendingDown, TrendingUp } from "lucide-react";
import pricingResults from "~content/data/pricing-results";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

/** "-40%" for a fall, "+60%" for a rise: the sign is always written out. */
function formatChange(value: number): string {
  return `${value < 0 ? "-" : "+"}${Math.abs(value)}%`;
}

const largest = Math.max(...pricingResults.items.map((item) => Math.abs(item.value)));

/**
 * The dynamic-pricing results as a static bar chart. The numbers are text; the bars
 * only repeat them visually (their length is the size of the change, whichever the
 * direction), so they are hidden from assistive technology.
 */
export function PricingResults({ className }: { className?: string }) {
  return (
    <Card as="figure" data-testid="pricing-results" padding="large" className={className}>
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-lg font-semibold text-ink">{pricingResults.title}</span>
        <Badge tone="accent">{pricingResults.badge}</Badge>
      </figcaption>
      <ul className="mt-6 space-y-6">
        {pricingResults.items.map((item) => {
          const Trend = item.value < 0 ? TrendingDown : TrendingUp;
          return (
            <li key={item.id} data-result={item.id}>
              <div className="flex items-baseline justify-between gap-4">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Trend aria-hidden="true" className="size-4 text-brand-strong" />
                  {item.label}
                </span>
                <span className="text-2xl font-extrabold tracking-tight text-brand-strong tabular-nums">
                  {formatChange(item.value)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-surface-soft">
                <div
                  className="h-full rounded-full bg-linear-to-r from-brand to-accent"
                  style={{ width: `${(Math.abs(item.value) / largest) * 100}%` }}
                />
              </div>
              <p className="mt-2 text-sm leading-relaxed text-muted">{item.detail}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 border-t border-line pt-4 text-sm leading-relaxed text-muted">{pricingResults.note}</p>
    </Card>
  );
}
