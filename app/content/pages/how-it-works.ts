import { z } from "zod";
import {
  bannerWithActions,
  ctaBand,
  detailCard,
  dimension,
  dualEntity,
  feature,
  loopStage,
  processStep,
  sectionIntro,
} from "../schema/blocks.ts";
import { list, text } from "../schema/fields.ts";

/**
 * /how-it-works: the copy of the page, in content/pages/how-it-works.yaml. Its dimensions are
 * also shown on /platform/the-difference and its architecture on /platform/about-us.
 */
export const howItWorksPage = z.strictObject({
  banner: bannerWithActions,
  stepsSection: sectionIntro,
  steps: list(processStep, "Steps", { min: 1, itemLabel: "title" }),
  architectureSection: sectionIntro,
  architecture: dualEntity,
  engineSection: sectionIntro,
  dimensions: list(dimension, "Dimensions", {
    min: 1,
    itemLabel: "title",
    description: "Also shown on the Difference page.",
  }),
  validationChecksTitle: text("Heading above the checks"),
  validationChecks: list(feature, "Checks", { min: 1, itemLabel: "title" }),
  safeguardsSection: sectionIntro,
  safeguards: list(detailCard, "Safeguards", { min: 1, itemLabel: "title" }),
  loopSection: sectionIntro,
  loopStages: list(loopStage, "Stages of the loop", { min: 1, itemLabel: "title" }),
  loopReturn: text("Closing note of the loop", {
    description: "Says in words that the last stage leads back to the first.",
  }),
  nextStepsSection: sectionIntro,
  nextSteps: list(feature, "Next steps", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
