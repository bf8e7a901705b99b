import type * as React from "react";
import { Section, SectionHeading } from "~/components/sections/section-heading";

export type SectionIntro = { id: string; eyebrow?: string; title: string; intro?: string };

/** SectionHeading's colours are for light backgrounds: lighten eyebrow and introduction on night. */
const nightHeading = "[&>p:first-child]:text-[#b9f0f4] [&>p:last-child]:text-white/80";

/** A page section named by its `<h2>`: the heading, then whatever the section shows. */
export function TitledSection({
  heading,
  tone,
  align,
  children,
}: {
  heading: SectionIntro;
  tone?: "plain" | "soft" | "night";
  align?: "start" | "center";
  children: React.ReactNode;
}) {
  const headingId = `${heading.id}-heading`;
  return (
    <Section id={heading.id} tone={tone} aria-labelledby={headingId}>
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          align={align}
          className={tone === "night" ? nightHeading : undefined}
        />
        <div className="mt-10 md:mt-12">{children}</div>
      </div>
    </Section>
  );
}
