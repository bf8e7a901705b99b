import { ArrowRight, Check } from "lucide-react";
import type { Programme } from "~/content/consortium";
import { pathTo } from "~/lib/site-routes";
import { IconChip } from "./icon-chip";

/** The consortium's programmes, each card leading to its programme page. */
export function ProgrammeCards({ programmes }: { programmes: Programme[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {programmes.map((programme) => (
        <li
          key={programme.page}
          className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lg md:p-8"
        >
          <div className="flex items-center gap-4">
            <IconChip icon={programme.icon} colour={programme.colour} />
            <div>
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">Programme</p>
              <h3 className="text-2xl font-bold tracking-tight">{programme.name}</h3>
            </div>
          </div>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{programme.summary}</p>
          <ul className="mt-5 mb-8 space-y-2">
            {programme.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-muted">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
          <a
            href={pathTo(programme.page)}
            className="mt-auto inline-flex items-center gap-2 self-start font-semibold text-brand-strong underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
          >
            Explore {programme.name}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
