import { z } from "zod";
import { choice, group, list, longText, text } from "../schema/fields.ts";
import { listOfEach } from "../schema/id-list.ts";

const stakeholderGroupIds = ["contributors", "subscribers", "support"] as const;

export type StakeholderGroupId = (typeof stakeholderGroupIds)[number];

const stakeholderGroup = group(
  {
    id: choice(stakeholderGroupIds, "Group", { description: "Which of the three groups this is; it sets the icon." }),
    label: text("Name"),
    role: text("Role", { description: 'What the group does in the ecosystem, in a few words, e.g. "Provide data".' }),
    members: list(text("Member"), "Members", { min: 1 }),
    detail: longText("Role in detail", { description: "Shown when a visitor selects the group." }),
  },
  "Stakeholder group",
);

/** The home page's stakeholder diagram (docs/product.md#stakeholder-diagram), in content/data/stakeholder-groups.yaml. */
export const stakeholderGroupsData = z.strictObject({
  groups: listOfEach(stakeholderGroup, stakeholderGroupIds, "Stakeholder groups", {
    itemLabel: "label",
    description: "One for each of the three groups, in the order the diagram shows them.",
  }),
  text: group(
    {
      label: text("Name of the group buttons", { description: "Read by screen readers." }),
      prompt: text("Prompt while no group is selected"),
      caption: longText("Text alternative", { description: "Read by screen readers: what the diagram shows." }),
    },
    "Labels",
  ),
});
