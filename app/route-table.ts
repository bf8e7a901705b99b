/**
 * The one list of the site's pages. The router (app/routes.ts), the pre-renderer
 * (react-router.config.ts), the sitemap and the tests all read it, so a page added
 * here is routed, pre-rendered, listed and tested without another edit. Pages made from
 * content (Insights articles and topics) are answered by pattern; `contentPages` lists them
 * from the content for the same readers.
 */
export const pageIds = [
  "home",
  "ecosystem",
  "platform",
  "solutions",
  "dynamic-pricing",
  "prosperity-intelligence",
  "how-it-works",
  "prosperity-points",
  "corporation-about",
  "investors",
  "the-difference",
  "consortium-mission",
  "data-stewardship",
  "impact",
  "community-voice",
  "data-literacy",
  "get-involved",
  "consortium-about",
  "team",
  "contact",
  "privacy",
  "terms",
  "vision",
  "insights",
  "company",
  "white-paper",
  "schedule-demo",
  "accessibility",
  "search",
] as const;

export type PageId = (typeof pageIds)[number];

export type PageRoute = {
  id: PageId;
  /** The canonical path: the only one in the sitemap and in `<link rel="canonical">`. */
  path: string;
  /** Other paths that render the same page. */
  aliases: string[];
  /** Also answers every deeper path under `path` (a catch-all: docs/product.md#routes). */
  catchAll: boolean;
};

type PageSpec = [id: PageId, path: string, options?: { aliases?: string[]; catchAll?: boolean }];

function pageSpecs(productSlug: string): PageSpec[] {
  return [
    ["home", "/"],
    ["ecosystem", `/about-${productSlug}-ecosystem`, { aliases: ["/about"] }],
    ["platform", "/platform", { catchAll: true }],
    ["solutions", "/solutions", { aliases: ["/platform/solutions"] }],
    ["dynamic-pricing", "/solutions/dynamic-pricing"],
    ["prosperity-intelligence", "/solutions/systemic-trust", { aliases: ["/platform/esee-intelligence"] }],
    ["how-it-works", "/how-it-works"],
    ["prosperity-points", "/platform/prosperity-points"],
    ["corporation-about", "/platform/about-us"],
    ["investors", "/platform/investors"],
    ["the-difference", "/platform/the-difference"],
    ["consortium-mission", "/consortium", { catchAll: true }],
    ["data-stewardship", "/consortium/data-stewardship"],
    ["impact", "/consortium/impact"],
    ["community-voice", "/consortium/impact/community-voice"],
    ["data-literacy", "/consortium/impact/data-literacy"],
    ["get-involved", "/consortium/get-involved"],
    ["consortium-about", "/consortium/about-us"],
    ["team", "/team"],
    ["contact", "/contact"],
    ["privacy", "/privacy"],
    ["terms", "/terms"],
    ["vision", "/vision"],
    ["insights", "/insights"],
    ["company", "/company"],
    ["white-paper", "/white-paper"],
    ["schedule-demo", "/schedule-demo"],
    ["accessibility", "/accessibility"],
    ["search", searchPath],
  ];
}

export function createRouteTable(productSlug: string): PageRoute[] {
  return pageSpecs(productSlug).map(([id, path, options]) => ({
    id,
    path,
    aliases: options?.aliases ?? [],
    catchAll: options?.catchAll ?? false,
  }));
}

/** The site search: answers `?q=<terms>` (the WebSite's SearchAction in app/lib/structured-data.ts points here). */
export const searchPath = "/search";

/** Where the build writes the search index and Pagefind's browser code (scripts/search-index.ts). */
export const searchBundlePath = "/pagefind/";

/** Where the browser posts a form as JSON (the pages' own actions answer posts without JavaScript). */
export const formEndpointPath = (form: string) => `/forms/${form}`;

/**
 * The newsletter's own pages (docs/decisions/021-newsletter-subscriptions.md), rendered for each
 * request and never listed in the sitemap: they answer a form post or a signed link from an e-mail.
 * The subscribe form posts to `subscribe` without JavaScript and to `formEndpointPath("subscribe")` with it.
 */
export const newsletterPaths = {
  subscribe: "/newsletter/subscribe",
  confirm: "/newsletter/confirm",
  preferences: "/newsletter/preferences",
  /** Where sending services post bounces and complaints: `${events}/<provider>` (server/newsletter/provider-events/). */
  events: "/newsletter/events",
} as const;

/**
 * The pages a signed link from an e-mail opens (`?token=…`, which never expires on the preferences
 * page): they send `Referrer-Policy: no-referrer` and load no analytics, so that the token never
 * leaves the site, and their form posts are authorised by the token alone (server/app.ts).
 */
export const signedLinkPaths: readonly string[] = [newsletterPaths.confirm, newsletterPaths.preferences];

/**
 * The team's desk (docs/decisions/024-the-desk.md): rendered for each request behind a sign-in, never
 * pre-rendered, never in the sitemap, the search index or the feeds; robots.txt keeps crawlers out.
 * Given `:id` or `:token`, `lead` and `signInLink` are the router's patterns.
 */
export const deskPaths = {
  inbox: "/desk",
  leadsCsv: "/desk/leads.csv",
  lead: (id: string) => `/desk/leads/${id}`,
  subscribers: "/desk/subscribers",
  subscribersCsv: "/desk/subscribers.csv",
  subscriber: (id: string) => `/desk/subscribers/${id}`,
  subscriberImport: "/desk/subscribers/import",
  signIn: "/desk/sign-in",
  signInLink: (token: string) => `/desk/sign-in/link/${token}`,
  useSignInLink: "/desk/sign-in/link",
  passkeySignIn: "/desk/sign-in/passkey",
  signOut: "/desk/sign-out",
  account: "/desk/account",
  passkeys: "/desk/account/passkeys",
  team: "/desk/team",
  privacy: "/desk/privacy",
  privacyExport: "/desk/privacy/export",
  audit: "/desk/audit",
  auditCsv: "/desk/audit.csv",
  editions: "/desk/editions",
} as const;

export const isDeskPath = (path: string) => path === deskPaths.inbox || path.startsWith(`${deskPaths.inbox}/`);

/** Files served beside the pages; generated at build time by resource routes. */
export const resourcePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  whitePaperPdf: "/white-paper.pdf",
  socialImage: (id: PageId) => `/og/${id}.png`,
  articleSocialImage: (slug: string) => `/og/insights/${slug}.png`,
  faviconIco: "/favicon.ico",
  faviconSvg: "/favicon.svg",
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  webManifest: "/site.webmanifest",
} as const;

/**
 * Every path the pre-renderer writes to complete HTML: canonical paths and aliases, then the
 * pages made from content (`contentPages`).
 */
export function prerenderedPagePaths(table: PageRoute[], fromContent: ContentPage[] = []): string[] {
  return [...table.flatMap((page) => [page.path, ...page.aliases]), ...fromContent.map((page) => page.path)];
}

/** How many articles one page of a list shows; the next ones continue on `<list>/page/2`, `/page/3`... */
export const articlesPerPage = 12;

/** How many pages a list of `count` articles takes. */
export function listPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / articlesPerPage));
}

/** What the pages made from content depend on: each article's slug, topics and dates (content/articles). */
export type ArticleSummary = { slug: string; topics: string[]; published: string; updated?: string };

/** A page made from content rather than listed in the table, with the day its content last changed (ISO). */
export type ContentPage = { path: string; lastModified: string };

/** The day an article last changed: its update, else its publication. */
export function lastModifiedOf(article: Pick<ArticleSummary, "published" | "updated">): string {
  return article.updated ?? article.published;
}

/**
 * The paths under the Insights page. Given `:slug`, `:topic` or `:page` they are the router's
 * patterns (app/routes.ts); given values, the pages' addresses. Page 1 of a list is the list's own path.
 */
export function insightsPaths(base: string) {
  const paged = (path: string, page: number | string) => (page === 1 ? path : `${path}/page/${page}`);
  return {
    list: (page: number | string = 1) => paged(base, page),
    article: (slug: string) => `${base}/${slug}`,
    topic: (topic: string, page: number | string = 1) => paged(`${base}/topics/${topic}`, page),
    feed: (format: FeedFormat) => `${base}/${feedFileNames[format]}`,
  };
}

export const feedFormats = ["rss", "atom", "json"] as const;
export type FeedFormat = (typeof feedFormats)[number];
const feedFileNames: Record<FeedFormat, string> = { rss: "rss.xml", atom: "atom.xml", json: "feed.json" };

/** What each feed is served as: the files' extensions (.xml, .json) do not say which format they hold. */
export const feedMediaTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
};

/** The Insights feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), pre-rendered beside the pages. */
export function feedPaths(table: PageRoute[]): Record<FeedFormat, string> {
  const paths = insightsPaths(canonicalPath(table, "insights"));
  return { rss: paths.feed("rss"), atom: paths.feed("atom"), json: paths.feed("json") };
}

/** The files made from content beside its pages: each article's social image, and the feeds. */
export function contentResourcePaths(table: PageRoute[], articles: ArticleSummary[]): string[] {
  return [
    ...articles.map((article) => resourcePaths.articleSocialImage(article.slug)),
    ...Object.values(feedPaths(table)),
  ];
}

/** The media type of each feed, by path: for the server, which sends the pre-rendered files as they are. */
export function feedMediaTypesByPath(table: PageRoute[]): Record<string, string> {
  const paths = feedPaths(table);
  return Object.fromEntries(feedFormats.map((format) => [paths[format], feedMediaTypes[format]]));
}

/**
 * The pages made from the Insights collections, which the router answers by pattern: one per
 * article, one per topic that an article names (with further pages past `articlesPerPage`),
 * and the further pages of the Insights list. Each carries the newest change among the articles
 * it shows, for the sitemap.
 */
export function contentPages(table: PageRoute[], articles: ArticleSummary[]): ContentPage[] {
  const paths = insightsPaths(canonicalPath(table, "insights"));
  const newest = (list: ArticleSummary[]) => list.map(lastModifiedOf).sort().at(-1) ?? "";
  const pagesOf = (list: ArticleSummary[], pathOf: (page: number) => string, from: number): ContentPage[] =>
    Array.from({ length: listPageCount(list.length) - from + 1 }, (_, index) => ({
      path: pathOf(from + index),
      lastModified: newest(list),
    }));
  const topics = [...new Set(articles.flatMap((article) => article.topics))].sort();
  return [
    ...articles.map((article) => ({ path: paths.article(article.slug), lastModified: lastModifiedOf(article) })),
    // Page 1 of the Insights list is the Insights page itself.
    ...pagesOf(articles, (page) => paths.list(page), 2),
    ...topics.flatMap((topic) =>
      pagesOf(
        articles.filter((article) => article.topics.includes(topic)),
        (page) => paths.topic(topic, page),
        1,
      ),
    ),
  ];
}

export function canonicalPath(table: PageRoute[], id: PageId): string {
  const page = table.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page with id ${id}`);
  return page.path;
}
