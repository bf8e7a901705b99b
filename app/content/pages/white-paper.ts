import { z } from "zod";
import { action, sectionIntro } from "../schema/blocks.ts";
import { group, list, longText, text } from "../schema/fields.ts";

const audienceCall = group({ audience: text("Audience"), text: longText("Text"), action }, "Call to action");

/**
 * /white-paper: the page around the paper, in content/pages/white-paper.yaml. The paper itself
 * (its metadata and sections) is content/white-paper.mdoc.
 */
export const whitePaperPage = z.strictObject({
  eyebrow: text("Eyebrow", { description: "Above the paper's title, on the page and on the PDF's title page." }),
  contentsTitle: text("Contents heading", { description: "Heads the list of sections, on the page and in the PDF." }),
  referencesTitle: text("References heading", { description: "On the page and in the PDF." }),
  website: action,
  downloadLabel: text("Download button text"),
  nextSteps: sectionIntro,
  audienceCalls: list(audienceCall, "Calls to action", { min: 1, itemLabel: "audience" }),
});

export type AudienceCall = z.output<typeof audienceCall>;
