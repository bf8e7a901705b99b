import type { Content } from "~/content/collections";
import { plainText, type ProseBlock, type ProseDocument } from "~/content/schema/prose";
import articleEntries from "~content/articles";
import topicEntries from "~content/topics";
import { articlesPerPage, insightsPaths, listPageCount } from "~/route-table";
import { preparedPicture } from "./pictures";
import type { SocialPicture } from "./seo";
import { pathTo } from "./site-routes";
import { memberNamed, teamCardPath, type TeamEntry } from "./shown-team";

/** An article of content/articles/, with its slug and its parsed body. */
export type Article = Content<"articles">[number];
export type Topic = Content<"topics">[number];

/** The addresses of the Insights pages (app/route-table.ts). */
export const insightsPath = insightsPaths(pathTo("insights"));

/** Newest first; articles of one day by title, so that every build orders them alike. */
function newestFirst(a: Article, b: Article): number {
  return b.published.localeCompare(a.published) || a.title.localeCompare(b.title);
}

/** Every article, newest first: the order of every list of them. */
export const articles: Article[] = [...articleEntries].sort(newestFirst);

export function articleNamed(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

const topicsBySlug = new Map(topicEntries.map((topic) => [topic.slug, topic]));

/** An article's topics, in its own order (the first is its main topic). */
export function topicsOf(article: Article): Topic[] {
  // The build has already refused a topic that does not exist (app/content/schema/fields.ts, reference()).
  return article.topics.map((slug) => topicsBySlug.get(slug)!);
}

/** The topics that have a page: those at least one article names, by title. */
export const topicsWithArticles: Topic[] = topicEntries
  .filter((topic) => articles.some((article) => article.topics.includes(topic.slug)))
  .sort((a, b) => a.title.localeCompare(b.title));

export function topicWithArticles(slug: string): Topic | undefined {
  return topicsWithArticles.find((topic) => topic.slug === slug);
}

export function articlesOn(topic: Topic): Article[] {
  return articles.filter((article) => article.topics.includes(topic.slug));
}

/**
 * The page number a path names: none is page 1 (the list's own path), `/page/2` is 2. Anything
 * else, "1" included (page 1 has only its own path), names no page.
 */
export function pageNumberOf(segment: string | undefined): number | undefined {
  if (segment === undefined) return 1;
  return /^[1-9]\d*$/.test(segment) && segment !== "1" ? Number(segment) : undefined;
}

/** One page of a list, with where it stands; undefined for a page the list does not reach. */
export function listPage<Item>(items: Item[], page: number | undefined) {
  const pageCount = listPageCount(items.length);
  if (page === undefined || page > pageCount) return undefined;
  return { items: items.slice((page - 1) * articlesPerPage, page * articlesPerPage), page, pageCount };
}

export type ListPage<Item> = NonNullable<ReturnType<typeof listPage<Item>>>;

/** Up to `count` other articles that share a topic with this one: most topics in common first, then newest. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const shared = (other: Article) => other.topics.filter((topic) => article.topics.includes(topic)).length;
  return articles
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count);
}

/** The articles published just before (previous) and just after (next) this one. */
export function neighboursOf(article: Article): { previous?: Article; next?: Article } {
  const index = articles.findIndex((other) => other.slug === article.slug);
  return { previous: articles[index + 1], next: index > 0 ? articles[index - 1] : undefined };
}

/** An article's link preview when it has a cover: the cover cut to 1200 × 630, described as the cover is (a decorative one by the title). */
export function coverSocialPicture(article: Article): SocialPicture | undefined {
  const card = article.cover && preparedPicture(article.cover).socialCard;
  if (!card) return undefined;
  return { src: card.src, width: card.width, height: card.height, alt: article.cover!.alt || article.title };
}

export type Author = { slug: string; name: string; title: string; photo?: TeamEntry["photo"]; href: string };

/** An article's authors as their cards show them, each linking to their card on the team page. */
export function authorsOf(article: Article): Author[] {
  return article.authors.map((slug) => {
    const member = memberNamed(slug);
    return { slug, name: member.name, title: member.title, photo: member.photo, href: teamCardPath(slug) };
  });
}

function blockText(block: ProseBlock): string {
  switch (block.type) {
    case "paragraph":
    case "quote":
      return plainText(block.text);
    case "subheading":
      return block.title;
    case "list":
      return block.items.map((item) => `${item.term ?? ""} ${plainText(item.text)}`).join(" ");
    case "callout":
      return `${block.title} ${plainText(block.text)}`;
    case "picture":
      return block.caption ?? "";
    case "dashboard":
    case "analytics":
      return "";
  }
}

/** The words of a body: its headings and its text. */
export function wordCount(body: ProseDocument): number {
  const texts = [
    ...body.lead.map(blockText),
    ...body.sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)]),
  ];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** An unhurried pace for explanatory prose: a reader who stops to think is not told they are slow. */
const wordsPerMinute = 230;

export function readingMinutes(body: ProseDocument): number {
  return Math.max(1, Math.ceil(wordCount(body) / wordsPerMinute));
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-09-29" as readers see it: "September 29, 2026". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
