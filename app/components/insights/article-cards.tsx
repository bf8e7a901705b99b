import { Card } from "~/components/ui/card";
import { formatDate, insightsPath, topicsOf, type Article } from "~/lib/insights";
import { cn } from "~/lib/cn";

/**
 * Articles as cards, newest first as given: topics, title, summary and date. The title is the
 * link and the whole card is its target, so the topics are labels here, not links.
 */
export function ArticleCards({
  articles,
  topicsLabel,
  className,
}: {
  articles: Article[];
  /** Names each card's list of topics for screen readers. */
  topicsLabel: string;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article) => (
        <Card
          as="li"
          key={article.slug}
          className="group relative flex flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-lg"
        >
          <ul aria-label={topicsLabel} className="flex flex-wrap gap-x-3 gap-y-1">
            {topicsOf(article).map((topic) => (
              <li key={topic.slug} className="text-xs font-semibold tracking-widest text-brand-strong uppercase">
                {topic.title}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-lg leading-snug font-semibold text-ink">
            <a
              href={insightsPath.article(article.slug)}
              className="outline-none after:absolute after:inset-0 after:rounded-card group-hover:text-brand-strong"
            >
              {article.title}
            </a>
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{article.summary}</p>
          <p className="mt-auto pt-5 text-sm text-muted">
            <time dateTime={article.published}>{formatDate(article.published)}</time>
          </p>
        </Card>
      ))}
    </ul>
  );
}
