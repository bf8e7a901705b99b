import { Check } from "lucide-react";
import type { Entity } from "~/content/pages/data-stewardship";
import { cn } from "~/lib/cn";

/** The two organisations of the dual-entity model side by side, each with what it is responsible for. */
export function EntityCards({ entities }: { entities: Entity[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {entities.map((entity) => {
        const Icon = entity.icon;
        const brand = entity.tone === "brand";
        return (
          <li
            key={entity.name}
            className={cn(
              "rounded-card border border-line border-t-4 bg-white p-6 shadow-card md:p-8",
              brand ? "border-t-brand" : "border-t-accent",
            )}
          >
            <div className="flex items-center gap-4">
              <span
                className={cn(
                  "flex size-12 shrink-0 items-center justify-center rounded-xl",
                  brand ? "bg-brand-soft text-brand-strong" : "bg-accent-soft text-accent",
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p
                  className={cn(
                    "text-sm font-semibold tracking-wide uppercase",
                    brand ? "text-brand-strong" : "text-accent",
                  )}
                >
                  {entity.kind}
                </p>
                <h3 className="text-xl font-bold tracking-tight">{entity.name}</h3>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-muted">{entity.summary}</p>
            <ul className="mt-5 space-y-3">
              {entity.duties.map((duty) => (
                <li key={duty} className="flex gap-3 text-ink-soft">
                  <Check
                    aria-hidden="true"
                    className={cn("mt-0.5 size-5 shrink-0", brand ? "text-brand" : "text-accent")}
                  />
                  <span>{duty}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
