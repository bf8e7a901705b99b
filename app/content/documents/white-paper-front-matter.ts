import { z } from "zod";
import { date, group, list, longText, paragraphs, text, whole } from "../schema/fields.ts";

const dashboardFigure = group(
  {
    label: text("Label"),
    value: text("Value", { description: 'As shown, e.g. "78/100" or "+18%".' }),
    note: text("Note"),
  },
  "Figure",
);

const reference = group(
  {
    author: text("Author or institution"),
    title: text("Title"),
    source: text("Source", { description: "Journal, series or publisher, when it helps find the work." }).optional(),
    year: whole("Year", { min: 1900 }),
  },
  "Reference",
);

/**
 * The front matter of the white paper (content/white-paper.mdoc): what the page, its PDF and
 * the Insights page say about the paper. Its Markdoc body holds the numbered sections.
 */
export const whitePaperDocument = z.strictObject({
  title: text("Title"),
  subtitle: text("Subtitle", { description: "On the PDF's title page." }),
  version: text("Version", { description: 'e.g. "3.0": shown as "Version 3.0" and part of the PDF\'s file name.' }),
  date: text("Date", { description: 'As shown on the page, the PDF and Insights, e.g. "July 2025".' }),
  publishedOn: date("Publication date", {
    description: "The PDF's creation date, fixed so every build writes the same file.",
  }),
  authors: list(text("Author"), "Authors", { min: 1, description: "The PDF's author field." }),
  byline: text("Byline", { description: "Who publishes the paper, under the title." }),
  abstract: longText("Abstract", {
    description: "Under the title on the page, on the PDF's title page and on Insights.",
  }),
  keywords: list(text("Keyword"), "Keywords", { description: "The PDF's keywords." }),
  dashboard: group(
    {
      title: text("Title"),
      caption: longText("Caption", { description: "Says the figures are illustrative." }),
      figures: list(dashboardFigure, "Figures", { min: 1, itemLabel: "label" }),
    },
    "Sample dashboard",
    { description: "Drawn where the text says {% dashboard /%}." },
  ),
  about: group({ title: text("Heading"), paragraphs: paragraphs("Paragraphs") }, "About the publishers", {
    description: "After the sections, on the page and in the PDF.",
  }),
  references: list(reference, "References", { min: 1, itemLabel: "title" }),
});

export type WhitePaperDocument = z.output<typeof whitePaperDocument>;
export type WhitePaperReference = z.output<typeof reference>;
export type SampleDashboardContent = WhitePaperDocument["dashboard"];
