import { Fragment, type ReactNode } from "react";
import { EmailLink } from "~/components/ui/email-link";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import type { Inline, ListItem, ProseBlock, RichText } from "~/content/schema/prose";

/**
 * How one kind of document draws the prose blocks (app/content/schema/prose.ts): a class per
 * element. The legal texts style their elements from the surrounding `prose-copy` class, so
 * their look is almost empty; the white paper sets its classes here.
 */
export type ProseLook = {
  paragraph?: string;
  subheading?: string;
  /** Both lists; `unordered` and `ordered` are appended for the marker style. */
  list?: { base?: string; unordered?: string; ordered?: string };
  listItem?: string;
  term?: string;
  strong?: string;
  quote?: string;
  callout?: { box?: string; title?: string; text?: string };
  /** Where a document has pictures (articles): `sizes` says how wide its column is at each screen width. */
  picture?: { figure?: string; image?: string; caption?: string; sizes: string };
  /** Each run of plain text in its own `<span>`: the markup the legal pages have always had. */
  textInSpans?: boolean;
};

function InlinePart({ part, look }: { part: Inline; look: ProseLook }) {
  switch (part.kind) {
    case "text":
      return look.textInSpans ? <span>{part.text}</span> : part.text;
    case "strong":
      return <strong className={look.strong}>{part.text}</strong>;
    case "emphasis":
      return <em>{part.text}</em>;
    case "link":
      if (part.external) return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
      if (part.href.startsWith("mailto:")) {
        return (
          <EmailLink address={part.href.slice("mailto:".length)} className="wrap-anywhere">
            {part.text}
          </EmailLink>
        );
      }
      return <a href={part.href}>{part.text}</a>;
  }
}

/** Inline content: text, bold, emphasis and links (internal, mail or to an outside site). */
export function RichTextView({ text, look }: { text: RichText; look: ProseLook }) {
  // Parts are static content in a fixed order: the index is a stable key.
  return text.map((part, index) => (
    <Fragment key={index}>
      <InlinePart part={part} look={look} />
    </Fragment>
  ));
}

function ListItemView({ item, look }: { item: ListItem; look: ProseLook }) {
  return (
    <li className={look.listItem}>
      {item.term ? <strong className={look.term}>{item.term}</strong> : null}
      {item.term ? " " : null}
      <RichTextView text={item.text} look={look} />
    </li>
  );
}

function listClass(look: ProseLook, ordered: boolean): string | undefined {
  const marker = ordered ? look.list?.ordered : look.list?.unordered;
  return [look.list?.base, marker].filter(Boolean).join(" ") || undefined;
}

/**
 * What a document draws where its text places a self-closing tag: the white paper's sample
 * dashboard, the privacy policy's statement on analytics. Each comes from the page, which
 * knows the figures or the site's setting; a tag the page gives nothing for draws nothing.
 */
export type ProseEmbeds = Partial<Record<"dashboard" | "analytics", ReactNode>>;

function Block({ block, look, embeds }: { block: ProseBlock; look: ProseLook; embeds?: ProseEmbeds }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className={look.paragraph}>
          <RichTextView text={block.text} look={look} />
        </p>
      );
    case "subheading":
      return <h3 className={look.subheading}>{block.title}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={listClass(look, block.ordered)}>
          {block.items.map((item, index) => (
            <ListItemView key={index} item={item} look={look} />
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote className={look.quote}>
          <RichTextView text={block.text} look={look} />
        </blockquote>
      );
    case "callout":
      return (
        <div className={look.callout?.box}>
          <p className={look.callout?.title}>{block.title}</p>
          <p className={look.callout?.text}>
            <RichTextView text={block.text} look={look} />
          </p>
        </div>
      );
    case "picture":
      return (
        <figure className={look.picture?.figure}>
          <Picture source={block.picture} sizes={look.picture?.sizes ?? "100vw"} className={look.picture?.image} />
          {block.caption ? <figcaption className={look.picture?.caption}>{block.caption}</figcaption> : null}
        </figure>
      );
    case "dashboard":
    case "analytics":
      return embeds?.[block.type];
  }
}

/** The blocks of a prose document, in order. */
export function ProseBlocks({ blocks, look, embeds }: { blocks: ProseBlock[]; look: ProseLook; embeds?: ProseEmbeds }) {
  return blocks.map((block, index) => (
    // Blocks are static content in a fixed order: the index is a stable key.
    <Block key={index} block={block} look={look} embeds={embeds} />
  ));
}
