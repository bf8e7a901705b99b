import type * as React from "react";
import { useMemo } from "react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";
import page from "~content/pages/white-paper";
import { useActiveSection } from "./use-active-section";

/**
 * The white paper's contents: real `#section` links that work without JavaScript; with it,
 * the active item follows clicks (smooth scroll, instant under reduced motion) and reading.
 */
export type ContentsEntry = { id: string; label: string };

export function WhitePaperContents({ entries }: { entries: ContentsEntry[] }) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const { activeId, jumpTo } = useActiveSection(ids);

  const onClick = (id: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (jumpTo(id)) event.preventDefault();
  };

  return (
    <Card
      as="nav"
      aria-labelledby="white-paper-contents-title"
      tone="soft"
      padding="small"
      className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100dvh-var(--header-height)-4rem)] lg:-mx-2 lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:px-2 lg:py-0"
    >
      <Eyebrow as="h2" id="white-paper-contents-title" tone="muted">
        {page.contentsTitle}
      </Eyebrow>
      {/* A plain list: each label carries its section's number already ("1. Introduction"). */}
      <ul className="mt-3 space-y-1 border-l border-line">
        {entries.map((entry) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={onClick(entry.id)}
                aria-current={active ? "true" : undefined}
                className={cn(
                  "-ml-px block rounded-r-lg border-l-2 py-2 pr-2 pl-4 text-sm leading-snug font-medium transition-colors",
                  active
                    ? "border-brand bg-brand-soft text-brand-strong"
                    : "border-transparent text-ink-soft hover:border-ink/30 hover:text-ink",
                )}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
