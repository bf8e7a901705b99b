import { z } from "zod";
import {
  bannerWithActions,
  callout,
  ctaBand,
  detailCard,
  fact,
  feature,
  processStep,
  sectionIntro,
  story,
} from "../schema/blocks.ts";
import { list, text } from "../schema/fields.ts";

/** /platform/prosperity-points: the copy of the page, in content/pages/prosperity-points.yaml. */
export const prosperityPointsPage = z.strictObject({
  banner: bannerWithActions,
  introduction: story,
  glanceTitle: text("Heading of the at-a-glance panel"),
  glance: list(fact, "At a glance", { min: 1, itemLabel: "term" }),
  tiersSection: sectionIntro,
  tiers: list(detailCard, "Tiers", { min: 1, itemLabel: "title" }),
  flowSection: sectionIntro,
  flow: list(processStep, "How points flow", { min: 1, itemLabel: "title" }),
  defencesSection: sectionIntro,
  defences: list(feature, "Defences", { min: 1, itemLabel: "title" }),
  pricing: story,
  pricingExample: callout,
  closing: ctaBand,
});
