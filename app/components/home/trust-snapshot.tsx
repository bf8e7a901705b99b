import { categoryColours, categoryLabels, trustCategories } from "~/content/visualisations/categories";
import { metricChips } from "~/content/visualisations/ecosystem-network";

/**
 * A sample TrustScore profile beside the home headline: the four headline metrics
 * with the spec's illustrative values, and the four dimensions they are built from.
 */
export function TrustSnapshot({ title, badge, footer }: { title: string; badge: string; footer: string }) {
  return (
    <figure className="hidden rounded-card border border-white/15 bg-white/[0.06] p-6 shadow-2xl backdrop-blur lg:block">
      <figcaption className="flex items-center justify-between gap-4">
        <span className="font-semibold text-white">{title}</span>
        <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wider text-[#b9f0f4] uppercase">
          {badge}
        </span>
      </figcaption>
      <ul className="mt-6 space-y-5">
        {metricChips.map((metric) => {
          const Icon = metric.icon;
          return (
            <li key={metric.id}>
              <div className="flex items-center justify-between gap-4">
                <span className="flex items-center gap-3 text-sm font-medium text-white/90">
                  <span className="flex size-8 items-center justify-center rounded-lg bg-white/10 text-[#b9f0f4]">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {metric.label}
                </span>
                <span className="text-xl font-bold text-white tabular-nums">{metric.value.toFixed(1)}</span>
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
        <p className="text-xs font-semibold tracking-wider text-white/70 uppercase">{footer}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-white/85">
          {trustCategories.map((category) => (
            <li key={category} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: categoryColours[category] }} />
              {categoryLabels[category]}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
