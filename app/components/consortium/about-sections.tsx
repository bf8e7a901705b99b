import { Quote } from "lucide-react";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { identity, missionVision, problem } from "~/content/pages/consortium-about";
import { FactList } from "./fact-list";
import { InverseHeading } from "./inverse-heading";

export function IdentitySection() {
  return (
    <Section>
      <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          <SectionHeading eyebrow={identity.eyebrow} title={identity.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
            {identity.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside
          aria-label="The consortium at a glance"
          className="self-start rounded-card border-t-4 border-brand bg-surface-soft p-6 md:p-8"
        >
          <FactList facts={identity.facts} />
        </aside>
      </div>
    </Section>
  );
}

export function ProblemSection() {
  return (
    <Section tone="soft">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading eyebrow={problem.eyebrow} title={problem.title} />
          <figure className="mt-8 rounded-card bg-white p-6 shadow-card md:p-8">
            <Quote aria-hidden="true" className="size-8 text-accent" />
            <blockquote className="mt-3 text-xl leading-snug font-semibold text-balance text-ink md:text-2xl">
              {problem.quote}
            </blockquote>
          </figure>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-ink-soft lg:pt-10">
          {problem.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}

export function MissionVisionSection() {
  const statements = [missionVision.mission, missionVision.vision];
  return (
    <Section tone="night" aria-labelledby="mission-vision-heading">
      <div className="container-page">
        <InverseHeading id="mission-vision-heading" eyebrow={missionVision.eyebrow} title={missionVision.title} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {statements.map((statement) => (
            <div key={statement.title} className="rounded-card border border-white/10 bg-night-soft p-6 md:p-8">
              <h3 className="text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{statement.title}</h3>
              <p className="mt-4 text-xl leading-relaxed text-white md:text-2xl">{statement.text}</p>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
