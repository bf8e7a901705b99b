import { z } from "zod";
import { ctaBand, dualEntity, feature, sectionIntro } from "../schema/blocks.ts";
import { choice, group, icon, list, longText, text } from "../schema/fields.ts";
import { categoryColour, consortiumBanner, point } from "../consortium.ts";

const flowStage = group(
  {
    title: text("Title"),
    text: longText("Text"),
    custodian: text("Who is responsible", { description: "Shown in a label coloured by the side of the line." }),
    side: choice(["consortium", "corporation", "subscribers"], "Side of the line"),
    icon: icon(),
    colour: categoryColour,
    steps: list(text("Step"), "Steps inside the stage", {
      description: "Only for a stage of several steps.",
    }).optional(),
  },
  "Stage",
);

const practice = group(
  {
    id: sectionIntro.shape.id,
    eyebrow: text("Eyebrow"),
    title: text("Heading"),
    intro: longText("Introduction"),
    points: list(point, "Points", { min: 1, itemLabel: "title" }),
  },
  "Practice",
);

/** /consortium/data-stewardship: the copy of the page, in content/pages/data-stewardship.yaml. */
export const dataStewardshipPage = z.strictObject({
  banner: consortiumBanner,
  dualEntitySection: sectionIntro,
  dualEntity,
  handling: group(
    { ...sectionIntro.shape, items: list(feature, "Steps", { min: 1, itemLabel: "title" }) },
    "Data handling",
  ),
  dataFlow: group(
    {
      ...sectionIntro.shape,
      boundary: text("Label of the custody line", {
        description: "Drawn around the consortium's stages on wide screens.",
      }),
      caption: longText("Caption", { description: "Under the picture: what it shows, in words." }),
      stages: list(flowStage, "Stages", {
        min: 5,
        max: 5,
        itemLabel: "title",
        description: "Five stages: on wide screens the custody line surrounds the first three.",
      }),
    },
    "Data flow",
  ),
  practices: list(practice, "Governance practices", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});

export type FlowStage = z.output<typeof flowStage>;
export type Practice = z.output<typeof practice>;
