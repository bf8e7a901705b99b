import { ShieldCheck } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FactPanel } from "~/components/sections/fact-panel";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { IconChip } from "~/components/ui/icon-chip";
import { StepNumber } from "~/components/ui/step-number";
import type { Point, Programme, ProgrammePageContent } from "~/content/consortium";
import { ConsortiumPage } from "./consortium-page";

/** The programme's steps in order, each under its number. */
function ProgrammeSteps({ steps }: { steps: Point[] }) {
  return (
    <ol className="space-y-8">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-5">
          <StepNumber number={index + 1} size="large" />
          <div className="pt-1.5">
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How the programme protects its participants, one card per safeguard. */
function PrivacyPoints({ points }: { points: Point[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {points.map((point) => (
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
  );
}

/** The shared page of the consortium's programmes: what it is, who it serves, how it works, privacy, taking part. */
export function ProgrammePage({ programme, content }: { programme: Programme; content: ProgrammePageContent }) {
  const { banner, overview, audiences, steps, privacy, takePart } = content;
  const glance = `${programme.name} at a glance`;
  return (
    <ConsortiumPage banner={banner} tab="impact" title={programme.name}>
      <StorySection
        story={{ id: "what-it-is", ...overview }}
        aside={
          <FactPanel facts={overview.facts} emphasis="detail" aria-label={glance}>
            <div className="mb-6 flex items-center gap-4">
              <IconChip icon={contentIcons[programme.icon]} tone={programme.colour} />
              <p className="text-lg font-semibold">{glance}</p>
            </div>
          </FactPanel>
        }
      />
      <TitledSection heading={{ id: "who-it-serves", ...audiences }} tone="soft">
        <FeatureGrid features={audiences.items} columns={4} />
      </TitledSection>
      <TitledSection heading={{ id: "how-it-works", ...steps }} layout="beside">
        <ProgrammeSteps steps={steps.items} />
      </TitledSection>
      <TitledSection
        heading={{ id: "privacy", ...privacy }}
        tone="soft"
        action={<ActionButton action={privacy.action} />}
      >
        <PrivacyPoints points={privacy.points} />
      </TitledSection>
      <CtaBand title={takePart.title} text={takePart.text} actions={takePart.actions} />
    </ConsortiumPage>
  );
}
