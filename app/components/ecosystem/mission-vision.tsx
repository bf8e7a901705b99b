import { Eye, Target } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { StatementCards } from "~/components/sections/statement-cards";
import type { MissionVisionContent } from "~/content/pages/ecosystem";

/** The ecosystem's mission and vision as two statements on the dark band. */
export function MissionVision({ content }: { content: MissionVisionContent }) {
  const headingId = headingIdOf(content.id);
  const statements = [
    { ...content.mission, icon: Target },
    { ...content.vision, icon: Eye },
  ];
  return (
    <Section id={content.id} tone="night" aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_100%_0%,color-mix(in_srgb,var(--color-accent)_35%,transparent),transparent),radial-gradient(40rem_22rem_at_0%_100%,color-mix(in_srgb,var(--color-brand)_35%,transparent),transparent)]"
      />
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} tone="night" />
        <StatementCards statements={statements} className="mt-10 md:mt-12" />
        <div className="mt-10">
          <ActionButton action={{ ...content.action, variant: content.action.variant ?? "inverse" }} />
        </div>
      </div>
    </Section>
  );
}
