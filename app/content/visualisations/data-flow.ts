import { z } from "zod";
import { group, icon, list, longText, text } from "../schema/fields.ts";

const stage = group({ title: text("Title"), text: longText("Text"), icon: icon() }, "Stage");

/** The home page's data-flow diagram (docs/product.md#data-flow-diagram), in content/data/data-flow.yaml. */
export const dataFlowData = z.strictObject({
  stages: list(stage, "Stages", {
    min: 3,
    max: 3,
    itemLabel: "title",
    description: "The diagram is drawn for three stages, in order; the feedback loop returns to the first.",
  }),
  stageLabel: text("Word before each stage's number", {
    description: '"Stage" reads "Stage 1", "Stage 2", "Stage 3".',
  }),
  knowledgeGraph: group(
    {
      title: text("Title"),
      text: longText("Text"),
      icon: icon(),
      loopLabel: text("Name of the feedback loop"),
      loopText: longText("What the feedback loop does"),
    },
    "Knowledge graph",
  ),
  caption: longText("Text alternative", { description: "Read by screen readers in place of the diagram." }),
});

export type DataFlowStage = z.output<typeof stage>;
