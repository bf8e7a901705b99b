import { TitledSection } from "~/components/sections/titled-section";
import type { SectionTone } from "~/components/sections/section";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { ArticleListCopy, ArticlePageCopy } from "~/content/pages/insights";
import { topicsWithArticles, type Article, type ListPage } from "~/lib/insights-articles";
import { ArticleCards } from "./article-cards";
import { ListPagination } from "./list-pagination";
import { TopicNav } from "./topic-links";

/**
 * One page of a list of articles (the Insights page, a topic's page): the topics to narrow it
 * by, the cards, and links to the list's other pages when it is long.
 */
export function ArticleList({
  heading,
  tone,
  list,
  pathOf,
  copy,
  topicsLabel,
  currentTopic,
  firstInView,
}: {
  heading: SectionIntro;
  tone?: SectionTone;
  list: ListPage<Article>;
  pathOf: (page: number) => string;
  copy: ArticleListCopy;
  topicsLabel: ArticlePageCopy["topicsTitle"];
  currentTopic?: string;
  /** The list is the first section under the page's banner (a topic's page). */
  firstInView?: boolean;
}) {
  return (
    <TitledSection heading={heading} tone={tone}>
      <TopicNav label={copy.topicsLabel} topics={topicsWithArticles} current={currentTopic} />
      <ArticleCards articles={list.items} topicsLabel={topicsLabel} firstInView={firstInView} className="mt-10" />
      <ListPagination page={list.page} pageCount={list.pageCount} pathOf={pathOf} copy={copy.pagination} />
    </TitledSection>
  );
}
