import { z } from "zod";
import { pricingResultsCopy } from "../pricing-results.ts";
import { action, banner, contrast, ctaBand, feature, processStep, sectionIntro } from "../schema/blocks.ts";
import { group, list, paragraphs, text } from "../schema/fields.ts";

const statTile = group(
  {
    value: text("Figure", { description: 'As it is shown, sign and unit included, e.g. "+25%".' }),
    label: text("What it measures", { description: 'Say "(illustrative)" when the figure is an example.' }),
  },
  "Figure",
);

const highlightBand = group(
  {
    id: sectionIntro.shape.id,
    eyebrow: text("Eyebrow", { description: "The short line above the heading." }),
    title: text("Heading"),
    paragraphs: paragraphs("Paragraphs"),
    stat: group(statTile.shape, "Headline figure", { description: "Shown large beside the text." }),
  },
  "Payment options",
  { description: "The dark band with one headline figure." },
);

/** /solutions/dynamic-pricing: the copy of the dynamic pricing page, in content/pages/dynamic-pricing.yaml. */
export const dynamicPricingPage = z.strictObject({
  banner: group({ ...banner.shape, actions: list(action, "Buttons", { min: 1, itemLabel: "label" }) }, "Page banner"),
  comparisonSection: group(sectionIntro.shape, "Why price on trust: heading"),
  comparisonLabels: group(
    { before: text("Left column"), after: text("Right column") },
    "Why price on trust: column headings",
  ),
  comparison: list(contrast, "Why price on trust: rows", { min: 1, itemLabel: "subject" }),
  mechanismSection: group(sectionIntro.shape, "How it works: heading"),
  mechanismSteps: list(processStep, "How it works: steps", { min: 1, itemLabel: "title" }),
  exampleCopy: pricingResultsCopy,
  exampleExtraStats: list(statTile, "Rental-housing example: further figures", {
    itemLabel: "value",
    description: "Shown under the example's paragraphs.",
  }),
  paymentOptions: highlightBand,
  guardrailsSection: group(sectionIntro.shape, "Fair by design: heading"),
  guardrails: list(feature, "Fair by design: guardrails", { min: 1, itemLabel: "title" }),
  useCasesSection: group(sectionIntro.shape, "Where it fits: heading"),
  useCases: list(feature, "Where it fits: use cases", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});

export type StatTile = z.output<typeof statTile>;
export type HighlightBandContent = z.output<typeof highlightBand>;
