import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { CalloutContent } from "~/content/schema/blocks";
import { ActionButton } from "./action-links";

/** A highlighted aside: an example, a caveat or a pointer to the page that says more. */
export function Callout({ content, className }: { content: CalloutContent; className?: string }) {
  return (
    <Card as="aside" tone="accent" padding="large" className={className}>
      <Eyebrow tone="accent">{content.label}</Eyebrow>
      <h3 className="mt-2 text-xl font-semibold text-ink">{content.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{content.text}</p>
      {content.action ? <ActionButton action={content.action} size="sm" className="mt-5" /> : null}
    </Card>
  );
}
