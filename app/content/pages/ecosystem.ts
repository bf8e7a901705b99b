import { z } from "zod";
import { action, banner, detailCard, dualEntity, feature, sectionIntro } from "../schema/blocks.ts";
import { choice, group, list, longText, text } from "../schema/fields.ts";

const statement = (label: string) => group({ label: text("Label"), text: longText("Statement") }, label);

const missionVision = group(
  {
    id: sectionIntro.shape.id,
    eyebrow: text("Eyebrow", { description: "The short line above the heading." }),
    title: text("Heading"),
    mission: statement("Mission"),
    vision: statement("Vision"),
    action: group(action.shape, "Button"),
  },
  "Mission and vision",
);

const partnerGroups = ["contributors", "subscribers", "support"] as const;

const partner = group(
  {
    name: text("Name"),
    group: choice(partnerGroups, "Stakeholder group"),
    text: longText("What they bring"),
  },
  "Partner",
);

const partnerNetwork = group(
  {
    ...sectionIntro.shape,
    eyebrow: text("Eyebrow", { description: "The short line above the heading." }),
    intro: longText("Introduction"),
    hub: group({ title: text("Title"), text: longText("Text") }, "The hub in the middle"),
    groups: group(
      {
        contributors: text("Contributors"),
        subscribers: text("Subscribers"),
        support: text("Support"),
      },
      "What each group's partners are called",
      { description: 'The label on each partner card and in the legend, e.g. "Contributor".' },
    ),
    partners: list(partner, "Partners", {
      min: 8,
      max: 8,
      itemLabel: "name",
      description:
        "Exactly eight, listed group by group: they take the eight places around the hub, clockwise from the left.",
    }),
    caption: longText("Caption under the graphic"),
  },
  "Partner network",
);

const pointsDefences = group(
  { title: text("Heading"), text: longText("Text"), action: group(action.shape, "Button") },
  "P-Points: defences against gaming",
  { description: "The panel under the two tiers." },
);

/** /about-<product>-ecosystem: the copy of the ecosystem page, in content/pages/ecosystem.yaml. */
export const ecosystemPage = z.strictObject({
  banner: group({ ...banner.shape, actions: list(action, "Buttons", { min: 1, itemLabel: "label" }) }, "Page banner"),
  networkSection: group(sectionIntro.shape, "The network: heading", {
    description: "The network diagram under it is edited with the visualisations.",
  }),
  stakeholderGroups: list(feature, "The network: stakeholder groups", { min: 1, itemLabel: "title" }),
  perceptionSection: group(sectionIntro.shape, "Perception crisis: heading"),
  perceptionProblems: list(feature, "Perception crisis: problems", { min: 1, itemLabel: "title" }),
  perceptionConclusion: longText("Perception crisis: conclusion", { description: "The statement under the problems." }),
  dualEntitySection: group(sectionIntro.shape, "Dual-entity model: heading"),
  dualEntity,
  dualEntityLinks: list(action, "Dual-entity model: buttons", { itemLabel: "label" }),
  subscribersSection: group(sectionIntro.shape, "Subscribers: heading"),
  subscriberBenefits: list(feature, "Subscribers: benefits", { min: 1, itemLabel: "title" }),
  pointsSection: group(sectionIntro.shape, "P-Points: heading"),
  pointsTiers: list(detailCard, "P-Points: tiers", { min: 1, itemLabel: "title" }),
  pointsDefences,
  missionVision,
  partnerNetwork,
  nextStepsSection: group(sectionIntro.shape, "Take part: heading"),
  nextSteps: list(feature, "Take part: cards", { min: 1, itemLabel: "title" }),
});

export type MissionVisionContent = z.output<typeof missionVision>;
export type PartnerNetworkContent = z.output<typeof partnerNetwork>;
export type PartnerGroup = (typeof partnerGroups)[number];
export type PointsDefences = z.output<typeof pointsDefences>;
