import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ArticlePageCopy } from "~/content/pages/insights";
import { insightsPath, type Article } from "~/lib/insights-articles";

function NeighbourLink({
  article,
  label,
  direction,
}: {
  article: Article;
  label: string;
  direction: "previous" | "next";
}) {
  const Arrow = direction === "previous" ? ArrowLeft : ArrowRight;
  return (
    <a
      href={insightsPath.article(article.slug)}
      className="group flex h-full flex-col gap-1 rounded-card border border-line bg-surface-raised p-5 transition-colors hover:border-brand data-[direction=next]:items-end data-[direction=next]:text-right"
      data-direction={direction}
    >
      <span className="flex items-center gap-2 text-sm font-semibold text-brand-strong">
        {direction === "previous" ? <Arrow aria-hidden="true" className="size-4" /> : null}
        {label}
        {direction === "next" ? <Arrow aria-hidden="true" className="size-4" /> : null}
      </span>
      <span className="font-semibold text-ink group-hover:text-brand-strong">{article.title}</span>
    </a>
  );
}

/** The articles published just before and just after this one. */
export function ArticleNeighbours({
  previous,
  next,
  copy,
}: {
  previous?: Article;
  next?: Article;
  copy: ArticlePageCopy["neighbours"];
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={copy.label} className="container-page pb-16 md:pb-24">
      <ul className="grid gap-4 md:grid-cols-2">
        {previous ? (
          <li>
            <NeighbourLink article={previous} label={copy.previous} direction="previous" />
          </li>
        ) : null}
        {next ? (
          <li className="md:col-start-2">
            <NeighbourLink article={next} label={copy.next} direction="next" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
