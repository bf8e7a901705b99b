import { z } from "zod";
import { action, banner, ctaBand, feature, processStep, sectionIntro, story } from "../schema/blocks.ts";
import { group, link, list, text } from "../schema/fields.ts";

const trustSnapshot = group(
  {
    title: text("Title"),
    badge: text("Badge", { description: 'Says the figures are a sample ("Illustrative").' }),
    footer: text("Line above the four dimensions"),
  },
  "Sample TrustScore panel",
  {
    description:
      "The panel beside the headline on wide screens. Its metric names and sample figures are those of the ecosystem diagram.",
  },
);

const valueFlow = group(
  {
    title: text("Heading"),
    link: group({ label: text("Link text"), to: link("Goes to") }, "Link beside the heading"),
    steps: list(processStep, "Steps", { min: 3, max: 3, itemLabel: "title" }),
  },
  "How value flows",
  { description: "The card that overlaps the bottom of the banner: the three process steps." },
);

const ledgerRow = group({ hidden: text("Hidden liability"), visible: text("Visible opportunity") }, "Row");

const ethicalDebt = group(
  {
    ...story.shape,
    assessmentNote: text("Line above the buttons"),
    actions: list(action, "Buttons", { min: 1, itemLabel: "label" }),
    ledger: group(
      {
        caption: text("Title"),
        hiddenLabel: text("Left column heading"),
        visibleLabel: text("Right column heading"),
        rows: list(ledgerRow, "Rows", { min: 1, itemLabel: "hidden" }),
      },
      "Panel: hidden liability, visible opportunity",
      { description: "The dark panel beside the text: what stays hidden, and what measuring trust makes visible." },
    ),
  },
  "Ethical debt",
);

/** /: the copy of the home page, in content/pages/home.yaml. */
export const homePage = z.strictObject({
  banner: group(
    {
      ...banner.shape,
      actions: list(action, "Buttons", { min: 1, itemLabel: "label" }),
      snapshot: trustSnapshot,
    },
    "Page banner",
  ),
  valueFlow,
  ethicalDebt,
  stepsSection: group(sectionIntro.shape, "Three steps: heading"),
  steps: list(processStep, "Three steps", { min: 3, max: 3, itemLabel: "title" }),
  stepsAction: group(action.shape, "Three steps: button"),
  stakeholdersSection: group(sectionIntro.shape, "Stakeholder diagram: heading", {
    description: "The diagram under it is edited with the visualisations.",
  }),
  stakeholdersAction: group(action.shape, "Stakeholder diagram: button"),
  dataFlowSection: group(sectionIntro.shape, "Data-flow diagram: heading", {
    description: "The diagram under it is edited with the visualisations.",
  }),
  safeguardsSection: group(sectionIntro.shape, "Safeguards: heading"),
  safeguards: list(feature, "Safeguards", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});

export type TrustSnapshotContent = z.output<typeof trustSnapshot>;
export type ValueFlowContent = z.output<typeof valueFlow>;
export type EthicalDebt = z.output<typeof ethicalDebt>;
