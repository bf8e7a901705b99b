import { z } from "zod";
import {
  action,
  banner,
  contrast,
  ctaBand,
  dimension,
  fact,
  roadmapPhase,
  sectionIntro,
  story,
} from "../schema/blocks.ts";
import { group, list, text } from "../schema/fields.ts";

/** /vision: the copy of the page, in content/pages/vision.yaml. */
export const visionPage = z.strictObject({
  banner,
  economyOfTrust: story,
  promise: group({ source: text("Who the promise is from", { description: "Shown under the tagline." }) }, "Promise"),
  regenerativeSection: sectionIntro,
  regenerativeDimensions: list(dimension, "Dimensions", { min: 1, itemLabel: "title" }),
  debtToPremiumSection: sectionIntro,
  debtToPremiumLabels: group({ before: text("Before column"), after: text("After column") }, "Column headings"),
  debtToPremium: list(contrast, "Rows", { min: 1, itemLabel: "subject" }),
  premiumClaimsTitle: text("Heading above the research claims"),
  communities: story,
  communityGainsTitle: text("Heading of the gains panel"),
  communityGains: list(fact, "Gains", { min: 1, itemLabel: "term" }),
  programmes: list(action, "Programme links", { itemLabel: "label" }),
  horizonSection: sectionIntro,
  horizon: list(roadmapPhase, "Phases", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
