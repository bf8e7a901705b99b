import type { ArticlePageCopy } from "~/content/pages/insights";
import { formatDate, type Article } from "~/lib/insights-articles";

/** Under an article's title: when it was published and last updated, and how long it takes to read. */
export function ArticleFacts({ article, minutes, copy }: { article: Article; minutes: number; copy: ArticlePageCopy }) {
  const dates = [
    { label: copy.published, date: article.published },
    ...(article.updated ? [{ label: copy.updated, date: article.updated }] : []),
  ];
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2 text-white/85">
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {dates.map(({ label, date }) => (
          <div key={label} className="flex gap-1.5">
            <dt className="font-semibold text-white">{label}</dt>
            <dd>
              <time dateTime={date}>{formatDate(date)}</time>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        {minutes} {copy.readingTime}
      </p>
    </div>
  );
}
