// /insights, and the further pages of its articles (/insights/page/2...)
import { data } from "react-router";
import { ArticleList } from "~/components/insights/article-list";
import { FeaturedPaperSection } from "~/components/insights/featured-paper-section";
import { InsightCards } from "~/components/insights/insight-cards";
import { SubscribeSection } from "~/components/newsletter/subscribe-section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { TitledSection } from "~/components/sections/titled-section";
import insights from "~content/pages/insights";
import pageMetas from "~content/site/page-meta";
import { articles, insightsPath, listPage, pageNumberOf } from "~/lib/insights-articles";
import { metaFor, socialMeta } from "~/lib/seo";
import { resourcePaths } from "~/route-table";
import type { Route } from "./+types/insights";

const {
  articleList,
  articlePage,
  banner,
  claimsTitle,
  closing,
  featuredPaper,
  moreInsights,
  moreSection,
  whitePaperClaims,
} = insights;

export function loader({ params }: Route.LoaderArgs) {
  const list = listPage(articles, pageNumberOf(params.page));
  // A page the list does not reach: the not-found page, with its status (app/root.tsx).
  if (!list) throw data(null, { status: 404 });
  return { list };
}

/** The first page is the Insights page itself; the further ones are named by their number. */
export const meta: Route.MetaFunction = ({ loaderData: { list } }) => {
  if (list.page === 1) return metaFor("insights");
  const pageName = `${articleList.pagination.page} ${list.page}`;
  return socialMeta({
    path: insightsPath.list(list.page),
    title: `${pageMetas.insights.title} · ${pageName}`,
    description: pageMetas.insights.description,
    image: resourcePaths.socialImage("insights"),
    type: "website",
  });
};

export default function InsightsPage({ loaderData: { list } }: Route.ComponentProps) {
  const first = list.page === 1;
  return (
    <>
      <PageBanner
        eyebrow={first ? undefined : `${articleList.pagination.page} ${list.page}`}
        title={banner.title}
        subtitle={banner.subtitle}
      />
      {first ? (
        <FeaturedPaperSection featured={featuredPaper} claimsTitle={claimsTitle} claims={whitePaperClaims} />
      ) : null}
      <ArticleList
        heading={articleList.section}
        tone="soft"
        list={list}
        pathOf={(page) => insightsPath.list(page)}
        copy={articleList}
        topicsLabel={articlePage.topicsTitle}
      />
      {first ? (
        <TitledSection heading={moreSection}>
          <InsightCards insights={moreInsights} />
        </TitledSection>
      ) : null}
      <SubscribeSection page={insightsPath.list(list.page)} defaultLists={["insights"]} archiveLink={first} />
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
