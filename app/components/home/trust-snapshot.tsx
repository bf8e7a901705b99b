import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { TrustSnapshotContent } from "~/content/pages/home";
import { metricChips } from "~/visualisations/ecosystem-network/network";
import { categoryColourTokens, trustCategories } from "~/visualisations/shared/category-order";
import categoryLabels from "~content/data/categories";

/**
 * A sample TrustScore profile beside the home headline: the four headline metrics
 * with their illustrative sample values, and the four dimensions they are built from.
 */
export function TrustSnapshot({ title, badge, footer }: TrustSnapshotContent) {
  return (
    <Card as="figure" tone="glass" className="hidden shadow-2xl backdrop-blur-only lg:block">
      <figcaption className="flex items-center justify-between gap-4">
        <div className="font-semibold text-white">{title}</div>
        <Badge as="div" tone="on-night">
          {badge}
        </Badge>
      </figcaption>
      <ul className="mt-6 space-y-5">
        {metricChips.map((metric) => {
          const Icon = metric.icon;
          return (
            <li key={metric.id}>
              <div className="flex items-center justify-between gap-4">
                <div className="flex items-center gap-3 text-sm font-medium text-white/90">
                  <span className="flex size-8 items-center justify-center rounded-lg bg-white/10 text-brand-on-night">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {metric.label}
                </div>
                <div className="text-xl font-bold text-white tabular-nums">{metric.value.toFixed(1)}</div>
              </div>
              <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10">
                <div
                  className="h-full rounded-full bg-linear-to-r from-environmental to-ethical"
                  style={{ width: `${metric.value}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 border-t border-white/10 pt-4">
        <Eyebrow size="small" tone="on-night-muted">
          {footer}
        </Eyebrow>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-white/85">
          {trustCategories.map((category) => (
            <li key={category} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ backgroundColor: categoryColourTokens[category] }}
              />
              {categoryLabels[category]}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
