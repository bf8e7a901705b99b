import { z } from "zod";
import { action, banner, claimFigure, ctaBand, sectionIntro } from "../schema/blocks.ts";
import { articlesPerPage } from "../../route-table.ts";
import { group, link, list, longText, text } from "../schema/fields.ts";

const featuredPaper = group(
  {
    label: text("Label", { description: "Shown above the paper's title." }),
    topics: list(text("Topic"), "Topics", { min: 1 }),
    action,
  },
  "Featured white paper",
  { description: "The paper's title, version, date and abstract come from the white paper itself." },
);

/**
 * Figures the white paper quotes from published research (its section 3.1): claims, shown
 * with their qualifiers and their source wherever they appear.
 */
const whitePaperClaims = group(
  {
    figures: list(claimFigure, "Figures", { min: 1, itemLabel: "value" }),
    attribution: group(
      {
        before: text("Before the paper's name"),
        after: longText("After the paper's name"),
      },
      "Attribution",
      {
        description:
          'Shown under the figures as: <before> "<the paper\'s title>" (version <version>, <date>) <after>. The title, version and date come from the white paper.',
      },
    ),
    source: group({ label: text("Link text"), to: link("Goes to") }, "Link to the source"),
  },
  "Claims quoted in the white paper",
  { description: "Shown on this page, on Our Vision and on Investors." },
);

const insightLink = group(
  {
    kind: text("Kind", { description: 'The kind of piece, e.g. "Explainer" or "Vision".' }),
    title: text("Title"),
    text: longText("Text"),
    to: link("Goes to"),
  },
  "Insight",
);

/** The words around every list of articles: on this page, on topic pages and under an article. */
const articleList = group(
  {
    section: sectionIntro,
    topicsLabel: text("Heading of the topic links", {
      description: 'Above the links to every topic, e.g. "Browse by topic".',
    }),
    pagination: group(
      {
        label: text("Name of the page links", { description: "Read out by screen readers before the links." }),
        page: text("Page", { description: 'Before a page number, e.g. "Page" in "Page 2".' }),
        newer: text("Link to newer articles"),
        older: text("Link to older articles"),
      },
      "Pages of a long list",
      { description: `Shown when a list passes ${articlesPerPage} articles.` },
    ),
  },
  "List of articles",
);

/** The fixed words of every article's page (/insights/<article>); the article itself is in content/articles/. */
const articlePage = group(
  {
    published: text("Before the publication date"),
    updated: text("Before the date of the last update"),
    readingTime: text("After the reading time in minutes", { description: 'e.g. "min read" in "6 min read".' }),
    authorsTitle: text("Heading of the authors"),
    topicsTitle: text("Heading of the topics"),
    neighbours: group(
      {
        label: text("Name of the links", { description: "Read out by screen readers before the links." }),
        previous: text("Above the previous (older) article"),
        next: text("Above the next (newer) article"),
      },
      "Links to the previous and next articles",
    ),
    related: sectionIntro,
    closing: ctaBand,
  },
  "Article pages",
);

/** The fixed words of every topic's page (/insights/topics/<topic>); each topic is in content/topics/. */
const topicPage = group(
  {
    eyebrow: text("Eyebrow", { description: "Above the topic's title." }),
    listTitle: text("Heading of the list of articles"),
  },
  "Topic pages",
);

/** /insights: the copy of the page, in content/pages/insights.yaml, and the fixed words of its articles and topics. */
export const insightsPage = z.strictObject({
  banner,
  featuredPaper,
  claimsTitle: text("Heading above the claims"),
  whitePaperClaims,
  articleList,
  moreSection: sectionIntro,
  moreInsights: list(insightLink, "Further insights", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
  articlePage,
  topicPage,
});

export type FeaturedPaper = z.output<typeof featuredPaper>;
export type WhitePaperClaims = z.output<typeof whitePaperClaims>;
export type InsightLink = z.output<typeof insightLink>;
export type ArticleListCopy = z.output<typeof articleList>;
export type ArticlePageCopy = z.output<typeof articlePage>;
