import { z } from "zod";
import { paragraphs, text } from "../schema/fields.ts";

/**
 * The front matter of a legal text (content/legal/*.mdoc). Its Markdoc body holds the
 * sections, which the page numbers and lists in its table of contents.
 */
export const legalText = z.strictObject({
  title: text("Title", { description: "The page's heading, e.g. Privacy Policy." }),
  lastUpdated: text("Last updated", { description: 'Shown under the title, e.g. "Last updated May 2025".' }),
  summary: paragraphs("Summary", { description: "Opens the text, above its first section, in larger type." }),
});
