/**
 * The launch articles (content/articles/) and what their pages derive from them: the order of the
 * lists, previous and next, related articles, authors, reading time (docs/product.md#insights).
 */
import { describe, expect, it } from "vitest";
import {
  articles,
  authorsOf,
  neighboursOf,
  readingMinutes,
  relatedArticles,
  topicsWithArticles,
  wordCount,
} from "~/lib/insights-articles";
import teamPage from "~content/pages/team";

describe("the launch articles", () => {
  it("are at least five, each of 600 to 1,200 words", () => {
    expect(articles.length).toBeGreaterThanOrEqual(5);
    for (const article of articles) {
      const words = wordCount(article.body);
      expect(words, article.slug).toBeGreaterThanOrEqual(600);
      expect(words, article.slug).toBeLessThanOrEqual(1200);
    }
  });

  it("are listed newest first", () => {
    const dates = articles.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("are each written by people shown on the team page, whose cards they link to", () => {
    const shown = new Set([teamPage.founder, ...teamPage.advisors]);
    for (const article of articles) {
      for (const author of authorsOf(article)) {
        expect(shown.has(author.slug), `${author.slug} on ${article.slug}`).toBe(true);
        expect(author.href).toBe(`/team#${author.slug}`);
      }
    }
  });
});

describe("around an article", () => {
  it("the previous article is the one published before it, the next the one published after", () => {
    const [newest, second] = articles;
    const oldest = articles.at(-1)!;
    expect(neighboursOf(newest)).toEqual({ previous: second, next: undefined });
    expect(neighboursOf(second)).toEqual({ previous: articles[2], next: newest });
    expect(neighboursOf(oldest).previous).toBeUndefined();
  });

  it("related articles are up to three others that share a topic, those sharing most first", () => {
    for (const article of articles) {
      const related = relatedArticles(article);
      expect(related.length, article.slug).toBeLessThanOrEqual(3);
      const shared = related.map((other) => other.topics.filter((topic) => article.topics.includes(topic)).length);
      expect(shared.every((count) => count > 0)).toBe(true);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
      expect(related.map((other) => other.slug)).not.toContain(article.slug);
    }
  });

  it("reading time rounds up, a minute at least", () => {
    const paragraph = (words: number) => ({
      lead: [{ type: "paragraph" as const, text: [{ kind: "text" as const, text: "word ".repeat(words) }] }],
      sections: [],
    });
    expect(readingMinutes(paragraph(1))).toBe(1);
    expect(readingMinutes(paragraph(230))).toBe(1);
    expect(readingMinutes(paragraph(231))).toBe(2);
  });

  it("every topic an article names has a page; a topic nobody writes on has none", () => {
    const named = new Set(articles.flatMap((article) => article.topics));
    expect(topicsWithArticles.map((topic) => topic.slug).sort()).toEqual([...named].sort());
  });
});
