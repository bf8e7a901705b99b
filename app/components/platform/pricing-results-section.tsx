import type * as React from "react";
import { ActionLinks } from "~/components/sections/action-links";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import type { PricingResultsCopy } from "~/content/pricing-results";
import { PricingResults } from "./pricing-results";

/** The dynamic-pricing results bars beside the story that explains them. */
export function PricingResultsSection({
  copy,
  tone,
  children,
}: {
  copy: PricingResultsCopy;
  tone?: "plain" | "soft";
  /** Anything that belongs with the story, under its paragraphs (e.g. further figures). */
  children?: React.ReactNode;
}) {
  const headingId = headingIdOf(copy.id);
  return (
    <Section id={copy.id} tone={tone} aria-labelledby={headingId}>
      <div className="container-page grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} />
          <Paragraphs paragraphs={copy.paragraphs} className="mt-6" />
          {children}
          <ActionLinks actions={copy.actions} className="mt-8" />
        </div>
        <PricingResults className="lg:mt-8" />
      </div>
    </Section>
  );
}
