import { z } from "zod";
import { dimensionKeys, metricKeys } from "../schema/blocks.ts";
import { choice, decimal, group, list, longText, text } from "../schema/fields.ts";
import { listOfEach } from "../schema/id-list.ts";

const sourceIds = [
  "market-data",
  "community-metrics",
  "governance-data",
  "esg-indicators",
  "financial-flows",
  "stakeholder-voice",
] as const;

export type SourceId = (typeof sourceIds)[number];

const source = group(
  {
    id: choice(sourceIds, "Source", {
      description: "Which of the six sources this is; it sets its place around the hub and its icon.",
    }),
    label: text("Name"),
    category: choice(dimensionKeys, "Dimension", { description: "Colours the source and its line to the hub." }),
    description: longText("What it contributes", {
      description: "Shown when a visitor hovers over or focuses the source.",
    }),
  },
  "Data source",
);

const metricChip = group(
  {
    id: choice(metricKeys, "Metric", {
      description: "Which headline metric this is; it sets the chip's place and icon.",
    }),
    abbreviation: text("Short name", { description: 'Shown on the chip, e.g. "MPQ".' }),
    label: text("Name"),
    value: decimal("Sample value", {
      min: 0,
      max: 100,
      description: "An illustrative score out of 100 (not a live one), shown with one decimal, e.g. 94.2.",
    }),
  },
  "Metric chip",
);

/**
 * The ecosystem page's network diagram (docs/product.md#ecosystem-network), in
 * content/data/ecosystem-network.yaml. Where each source and chip sits, and its icon, are the
 * diagram's drawing (app/visualisations/ecosystem-network/network.ts).
 */
export const ecosystemNetworkData = z.strictObject({
  sources: listOfEach(source, sourceIds, "Data sources", {
    itemLabel: "label",
    description: "One for each of the six sources.",
  }),
  hubPhases: list(text("Phase"), "Hub phases", {
    min: metricKeys.length,
    max: metricKeys.length,
    description:
      "The hub shows these in turn, one every 2 seconds; each phase highlights the metric chip in the same place in the list of chips.",
  }),
  metricChips: listOfEach(metricChip, metricKeys, "Metric chips", {
    itemLabel: "label",
    description: "One for each headline metric, in the order the hub highlights them.",
  }),
  text: group(
    {
      sourcesLabel: text("Name of the list of sources", { description: "Read by screen readers." }),
      hubLabel: text("Name on the hub"),
      chipsLabel: text("Name of the list of metric chips", {
        description: "Read by screen readers; it says the values are illustrative.",
      }),
      prompt: text("Prompt while no source is hovered or focused"),
      pause: text("Pause button"),
      resume: text("Resume button"),
      highlighted: text("Announcement of a highlighted metric", {
        description:
          'Read by screen readers after the phase and the metric: "Ingesting: Market Prosperity Quotient highlighted."',
      }),
      caption: longText("Caption under the diagram"),
    },
    "Labels",
  ),
});
