import { z } from "zod";
import { group, longText, paragraphs, text } from "../schema/fields.ts";

/**
 * The front matter of a legal text (content/legal/*.mdoc). Its Markdoc body holds the
 * sections, which the page numbers and lists in its table of contents.
 */
export const legalText = z.strictObject({
  title: text("Title", { description: "The page's heading, e.g. Privacy Policy." }),
  lastUpdated: text("Last updated", { description: 'Shown under the title, e.g. "Last updated May 2025".' }),
  summary: paragraphs("Summary", { description: "Opens the text, above its first section, in larger type." }),
});

function analyticsText(label: string, when: string) {
  return group(
    {
      summary: longText("In the summary", { description: `One sentence, added to the summary ${when}.` }),
      statement: paragraphs("Statement", { description: `Drawn where the text has the analytics tag ${when}.` }),
    },
    label,
  );
}

/**
 * The privacy policy: a legal text whose words on analytics follow the site's setting
 * (ANALYTICS_ENDPOINT, docs/configuration.md), so it never says more or less than the site does.
 */
export const privacyText = legalText.extend({
  analytics: group(
    {
      off: analyticsText("Analytics off", "when the site counts nothing (the default)"),
      on: analyticsText("Analytics on", "when the site counts visits ({analyticsHost} is the analytics server)"),
    },
    "Analytics",
    { description: "Both texts are kept; the build shows the one that matches the site's analytics setting." },
  ),
});
