import { z } from "zod";
import { bannerWithActions, ctaBand, fact, feature, sectionIntro, story } from "../schema/blocks.ts";
import { list, text } from "../schema/fields.ts";

/**
 * /platform/about-us: the copy of the page, in content/pages/corporation-about.yaml. The
 * dual-entity diagram it shows is the one in content/pages/how-it-works.yaml.
 */
export const corporationAboutPage = z.strictObject({
  banner: bannerWithActions,
  whoWeAre: story,
  factsTitle: text("Heading of the facts panel"),
  facts: list(fact, "Facts", { min: 1, itemLabel: "term" }),
  productsSection: sectionIntro,
  products: list(feature, "Products", { min: 1, itemLabel: "title" }),
  relationshipSection: sectionIntro,
  separationTitle: text("Heading above what the separation means"),
  separation: list(feature, "What the separation means", { min: 1, itemLabel: "title" }),
  valuesSection: sectionIntro,
  values: list(feature, "Values", { min: 1, itemLabel: "title" }),
  moreSection: sectionIntro,
  more: list(feature, "Further pages", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
