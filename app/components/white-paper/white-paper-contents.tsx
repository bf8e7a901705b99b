import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import page from "~content/pages/white-paper";

export type ContentsEntry = { id: string; label: string };

/**
 * The white paper's contents: real `#section` links that work without JavaScript. The page
 * script (app/browser/page.js, section 7) marks the item of the section being read as current
 * (`aria-current`, which these classes style) and makes a jump smooth; no React is needed.
 */
export function WhitePaperContents({ entries }: { entries: ContentsEntry[] }) {
  return (
    <Card
      as="nav"
      aria-labelledby="white-paper-contents-title"
      data-contents=""
      tone="soft"
      padding="small"
      className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100dvh-var(--header-height)-4rem)] lg:-mx-2 lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:px-2 lg:py-0"
    >
      <Eyebrow as="h2" id="white-paper-contents-title" tone="muted">
        {page.contentsTitle}
      </Eyebrow>
      {/* A plain list: each label carries its section's number already ("1. Introduction"). */}
      <ul className="mt-3 space-y-1 border-l border-line">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-px block rounded-r-lg border-l-2 border-transparent py-2 pr-2 pl-4 text-sm leading-snug font-medium text-ink-soft transition-colors hover:border-ink/30 hover:text-ink aria-[current=true]:border-brand aria-[current=true]:bg-brand-soft aria-[current=true]:text-brand-strong"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
