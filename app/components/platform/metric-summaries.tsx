import { Card } from "~/components/ui/card";
import { IconChip } from "~/components/ui/icon-chip";
import type { MetricSummary } from "~/content/pages/prosperity-intelligence";
import { metricChips } from "~/visualisations/ecosystem-network/network";

/** The four headline metrics by name, each with one line on what it tells a subscriber. */
export function MetricSummaries({ metrics }: { metrics: MetricSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {metrics.map((item) => {
        const metric = metricChips.find((chip) => chip.id === item.id);
        if (!metric) return null;
        return (
          <Card as="li" key={item.id} padding="small" className="flex flex-col">
            <div className="flex items-center justify-between gap-3">
              <IconChip icon={metric.icon} size="small" />
              <span className="rounded-full bg-surface-soft px-2.5 py-1 text-xs font-bold tracking-wider text-ink-soft">
                {item.abbreviation}
              </span>
            </div>
            <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">{metric.label}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.summary}</p>
          </Card>
        );
      })}
    </ul>
  );
}
