import { ArrowRight } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import type { Pathway } from "~/content/consortium";

/**
 * The get-involved pathways: one card per audience, each an in-page anchor target
 * (highlighted when a link lands on it) with a first step and a way to learn more.
 */
export function PathwayCards({ pathways }: { pathways: Pathway[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {pathways.map((pathway) => {
        const Icon = pathway.icon;
        return (
          <li
            key={pathway.id}
            id={pathway.id}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card target:border-brand target:ring-2 target:ring-brand md:p-7"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{pathway.audience}</p>
            </div>
            <h3 className="mt-5 text-xl font-bold tracking-tight">{pathway.title}</h3>
            <p className="mt-2 mb-6 leading-relaxed text-muted">{pathway.text}</p>
            <div className="mt-auto flex flex-col items-start gap-4">
              <ActionButton action={pathway.action} size="sm"  />
              {pathway.secondary ? (
                <a
                  href={pathway.secondary.to}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
                >
                  {pathway.secondary.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
