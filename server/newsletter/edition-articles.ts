import path from "node:path";
import type { SiteConfig } from "../../app/config/site-schema";
import type { Article } from "../../app/lib/insights-articles";
import type { TeamEntry } from "../../app/lib/shown-team";
import { contextFor, formatIssue, loadEntry } from "../../app/content/loader/load-content.server";
import { publishedPicture, readBuiltPictures } from "../../app/pictures/built-pictures.server";
import type { PictureSource } from "../../app/pictures/picture-kinds";
import { canonicalPath, createRouteTable, insightsPaths } from "../../app/route-table";

/** One article as an edition shows it, fixed when the edition is made (editions.articles). */
export type EditionArticle = {
  slug: string;
  title: string;
  summary: string;
  authors: string[];
  published: string;
  url: string;
  /** Its cover as the e-mail shows it, a JPEG (or PNG) the build published, when it has one. */
  cover?: { src: string; width: number; height: number; alt: string };
};

/** CSS pixels: the e-mail's column (server/email/email-layout.tsx, 600 px less 24 px a side). */
export const editionCoverWidth = 552;

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

function load<T>(key: "articles" | "team", site: SiteConfig): T[] {
  const result = loadEntry(key, contextFor(site, root), root);
  if (result.issues.length) throw new Error(result.issues.map(formatIssue).join("\n"));
  return result.data as T[];
}

/** The published Insights articles (content/articles), newest first, with their authors' names, addresses and covers. */
export function loadEditionArticles(site: SiteConfig): EditionArticle[] {
  const names = new Map(load<TeamEntry>("team", site).map((member) => [member.slug, member.name]));
  const insights = insightsPaths(canonicalPath(createRouteTable(site.productSlug), "insights"));
  const pictures = readBuiltPictures(buildDir);
  const coverOf = (cover: PictureSource) =>
    publishedPicture(pictures, cover, { cssWidth: editionCoverWidth, origin: site.origin, buildDir });
  return load<Article>("articles", site)
    .map((article) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      authors: article.authors.map((slug) => names.get(slug) ?? slug),
      published: article.published,
      url: new URL(insights.article(article.slug), site.origin).href,
      ...(article.cover ? { cover: coverOf(article.cover) } : {}),
    }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

/**
 * The articles of the next edition: those published since the previous edition's newest one and not in
 * any edition yet (an article published later the same day still goes out); the first edition holds the
 * newest article alone, so that a new list does not open with the whole archive.
 */
export function articlesForNextEdition(
  articles: EditionArticle[],
  previous: { articles: EditionArticle[] }[],
): EditionArticle[] {
  if (previous.length === 0) return articles.slice(0, 1);
  const sent = new Set(previous.flatMap((edition) => edition.articles.map((article) => article.slug)));
  const since = previous
    .flatMap((edition) => edition.articles.map((article) => article.published))
    .sort()
    .at(-1) as string;
  return articles.filter((article) => article.published >= since && !sent.has(article.slug));
}
