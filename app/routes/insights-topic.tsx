// /insights/topics/<topic> and its further pages (/page/2...): the articles on one topic
import { data } from "react-router";
import { ArticleList } from "~/components/insights/article-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import insights from "~content/pages/insights";
import pageMetas from "~content/site/page-meta";
import { articlesOn, insightsPath, listPage, pageNumberOf, topicWithArticles } from "~/lib/insights-articles";
import { socialMeta } from "~/lib/seo";
import { resourcePaths } from "~/route-table";
import type { Route } from "./+types/insights-topic";

const { articleList, articlePage, closing, topicPage } = insights;

export function loader({ params }: Route.LoaderArgs) {
  const topic = topicWithArticles(params.topic);
  const list = topic && listPage(articlesOn(topic), pageNumberOf(params.page));
  // A topic no article names, or a page the list does not reach: the not-found page (app/root.tsx).
  if (!topic || !list) throw data(null, { status: 404 });
  return { topic, list };
}

export const meta: Route.MetaFunction = ({ loaderData: { topic, list } }) =>
  socialMeta({
    path: insightsPath.topic(topic.slug, list.page),
    title: [
      topic.title,
      pageMetas.insights.title,
      ...(list.page > 1 ? [`${articleList.pagination.page} ${list.page}`] : []),
    ].join(" · "),
    description: topic.description,
    image: resourcePaths.socialImage("insights"),
    type: "website",
  });

export default function TopicPage({ loaderData: { topic, list } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={topicPage.eyebrow} title={topic.title} subtitle={topic.description} />
      <ArticleList
        heading={{ id: articleList.section.id, title: topicPage.listTitle }}
        list={list}
        pathOf={(page) => insightsPath.topic(topic.slug, page)}
        copy={articleList}
        topicsLabel={articlePage.topicsTitle}
        currentTopic={topic.slug}
        firstInView
      />
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
