import { ActionButton } from "~/components/sections/action-links";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { ecosystem, join, purpose } from "~/content/pages/consortium-mission";
import { cn } from "~/lib/cn";
import { InverseHeading } from "./inverse-heading";

export function PurposeSection() {
  return (
    <Section>
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading eyebrow={purpose.eyebrow} title={purpose.title} />
        <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
          {purpose.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}

export function EcosystemSection() {
  return (
    <Section tone="night" aria-labelledby="ecosystem-heading">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <InverseHeading
            id="ecosystem-heading"
            eyebrow={ecosystem.eyebrow}
            title={ecosystem.title}
            intro={ecosystem.text}
          />
          <ActionButton
            action={{ ...ecosystem.action, variant: "inverse" }}
            className="mt-8"
          />
        </div>
        <ul className="grid gap-4">
          {ecosystem.groups.map((group) => {
            const Icon = group.icon;
            return (
              <li key={group.title} className="flex gap-4 rounded-card border border-white/10 bg-night-soft p-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-[#b9f0f4]">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{group.title}</h3>
                  <p className="mt-1 leading-relaxed text-white/80">{group.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

export function JoinSection() {
  return (
    <Section>
      <div className="container-page">
        <SectionHeading eyebrow={join.eyebrow} title={join.title} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {join.cards.map((card) => (
            <li
              key={card.title}
              className={cn(
                "flex flex-col rounded-card p-6 text-white shadow-card sm:p-8 md:p-10",
                card.tone === "brand" ? "bg-brand-strong" : "bg-night",
              )}
            >
              <h3 className="text-2xl font-bold tracking-tight">{card.title}</h3>
              <p className="mt-3 mb-8 text-lg leading-relaxed text-white/85">{card.text}</p>
              <ActionButton
                action={{ ...card.action, variant: "inverse" }}
                className="mt-auto self-start"
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
