import { ArrowRight, ChevronRight, type LucideIcon } from "lucide-react";

export type FlowStep = {
  /** Who acts in this step (e.g. "Contributors"). */
  actor: string;
  title: string;
  text: string;
  icon: LucideIcon;
};

/**
 * The three steps by which value moves through the ecosystem, in a card that
 * overlaps the bottom of the home hero.
 */
export function ValueFlow({ title, link, steps }: { title: string; link: { label: string; to: string }; steps: FlowStep[] }) {
  return (
    <section aria-labelledby="value-flow-heading" className="relative z-10 -mt-20 md:-mt-24">
      <div className="container-page">
        <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="value-flow-heading" className="text-xl font-semibold text-ink">
              {title}
            </h2>
            <a
              href={link.to}
              className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-strong underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ol className="mt-6 grid gap-6 md:grid-cols-3 md:gap-0">
            {steps.map((step, index) => {
              const Icon = step.icon;
              return (
                <li
                  key={step.title}
                  className="relative border-line md:px-6 md:first:pl-0 md:last:pr-0 md:not-first:border-l max-md:not-first:border-t max-md:not-first:pt-6"
                >
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <p className="text-xs font-semibold tracking-widest text-brand-strong uppercase">
                      <span className="sr-only">Step {index + 1}: </span>
                      {step.actor}
                    </p>
                  </div>
                  <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
                  {index < steps.length - 1 ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-2 -right-3.5 z-10 hidden size-7 items-center justify-center rounded-full border border-line bg-white text-brand-strong md:flex"
                    >
                      <ChevronRight className="size-4" />
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}
