import { z } from "zod";
import {
  bannerWithActions,
  contrast,
  ctaBand,
  detailCard,
  fact,
  feature,
  sectionIntro,
  story,
} from "../schema/blocks.ts";
import { group, list, text } from "../schema/fields.ts";

/**
 * /platform/the-difference: the copy of the page, in content/pages/the-difference.yaml. The
 * four dimensions it shows are those of content/pages/how-it-works.yaml.
 */
export const theDifferencePage = z.strictObject({
  banner: bannerWithActions,
  gapsSection: sectionIntro,
  comparisonLabels: group({ before: text("Before column"), after: text("After column") }, "Column headings"),
  comparisons: list(contrast, "Comparisons", { min: 1, itemLabel: "subject" }),
  pillarsSection: sectionIntro,
  pillars: list(detailCard, "Differences", { min: 1, itemLabel: "title" }),
  ethicalDimension: story,
  ethicalFactsTitle: text("Heading of the metric panel"),
  ethicalFacts: list(fact, "What the metric looks at", { min: 1, itemLabel: "term" }),
  dimensionsTitle: text("Heading above the four dimensions"),
  exploreSection: sectionIntro,
  explore: list(feature, "Further pages", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
