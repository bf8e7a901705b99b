import { ArrowRight } from "lucide-react";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Card } from "~/components/ui/card";
import type { ValueFlowContent } from "~/content/pages/home";

/**
 * The three steps by which value moves through the ecosystem, in a card that
 * overlaps the bottom of the home hero.
 */
export function ValueFlow({ title, link, steps }: ValueFlowContent) {
  return (
    <section aria-labelledby="value-flow-heading" className="relative z-10 -mt-20 md:-mt-24">
      <div className="container-page">
        <Card padding="large">
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
          <ProcessSteps steps={steps} layout="inline" className="mt-6" />
        </Card>
      </div>
    </section>
  );
}
