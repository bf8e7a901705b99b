import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { Card } from "~/components/ui/card";
import type { HighlightBandContent } from "~/content/pages/dynamic-pricing";

/** One headline figure on the dark band, beside the story that explains it. */
export function HighlightBand({ content }: { content: HighlightBandContent }) {
  const headingId = headingIdOf(content.id);
  return (
    <Section id={content.id} tone="night" aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_90%_50%,color-mix(in_srgb,var(--color-brand)_45%,transparent),transparent)]"
      />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} tone="night" />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-white/85">
              {paragraph}
            </p>
          ))}
        </div>
        <Card as="p" tone="glass" padding="none" className="p-8 text-center md:p-10">
          <span className="block text-7xl font-extrabold tracking-tight text-brand-on-night tabular-nums md:text-8xl">
            {content.stat.value}
          </span>
          <span className="mt-4 block text-lg leading-snug text-white/90">{content.stat.label}</span>
        </Card>
      </div>
    </Section>
  );
}
