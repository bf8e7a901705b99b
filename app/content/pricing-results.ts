import { z } from "zod";
import { action, sectionIntro } from "./schema/blocks.ts";
import { choice, group, list, longText, paragraphs, text, whole } from "./schema/fields.ts";

/** The results a figure can stand for; each row of the chart carries its key (`data-result`). */
const pricingResultIds = ["vacancy", "retention", "revenue", "reputation"] as const;

const pricingResult = group(
  {
    id: choice(pricingResultIds, "Result", { description: "Which of the four results this row shows." }),
    label: text("Name", { description: 'Shown beside the figure, e.g. "Vacancy".' }),
    value: whole("Change in per cent", {
      description: "A whole number; negative for a fall (-40), positive for a rise (60). The page adds the sign and %.",
    }),
    detail: longText("What the change means"),
  },
  "Result",
);

/**
 * The dynamic-pricing results chart, in content/data/pricing-results.yaml (docs/product.md#illustrative-figures).
 * The figures come from the illustrative rental-housing example, so every place that shows them says so.
 */
export const pricingResults = z.strictObject({
  title: text("Chart title"),
  badge: text("Badge", {
    description: 'The label beside the title; it must say the figures are examples ("Illustrative").',
  }),
  items: list(pricingResult, "Results", { min: 1, itemLabel: "label" }),
  note: longText("Note under the chart", {
    description: "Says where the figures come from and that they are no forecast.",
  }),
});

/** The story a page tells beside the results chart: it is the page's copy, the chart is shared. */
export const pricingResultsCopy = group(
  {
    id: sectionIntro.shape.id,
    eyebrow: text("Eyebrow", { description: "The short line above the heading." }),
    title: text("Heading"),
    paragraphs: paragraphs("Paragraphs"),
    actions: list(action, "Buttons", { min: 1, itemLabel: "label" }),
  },
  "Section beside the dynamic-pricing results",
  {
    description:
      'The chart beside it is the same on every page that shows it: edit it under "Data: Dynamic pricing results".',
  },
);

export type PricingResultsCopy = z.output<typeof pricingResultsCopy>;
