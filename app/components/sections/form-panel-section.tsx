import type * as React from "react";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "./section";

type FormPanelSectionProps = {
  /** Id of the section's `<h2>`, which also names the section. */
  headingId: string;
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  /** Supporting content under the heading: next steps, addresses, a privacy note. */
  aside?: React.ReactNode;
  /** The form itself, shown on a bounded white panel. */
  children: React.ReactNode;
  id?: string;
};

/** A form's own section: heading and context on one side, the form on a bounded panel on the other. */
export function FormPanelSection({ headingId, title, eyebrow, intro, aside, children, id }: FormPanelSectionProps) {
  return (
    <Section tone="soft" id={id} aria-labelledby={headingId}>
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
          {aside ? <div className="mt-8">{aside}</div> : null}
        </div>
        <Card padding="none" className="min-w-0 self-start p-5 sm:p-8">
          {children}
        </Card>
      </div>
    </Section>
  );
}
