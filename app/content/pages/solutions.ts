import { z } from "zod";
import { pricingResultsCopy } from "../pricing-results.ts";
import { action, banner, ctaBand, feature, processStep, sectionIntro } from "../schema/blocks.ts";
import { group, list } from "../schema/fields.ts";

/** /solutions: the copy of the solutions page, in content/pages/solutions.yaml. */
export const solutionsPage = z.strictObject({
  banner: group(
    {
      ...banner.shape,
      jump: group(action.shape, "Button to the core solutions", {
        description: "Goes to #core-solutions: the core solutions section further down this page.",
      }),
      contact: group(action.shape, "Second button"),
    },
    "Page banner",
  ),
  audiencesSection: group(sectionIntro.shape, "Who we serve: heading"),
  audiences: list(feature, "Who we serve", { min: 1, itemLabel: "title" }),
  coreSection: group(sectionIntro.shape, "Core solutions: heading", {
    description: "Keep its anchor core-solutions: the banner links to it.",
  }),
  coreSolutions: list(feature, "Core solutions", { min: 1, itemLabel: "title" }),
  inPracticeCopy: pricingResultsCopy,
  engagementSection: group(sectionIntro.shape, "Working together: heading"),
  engagementSteps: list(processStep, "Working together: stages", { min: 1, itemLabel: "title" }),
  engagementAction: group(action.shape, "Working together: button"),
  foundationsSection: group(sectionIntro.shape, "Why it holds up: heading"),
  foundations: list(feature, "Why it holds up", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
