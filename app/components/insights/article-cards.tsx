import { Card } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import { formatDate, insightsPath, topicsOf, type Article } from "~/lib/insights-articles";
import { cn } from "~/lib/cn";

/**
 * How wide a card's cover is: the grid's column (in the page's container: 76rem at most, 1.25rem
 * of padding a side, 2rem from 48rem; columns 1.5rem apart) less the card's own padding, 1.5rem a side.
 */
const coverSizes =
  "(min-width: 76rem) 20rem, (min-width: 64rem) calc(33.3vw - 5.3rem), (min-width: 48rem) calc(50vw - 5.75rem), calc(100vw - 5.5rem)";

/**
 * Articles as cards, newest first as given: cover, topics, title, summary and date. The title is
 * the link and the whole card is its target, so the topics are labels here, not links, and the
 * cover is described by its own alternative text.
 */
export function ArticleCards({
  articles,
  topicsLabel,
  firstInView = false,
  className,
}: {
  articles: Article[];
  /** Names each card's list of topics for screen readers. */
  topicsLabel: string;
  /** The cards open the page's content, so the first card's cover is in its first screen. */
  firstInView?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article, index) => (
        <Card
          as="li"
          key={article.slug}
          className="group relative flex flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-lg"
        >
          {article.cover ? (
            <Picture
              source={article.cover}
              sizes={coverSizes}
              priority={firstInView && index === 0}
              className="mb-5 rounded-lg"
            />
          ) : null}
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
