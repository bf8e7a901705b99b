import { Section } from "~/components/sections/section-heading";
import type { StatTile } from "./stat-tiles";

export type HighlightBandContent = {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: string[];
  stat: StatTile;
};

/** One headline figure on the dark band, beside the story that explains it. */
export function HighlightBand({ content }: { content: HighlightBandContent }) {
  const headingId = `${content.id}-heading`;
  return (
    <Section id={content.id} tone="night" aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_90%_50%,rgb(26_125_133/0.45),transparent)]"
      />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{content.eyebrow}</p>
          <h2 id={headingId} className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
            {content.title}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-white/85">
              {paragraph}
            </p>
          ))}
        </div>
        <p className="rounded-card border border-white/15 bg-white/5 p-8 text-center md:p-10">
          <span className="block text-7xl font-extrabold tracking-tight text-[#b9f0f4] tabular-nums md:text-8xl">
            {content.stat.value}
          </span>
          <span className="mt-4 block text-lg leading-snug text-white/90">{content.stat.label}</span>
        </p>
      </div>
    </Section>
  );
}
