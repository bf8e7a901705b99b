import { z } from "zod";
import { metricKeys } from "../schema/blocks.ts";
import { choice, group, longText, text } from "../schema/fields.ts";
import { listOfEach } from "../schema/id-list.ts";

const metric = group(
  {
    id: choice(metricKeys, "Metric", { description: "Which headline metric this is; it sets the icon." }),
    abbreviation: text("Short name", { description: 'Shown where space is tight, e.g. "MPQ".' }),
    label: text("Name"),
    definition: longText("Definition", { description: "What the metric measures." }),
    example: longText("Use case", { description: "An example of its use." }),
  },
  "Metric",
);

/**
 * The metric explorer of the platform page (docs/product.md#metric-explorer), in
 * content/data/metric-definitions.yaml: what each headline metric measures and an example of its use.
 */
export const metricDefinitionsData = z.strictObject({
  metrics: listOfEach(metric, metricKeys, "Headline metrics", {
    itemLabel: "label",
    description: "One for each of the four metrics; the first is shown when the page opens.",
  }),
  text: group(
    {
      label: text("Name of the metric buttons", { description: "Read by screen readers." }),
      definitionHeading: text("Heading above the definition"),
      exampleHeading: text("Heading above the use case"),
      hint: text("Hint under the buttons"),
    },
    "Labels",
  ),
});
