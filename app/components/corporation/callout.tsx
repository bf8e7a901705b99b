import { ActionButton } from "~/components/sections/action-links";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";

export type CalloutContent = { label: string; title: string; text: string; action?: Action };

/** A highlighted aside: an example, a caveat or a pointer to the page that says more. */
export function Callout({ content, className }: { content: CalloutContent; className?: string }) {
  return (
    <aside className={cn("rounded-card border border-accent/25 bg-accent-soft p-6 md:p-8", className)}>
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{content.label}</p>
      <h3 className="mt-2 text-xl font-semibold text-ink">{content.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{content.text}</p>
      {content.action ? <ActionButton action={content.action} size="sm" className="mt-5" /> : null}
    </aside>
  );
}
