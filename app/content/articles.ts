import { z } from "zod";
import { sharpWidthAdvice } from "../pictures/picture-kinds.ts";
import { date, list, longText, picture, reference, text } from "./schema/fields.ts";

/**
 * One Insights article: a file in content/articles/ named by the slug of its title, which is
 * also its address (/insights/<slug>). This schema describes the front matter; the Markdoc
 * body below it becomes the article's text (plain Markdown: paragraphs, ## sections, ###
 * subheadings, lists, quotes, links and pictures). Its pictures, the cover's and the text's, are
 * files in content/pictures/articles/<slug>/.
 */
export const article = z
  .strictObject({
    title: text("Title"),
    summary: longText("Summary", {
      length: { min: 80, max: 200 },
      description:
        "One or two sentences, 80 to 200 characters: under the title, on the article's cards, in the feeds and in search results.",
    }),
    published: date("Published on", { description: "The date the article first appeared; it orders the lists." }),
    updated: date("Updated on", {
      description: "Only after a change that matters to readers; shown beside the publication date.",
    }).optional(),
    authors: list(reference("team", "Author"), "Authors", {
      min: 1,
      description: "Members of the team (Texts and people › Team and advisors).",
    }),
    topics: list(reference("topics", "Topic"), "Topics", {
      min: 1,
      description: "The first is the article's main topic; related articles share a topic.",
    }),
    cover: picture("Cover picture", {
      kind: "cover",
      collection: "articles",
      description: `Optional: a wide photograph at the top of the article and on its cards, cut to twice as wide as it is high; ${sharpWidthAdvice("cover")}.`,
    }).optional(),
  })
  .refine((entry) => entry.updated === undefined || entry.updated >= entry.published, {
    path: ["updated"],
    error: "is before the publication date",
    // Compared only once both are dates: a mistyped date is reported once, as such.
    when: (payload) => payload.issues.length === 0,
  });
