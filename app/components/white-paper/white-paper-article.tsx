import type { ReactNode } from "react";
import { ProseBlocks, type ProseLook } from "~/components/sections/prose-blocks";
import { sectionLabel, type ProseSection } from "~/content/schema/prose";

const bodyText = "text-[1.0625rem] leading-relaxed text-ink-soft";

const paperLook: ProseLook = {
  paragraph: `mt-5 ${bodyText}`,
  subheading: "mt-10 text-xl font-semibold tracking-tight text-ink",
  list: {
    base: `mt-5 space-y-3 pl-6 ${bodyText} marker:text-brand-strong`,
    unordered: "list-disc",
    ordered: "list-decimal marker:font-semibold",
  },
  listItem: "pl-1",
  term: "font-semibold text-ink",
  strong: "font-semibold text-ink",
  quote: `mt-5 border-l-4 border-line pl-5 ${bodyText}`,
  callout: {
    box: "mt-8 rounded-r-card border-l-4 border-accent bg-accent-soft px-6 py-5",
    title: "font-semibold text-ink",
    text: "mt-2 leading-relaxed text-ink-soft",
  },
};

/** One numbered section of the paper; focusable so a contents jump moves keyboard focus with it. */
function PaperSection({ section, dashboard }: { section: ProseSection; dashboard: ReactNode }) {
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="border-t border-line pt-12 pb-4 outline-none first:border-t-0 first:pt-0"
    >
      <h2 id={headingId} className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
        {sectionLabel(section)}
      </h2>
      <ProseBlocks blocks={section.blocks} look={paperLook} embeds={{ dashboard }} />
    </section>
  );
}

/** The paper's sections; `dashboard` is drawn where the text places the sample dashboard. */
export function WhitePaperArticle({ sections, dashboard }: { sections: ProseSection[]; dashboard: ReactNode }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <PaperSection key={section.id} section={section} dashboard={dashboard} />
      ))}
    </div>
  );
}
