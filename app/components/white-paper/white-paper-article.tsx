import { sectionLabel, type WhitePaperBlock, type WhitePaperSection } from "~/content/white-paper";
import { SampleDashboard } from "./sample-dashboard";

function Block({ block }: { block: WhitePaperBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p className="mt-5 text-[1.0625rem] leading-relaxed text-ink-soft">{block.text}</p>;
    case "subheading":
      return <h3 className="mt-10 text-xl font-semibold tracking-tight text-ink">{block.title}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`mt-5 space-y-3 pl-6 text-[1.0625rem] leading-relaxed text-ink-soft marker:text-brand-strong ${
            block.ordered ? "list-decimal marker:font-semibold" : "list-disc"
          }`}
        >
          {block.items.map((item) => (
            <li key={item.term ?? item.text} className="pl-1">
              {item.term ? <strong className="font-semibold text-ink">{item.term}</strong> : null}
              {item.term ? " " : null}
              {item.text}
            </li>
          ))}
        </List>
      );
    }
    case "callout":
      return (
        <div className="mt-8 rounded-r-card border-l-4 border-accent bg-accent-soft px-6 py-5">
          <p className="font-semibold text-ink">{block.title}</p>
          <p className="mt-2 leading-relaxed text-ink-soft">{block.text}</p>
        </div>
      );
    case "dashboard":
      return <SampleDashboard />;
  }
}

/** One numbered section of the paper; focusable so a contents jump moves keyboard focus with it. */
function PaperSection({ section }: { section: WhitePaperSection }) {
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
      {section.blocks.map((block, index) => (
        // Blocks are static content in a fixed order: the index is a stable key.
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

export function WhitePaperArticle({ sections }: { sections: WhitePaperSection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <PaperSection key={section.id} section={section} />
      ))}
    </div>
  );
}
