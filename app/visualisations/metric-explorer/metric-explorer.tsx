import { useId, useState } from "react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";
import metricDefinitionsData from "~content/data/metric-definitions";
import { metricIcons } from "../shared/metric-icons";

const { metrics: metricDefinitions, text } = metricDefinitionsData;

/**
 * The four-metric explorer (docs/product.md#metric-explorer): hovering or focusing one of four icon buttons
 * shows that metric's definition and a use case. All four definitions are in the
 * pre-rendered HTML; each button is described by its own definition.
 */
export function MetricExplorer() {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const panelId = (key: string) => `${id}-${key}`;

  return (
    <div data-testid="metric-explorer" className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr] md:items-start">
      <div>
        <div role="group" aria-label={text.label} className="grid grid-cols-4 gap-3 md:grid-cols-1">
          {metricDefinitions.map((metric, index) => {
            const active = index === selected;
            return (
              <button
                key={metric.id}
                type="button"
                aria-pressed={active}
                aria-controls={panelId(metric.id)}
                aria-describedby={panelId(metric.id)}
                data-metric={metric.id}
                onMouseEnter={() => setSelected(index)}
                onFocus={() => setSelected(index)}
                onClick={() => setSelected(index)}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-1 rounded-2xl border p-2 text-center md:flex-row md:justify-start md:gap-3 md:p-3 md:text-left",
                  "motion-safe:transition-colors",
                  active
                    ? "border-brand bg-brand text-on-fill"
                    : "border-line bg-surface-raised text-ink hover:border-brand",
                )}
              >
                <IconChip icon={metricIcons[metric.id]} size="small" tone={active ? "on-brand" : "brand"} />
                <span className="text-xs font-semibold md:hidden">{metric.abbreviation}</span>
                <span className="sr-only font-semibold md:not-sr-only">{metric.label}</span>
              </button>
            );
          })}
        </div>
        <p className="mt-3 text-sm text-muted">{text.hint}</p>
      </div>
      <Card padding="large">
        {metricDefinitions.map((metric, index) => (
          <div
            key={metric.id}
            id={panelId(metric.id)}
            hidden={index !== selected}
            data-testid={`metric-panel-${metric.id}`}
          >
            <p className="text-xl font-bold text-ink">{metric.label}</p>
            <Eyebrow className="mt-4">{text.definitionHeading}</Eyebrow>
            <p className="mt-1 leading-relaxed text-ink-soft">{metric.definition}</p>
            <Eyebrow className="mt-4">{text.exampleHeading}</Eyebrow>
            <p className="mt-1 leading-relaxed text-ink-soft">{metric.example}</p>
          </div>
        ))}
      </Card>
    </div>
  );
}
