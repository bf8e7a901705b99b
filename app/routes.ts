import { newsletterArchivePaths } from "./newsletter/archive-contract";
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { parseSiteConfig } from "./config/site-schema";
import {
  canonicalPath,
  createRouteTable,
  deskPaths,
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

/** The team's desk (docs/decisions/024-the-desk.md): rendered per request, with its own document and error page. */
const deskRoutes = layout("routes/desk/layout.tsx", [
  route(relative(deskPaths.inbox), "routes/desk/inbox.tsx"),
  route(relative(deskPaths.leadsCsv), "routes/desk/leads-csv.ts"),
  route(relative(deskPaths.lead(":id")), "routes/desk/lead.tsx"),
  route(relative(deskPaths.subscribers), "routes/desk/subscribers.tsx"),
  route(relative(deskPaths.subscribersCsv), "routes/desk/subscribers-csv.ts"),
  route(relative(deskPaths.subscriberImport), "routes/desk/subscriber-import.tsx"),
  route(relative(deskPaths.subscriber(":id")), "routes/desk/subscriber.tsx"),
  route(relative(deskPaths.signIn), "routes/desk/sign-in.tsx"),
  route(relative(deskPaths.signInLink(":token")), "routes/desk/sign-in-link.tsx"),
  route(relative(deskPaths.useSignInLink), "routes/desk/use-sign-in-link.ts"),
  route(relative(deskPaths.passkeySignIn), "routes/desk/passkey-sign-in.ts"),
  route(relative(deskPaths.signOut), "routes/desk/sign-out.ts"),
  route(relative(deskPaths.account), "routes/desk/account.tsx"),
  route(relative(deskPaths.passkeys), "routes/desk/passkeys.ts"),
  route(relative(deskPaths.team), "routes/desk/team.tsx"),
  route(relative(deskPaths.privacy), "routes/desk/privacy.tsx"),
  route(relative(deskPaths.privacyExport), "routes/desk/privacy-export.ts"),
  route(relative(deskPaths.audit), "routes/desk/audit.tsx"),
  route(relative(deskPaths.auditCsv), "routes/desk/audit-csv.ts"),
  route(relative(deskPaths.editions), "routes/desk/editions.tsx"),
  route(`${relative(deskPaths.inbox)}/*`, "routes/desk/not-found.tsx"),
]);

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
  route(relative(formEndpointPath("subscribe")), "routes/newsletter/subscribe-endpoint.ts"),
  route(relative(newsletterPaths.subscribe), "routes/newsletter/subscribe.tsx"),
  route(relative(newsletterPaths.confirm), "routes/newsletter/confirm.tsx"),
  route(relative(newsletterPaths.preferences), "routes/newsletter/preferences.tsx"),
  route(relative(newsletterArchivePaths.list), "routes/newsletter/archive.tsx"),
  route(relative(newsletterArchivePaths.edition(":number")), "routes/newsletter/edition.tsx"),
  deskRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
