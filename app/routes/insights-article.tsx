// /insights/<article>: one page per file of content/articles/
import { data } from "react-router";
import { ArticleBody, articleColumnSizes } from "~/components/insights/article-body";
import { ArticleCards } from "~/components/insights/article-cards";
import { ArticleFacts } from "~/components/insights/article-facts";
import { ArticleNeighbours } from "~/components/insights/article-neighbours";
import { SubscribeSection } from "~/components/newsletter/subscribe-section";
import { AuthorCards } from "~/components/insights/author-cards";
import { TopicLinks } from "~/components/insights/topic-links";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { TitledSection } from "~/components/sections/titled-section";
import { Picture } from "~/components/ui/picture";
import insights from "~content/pages/insights";
import { articleJsonLd } from "~/lib/article-structured-data";
import {
  articleNamed,
  authorsOf,
  coverSocialPicture,
  insightsPath,
  neighboursOf,
  readingMinutes,
  relatedArticles,
  topicsOf,
} from "~/lib/insights-articles";
import { socialMeta } from "~/lib/seo";
import { lastModifiedOf, resourcePaths } from "~/route-table";
import type { Route } from "./+types/insights-article";

const { articlePage } = insights;

export function loader({ params }: Route.LoaderArgs) {
  const article = articleNamed(params.slug);
  // A slug no article has: the not-found page, with its status (app/root.tsx).
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData: { article } }) => [
  ...socialMeta({
    path: insightsPath.article(article.slug),
    title: article.title,
    description: article.summary,
    image: coverSocialPicture(article) ?? resourcePaths.articleSocialImage(article.slug),
    type: "article",
  }),
  { property: "article:published_time", content: article.published },
  { property: "article:modified_time", content: lastModifiedOf(article) },
  ...topicsOf(article).map((topic) => ({ property: "article:tag", content: topic.title })),
  { "script:ld+json": articleJsonLd(article) },
];

const authorsHeadingId = "authors-heading";
const topicsHeadingId = "topics-heading";

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  const { previous, next } = neighboursOf(article);
  const related = relatedArticles(article);
  return (
    <>
      <article aria-labelledby="page-title">
        <PageBanner eyebrow={topicsOf(article)[0].title} title={article.title} subtitle={article.summary}>
          <ArticleFacts article={article} minutes={readingMinutes(article.body)} copy={articlePage} />
        </PageBanner>
        <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
          <div className="max-w-3xl min-w-0">
            {article.cover ? (
              <Picture source={article.cover} sizes={articleColumnSizes} priority className="mb-10 rounded-card" />
            ) : null}
            <div className="prose-copy text-lg">
              <ArticleBody body={article.body} />
            </div>
          </div>
          <aside className="space-y-10 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
            <div>
              <h2 id={authorsHeadingId} className="text-sm font-semibold tracking-widest text-muted uppercase">
                {articlePage.authorsTitle}
              </h2>
              <div className="mt-4">
                <AuthorCards authors={authorsOf(article)} labelledBy={authorsHeadingId} />
              </div>
            </div>
            <div>
              <h2 id={topicsHeadingId} className="text-sm font-semibold tracking-widest text-muted uppercase">
                {articlePage.topicsTitle}
              </h2>
              <TopicLinks topics={topicsOf(article)} labelledBy={topicsHeadingId} className="mt-4" />
            </div>
          </aside>
        </div>
      </article>
      <SubscribeSection page={insightsPath.article(article.slug)} defaultLists={["insights"]} />
      <ArticleNeighbours previous={previous} next={next} copy={articlePage.neighbours} />
      {related.length ? (
        <TitledSection heading={articlePage.related} tone="soft">
          <ArticleCards articles={related} topicsLabel={articlePage.topicsTitle} />
        </TitledSection>
      ) : null}
      <CtaBand
        title={articlePage.closing.title}
        text={articlePage.closing.text}
        actions={articlePage.closing.actions}
      />
    </>
  );
}
