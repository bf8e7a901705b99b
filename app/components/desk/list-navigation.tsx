export const deskLinkClass = "font-semibold text-brand-strong underline-offset-4 hover:underline";

/** A count per value of one filter (for the other filters), each a link to that value alone. */
export function CountLinks({
  label,
  entries,
}: {
  label: string;
  entries: { label: string; count: number; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {entries.map(({ label: entryLabel, count, href, current }) => (
          <li key={entryLabel}>
            <a
              href={href}
              aria-current={current ? "page" : undefined}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line px-3 hover:border-ink/40 aria-[current=page]:border-ink aria-[current=page]:font-semibold"
            >
              {entryLabel} <span className="tabular-nums text-ink-soft">{count.toLocaleString("en")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages of a list, newest first; nothing when it has one page. */
export function Pagination({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const link = (to: number, text: string, rel: "prev" | "next") =>
    to >= 1 && to <= pages ? (
      <a href={href(to)} rel={rel} className={deskLinkClass}>
        {text}
      </a>
    ) : (
      <span className="text-muted">{text}</span>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4 text-sm">
      {link(page - 1, "← Newer", "prev")}
      <span>
        Page {page.toLocaleString("en")} of {pages.toLocaleString("en")}
      </span>
      {link(page + 1, "Older →", "next")}
    </nav>
  );
}
