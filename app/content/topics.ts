import { z } from "zod";
import { longText, text } from "./schema/fields.ts";

/**
 * A topic of Insights articles: a file in content/topics/ named by the slug of its title.
 * Articles name their topics by that slug; a topic named by at least one article has a page
 * listing them (/insights/topics/<slug>).
 */
export const topic = z.strictObject({
  title: text("Title"),
  description: longText("Description", {
    description: "Under the title on the topic's page and in search results: 50 to 160 characters read best.",
  }),
});
