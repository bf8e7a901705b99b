import { Card } from "~/components/ui/card";
import { EmailLink } from "~/components/ui/email-link";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ExternalLink } from "~/components/ui/external-link";
import type { LegalBlock, LegalDocumentContent, RichText } from "~/content/legal/types";

function RichTextView({ text }: { text: RichText }) {
  return text.map((part, index) => {
    const key = `${index}`;
    if (typeof part === "string") return <span key={key}>{part}</span>;
    switch (part.kind) {
      case "email":
        return <EmailLink key={key} address={part.address} className="wrap-anywhere" />;
      case "link":
        return (
          <a key={key} href={part.to}>
            {part.label}
          </a>
        );
      case "external":
        return (
          <ExternalLink key={key} href={part.href}>
            {part.label}
          </ExternalLink>
        );
    }
  });
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index} className="mt-2">
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case "subheading":
      return <h3>{block.text}</h3>;
  }
}

function TableOfContents({ content }: { content: LegalDocumentContent }) {
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
        {content.sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-ink-soft transition-colors hover:bg-white hover:text-brand-strong"
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

/** A legal document: a table of contents of in-page links beside numbered sections of long-form text. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
      <div>
        <TableOfContents content={content} />
      </div>
      <article className="prose-copy max-w-3xl min-w-0">
        {content.summary.map((text, index) => (
          <p key={index} className="text-lg">
            <RichTextView text={text} />
          </p>
        ))}
        {content.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
