import { ShieldCheck } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { ProgrammePageContent } from "~/content/consortium";
import { ConsortiumPage } from "./consortium-page";
import { FactList } from "./fact-list";
import { IconChip } from "./icon-chip";

/** The shared page of the consortium's programmes: what it is, who it serves, how it works, privacy, taking part. */
export function ProgrammePage({ content }: { content: ProgrammePageContent }) {
  const { programme, overview, audiences, steps, privacy, takePart } = content;
  return (
    <ConsortiumPage banner={content.banner} tab="impact">
      <Section>
        <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <SectionHeading title={overview.title} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
              {overview.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-label={`${programme.name} at a glance`}
            className="self-start rounded-card bg-surface-soft p-6 md:p-8"
          >
            <div className="mb-6 flex items-center gap-4">
              <IconChip icon={programme.icon} colour={programme.colour} />
              <p className="text-lg font-semibold">{programme.name} at a glance</p>
            </div>
            <FactList facts={overview.facts} />
          </aside>
        </div>
      </Section>
      <Section tone="soft">
        <div className="container-page">
          <SectionHeading title={audiences.title} intro={audiences.intro} />
          <FeatureGrid features={audiences.items} columns={4} className="mt-12" />
        </div>
      </Section>
      <Section>
        <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading
            title={steps.title}
            intro={steps.intro}
            className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start"
          />
          <ol className="space-y-8">
            {steps.items.map((step, index) => (
              <li key={step.title} className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <div className="pt-1.5">
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>
      <Section tone="soft">
        <div className="container-page">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading title={privacy.title} intro={privacy.intro} />
            <ActionButton action={privacy.action} className="self-start md:self-auto" />
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {privacy.points.map((point) => (
              <li key={point.title} className="flex">
                <Card className="flex w-full gap-4">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
                  <div>
                    <CardTitle>{point.title}</CardTitle>
                    <CardText>{point.text}</CardText>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <CtaBand title={takePart.title} text={takePart.text} actions={takePart.actions} />
    </ConsortiumPage>
  );
}
