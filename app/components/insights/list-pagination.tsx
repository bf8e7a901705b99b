import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ArticleListCopy } from "~/content/pages/insights";
import { cn } from "~/lib/cn";

const linkClass =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink-soft transition-colors hover:border-brand hover:text-brand-strong aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-on-fill";

/**
 * Links to every page of a long list, with newer and older around them: plain links, so they
 * work without JavaScript. Nothing when the list fits on one page.
 */
export function ListPagination({
  page,
  pageCount,
  pathOf,
  copy,
  className,
}: {
  page: number;
  pageCount: number;
  pathOf: (page: number) => string;
  copy: ArticleListCopy["pagination"];
  className?: string;
}) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={copy.label} className={cn("mt-12", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={pathOf(page - 1)} rel="prev" className={linkClass}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.newer}
            </a>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <a href={pathOf(number)} aria-current={number === page ? "page" : undefined} className={linkClass}>
              <span className="sr-only">{copy.page}</span> {number}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={pathOf(page + 1)} rel="next" className={linkClass}>
              {copy.older}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
