import { Building2, FlaskConical, HandCoins, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

export type StakeholderGroupId = "contributors" | "subscribers" | "support";

export type StakeholderGroup = {
  id: StakeholderGroupId;
  label: string;
  /** What the group does in the ecosystem, in a few words. */
  role: string;
  members: string[];
  icon: LucideIcon;
  /** Shown when the group is selected. */
  detail: string;
};

const { productName: product, consortiumName: consortium } = site;

/** The three stakeholder groups, in the order the home diagram shows them. */
export const stakeholderGroups: StakeholderGroup[] = [
  {
    id: "contributors",
    label: "Contributors",
    role: "Provide data",
    members: ["Communities", "Investors", "Philanthropists"],
    icon: HandCoins,
    detail: `Contributors share data through privacy-first channels, on their own terms. ${consortium} records their consent, guards anything identifiable and passes on only privacy-preserving synthetic data, so their knowledge shapes the picture without ever exposing them.`,
  },
  {
    id: "subscribers",
    label: "Subscribers",
    role: "Use the insights",
    members: ["Businesses"],
    icon: Building2,
    detail: `Businesses subscribe to ${product} for quantified prosperity insights: trust scores, scenario models and dynamic pricing built only from validated synthetic data. Their subscriptions sustain the platform and fund the consortium's stewardship.`,
  },
  {
    id: "support",
    label: "Support",
    role: "Keep the science and systems sound",
    members: ["Researchers", "Data infrastructure partners"],
    icon: FlaskConical,
    detail: `Researchers test and refine the validation engine and its fairness metrics; data infrastructure partners provide the secure pipelines, storage and audit trails that every ${product} insight relies on.`,
  },
];

export const stakeholderDiagramText = {
  label: "Stakeholder groups",
  prompt: "Select a group to see its role in the ecosystem.",
  caption: `The ${product} ecosystem: contributors provide data, subscribers use the insights, and support partners keep the science and systems sound. Select a group to read its role; select it again to close.`,
};
