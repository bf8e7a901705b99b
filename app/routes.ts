import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { parseSiteConfig } from "./config/site-schema";
import {
  canonicalPath,
  createRouteTable,
  feedFormats,
  formEndpointPath,
  insightsPaths,
  newsletterPaths,
} from "./route-table";

const table = createRouteTable(parseSiteConfig(process.env).productSlug);

const relative = (path: string) => path.replace(/^\//, "");

const pageRoutes = table.flatMap((page) => {
  const file = `routes/${page.id}.tsx`;
  const primary = page.path === "/" ? index(file, { id: page.id }) : route(relative(page.path), file, { id: page.id });
  const aliases = page.aliases.map((alias, n) => route(relative(alias), file, { id: `${page.id}-alias-${n}` }));
  const catchAll = page.catchAll ? [route(`${relative(page.path)}/*`, file, { id: `${page.id}-catch-all` })] : [];
  return [primary, ...aliases, ...catchAll];
});

/** Articles, topics and further pages of the lists: each module answers 404 to a slug or page the content lacks. */
const insights = insightsPaths(relative(canonicalPath(table, "insights")));
const insightsRoutes = [
  route(insights.list(":page"), "routes/insights.tsx", { id: "insights-list-page" }),
  route(insights.topic(":topic"), "routes/insights-topic.tsx"),
  route(insights.topic(":topic", ":page"), "routes/insights-topic.tsx", { id: "insights-topic-page" }),
  route(insights.article(":slug"), "routes/insights-article.tsx"),
  ...feedFormats.map((format) =>
    route(insights.feed(format), "routes/resources/insights-feed.ts", { id: `insights-feed-${format}` }),
  ),
  route("og/insights/:image", "routes/resources/article-social-image.ts"),
];

export default [
  ...pageRoutes,
  ...insightsRoutes,
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("og/:image", "routes/resources/social-image.ts"),
  route("white-paper.pdf", "routes/resources/white-paper-pdf.ts"),
  route("favicon.svg", "routes/resources/app-icon.ts", { id: "favicon-svg" }),
  route("favicon.ico", "routes/resources/app-icon.ts", { id: "favicon-ico" }),
  route("apple-touch-icon.png", "routes/resources/app-icon.ts", { id: "apple-touch-icon" }),
  route("icon-192.png", "routes/resources/app-icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/resources/app-icon.ts", { id: "icon-512" }),
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route(relative(formEndpointPath(":form")), "routes/resources/form-endpoint.ts"),
  // More specific than `:form`, so the router prefers it (docs/decisions/021-newsletter-subscriptions.md).
  route(relative(formEndpointPath("subscribe")), "routes/resources/subscribe-endpoint.ts"),
  route(relative(newsletterPaths.subscribe), "routes/newsletter-subscribe.tsx"),
  route(relative(newsletterPaths.confirm), "routes/newsletter-confirm.tsx"),
  route(relative(newsletterPaths.preferences), "routes/newsletter-preferences.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
