import type { EditionArticle } from "../../server/newsletter/edition-articles";

/** An article as an edition carries it, made up for a test of the newsletter's storage. */
export const editionArticle = (slug: string, published: string): EditionArticle => ({
  slug,
  title: `Title of ${slug}`,
  summary: "A summary.",
  authors: ["Ada Lovelace"],
  published,
  url: `https://www.aequa.example/insights/${slug}`,
});
