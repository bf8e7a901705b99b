/**
 * Insights as its tests read it from the content: the articles newest first (the order of the
 * list and the feeds), the topics that have articles, and the paths of their pages and feeds.
 */
import { feedPaths, insightsPaths } from "~/route-table";
import { content } from "./content";
import { pagePath, routeTable, site } from "./built-site";

const team = content("team");
const topics = content("topics");

export const newestFirst = [...content("articles")].sort(
  (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
);
export type Article = (typeof newestFirst)[number];

export const paths = insightsPaths(pagePath("insights"));
export const feeds = feedPaths(routeTable);
export const absolute = (href: string) => new URL(href, site.origin).href;

export const topicNamed = (slug: string) => topics.find((topic) => topic.slug === slug)!;
export const topicsWithArticles = topics.filter((topic) =>
  newestFirst.some((article) => article.topics.includes(topic.slug)),
);
export const articlePaths = newestFirst.map((article) => paths.article(article.slug));
export const topicPaths = topicsWithArticles.map((topic) => paths.topic(topic.slug));

/** The team member an author slug names. */
export const author = (slug: string) => team.find((person) => person.slug === slug)!;
/** The names of an article's authors, in its order. */
export const authorNames = (article: Article) => article.authors.map((slug) => author(slug).name);
/** The day an article last changed. */
export const lastChanged = (article: Article) => article.updated ?? article.published;
