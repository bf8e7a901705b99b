import { ProseBlocks, RichTextView, type ProseEmbeds, type ProseLook } from "~/components/sections/prose-blocks";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { ProseDocument, ProseSection } from "~/content/schema/prose";

/** The elements take their style from the article's `prose-copy` class (app/app.css). */
const legalLook: ProseLook = { listItem: "mt-2", textInSpans: true };

function TableOfContents({ sections }: { sections: ProseSection[] }) {
  return (
    <Card
      as="nav"
      aria-labelledby="legal-toc-heading"
      tone="soft"
      padding="small"
      className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
    >
      <Eyebrow as="h2" id="legal-toc-heading" tone="ink-soft">
        On this page
      </Eyebrow>
      <ol className="mt-4 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-ink-soft transition-colors hover:bg-surface-raised hover:text-brand-strong"
            >
              {/* The number is drawn by CSS: the list itself numbers the sections for a text browser or a screen reader. */}
              <span
                aria-hidden="true"
                data-step={`${index + 1}.`}
                className="w-5 shrink-0 text-right text-muted tabular-nums before:content-[attr(data-step)]"
              />
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Plain paragraphs of a legal text's front matter (its summary, the privacy policy's statement on analytics). */
export function LegalParagraphs({ texts, className }: { texts: string[]; className?: string }) {
  return texts.map((text) => (
    <p key={text} className={className}>
      <RichTextView text={[{ kind: "text", text }]} look={legalLook} />
    </p>
  ));
}

/**
 * A legal text (content/legal/*.mdoc): a table of contents of in-page links beside its summary
 * and its sections, numbered by their place.
 */
export function LegalDocument({
  summary,
  body,
  embeds,
}: {
  summary: string[];
  body: ProseDocument;
  embeds?: ProseEmbeds;
}) {
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
      <div>
        <TableOfContents sections={body.sections} />
      </div>
      <article className="prose-copy max-w-3xl min-w-0">
        <LegalParagraphs texts={summary} className="text-lg" />
        {body.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            <ProseBlocks blocks={section.blocks} look={legalLook} embeds={embeds} />
          </section>
        ))}
      </article>
    </div>
  );
}
