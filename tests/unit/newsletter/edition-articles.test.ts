import { describe, expect, it } from "vitest";
import {
  articlesForNextEdition,
  type EditionArticle,
  loadEditionArticles,
} from "../../../server/newsletter/edition-articles";
import { absolute, authorNames, newestFirst, paths } from "../../support/insights-content";
import { site } from "../../support/built-site";

const article = (slug: string, published: string): EditionArticle => ({
  slug,
  title: slug,
  summary: "",
  authors: [],
  published,
  url: `https://www.aequa.example/insights/${slug}`,
});

describe("the articles of the next edition", () => {
  const archive = [article("newest", "2030-03-01"), article("middle", "2030-02-01"), article("oldest", "2030-01-01")];

  it("the first edition holds the newest article alone", () => {
    expect(articlesForNextEdition(archive, []).map((item) => item.slug)).toEqual(["newest"]);
  });

  it("later editions hold what was published since the previous edition, even the same day, and nothing twice", () => {
    const sameDay = article("same-day", "2030-03-01");
    const later = article("later", "2030-03-05");
    const previous = [{ articles: [archive[0]] }];
    expect(articlesForNextEdition([later, sameDay, ...archive], previous).map((item) => item.slug)).toEqual([
      "later",
      "same-day",
    ]);
  });

  it("nothing new: an empty edition", () => {
    expect(articlesForNextEdition(archive, [{ articles: [archive[0]] }])).toEqual([]);
  });
});

describe("the published articles as editions carry them", () => {
  it("are every article of the content, newest first, with their authors' names, summary and public address", () => {
    // Covers are left aside: they come from the build (tests/build/pictures.test.ts).
    const withoutCovers = loadEditionArticles(site).map(({ cover: _cover, ...article }) => article);
    expect(withoutCovers).toEqual(
      newestFirst.map((entry) => ({
        slug: entry.slug,
        title: entry.title,
        summary: entry.summary,
        authors: authorNames(entry),
        published: entry.published,
        url: absolute(paths.article(entry.slug)),
      })),
    );
  });
});
