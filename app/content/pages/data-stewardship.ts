import {
  Blocks,
  Building2,
  Database,
  EyeOff,
  Fingerprint,
  Landmark,
  Lightbulb,
  ListChecks,
  Shuffle,
  Tag,
  UserRoundCheck,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { DualEntityContent } from "~/components/sections/dual-entity-architecture";
import { site } from "~/config/site";
import type { CategoryColour, Point } from "~/content/consortium";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium, corporationName: corporation, productName: product } = site;

export const banner = {
  eyebrow: "Responsible AI & data governance",
  title: "Responsible Data Governance",
  subtitle: "How the consortium protects people while making their experience count.",
};

export const dualEntitySection = {
  id: "dual-entity-model",
  eyebrow: "The dual-entity model",
  title: "Two organisations, one clear line between them",
  intro: `Trust intelligence needs deeply personal data, and a company that sells insights should never hold it. So the work is split between two affiliated but separate organisations, and raw data never crosses the line between them.`,
};

export const dualEntity: DualEntityContent = {
  consortium: {
    kind: "Non-profit · 501(c)(3)",
    name: consortium,
    role: "The data steward and ethical governance body. It exists to protect contributors and keep the measurement fair.",
    duties: [
      "Manages accounts, privacy and consent",
      "Guards raw identifiable data, including individually controlled data",
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
      "Sets the ethical rules for how data may be used, and audits that they are followed",
    ],
    icon: Landmark,
    tone: "brand",
  },
  corporation: {
    kind: "For-profit corporation",
    name: corporation,
    role: `The builder of the ${product} platform. It turns the consortium's synthetic data into intelligence that organisations can act on.`,
    duties: [
      "Uses only the consortium's synthetic data, never raw or identifiable records",
      "Runs the multi-dimensional validation engine and the knowledge graph",
      "Produces validated insights: quantified prosperity insights for subscribers",
      "Submits its models and outputs to the consortium's bias and explainability reviews",
    ],
    icon: Building2,
    tone: "accent",
  },
};

export const handling = {
  id: "data-handling",
  eyebrow: "Our approach",
  title: "How we handle data, step by step",
  intro:
    "Every contribution follows the same path, with the same safeguards, whether it comes from one person or from a partner organisation.",
  items: [
    {
      title: "Consent you control",
      text: "Contributors give specific, informed consent for each use, can review what they have shared and can withdraw at any time. Withdrawn data is excluded from every future synthesis.",
      icon: UserRoundCheck,
    },
    {
      title: "Only what is needed",
      text: "We collect the minimum needed to answer a defined question, and we delete raw records once they are no longer needed for the purpose the contributor agreed to.",
      icon: ListChecks,
    },
    {
      title: "De-identified at the door",
      text: "Names, contact details and other direct identifiers are separated from the substance of a contribution as soon as it arrives, and kept under separate access controls.",
      icon: EyeOff,
    },
    {
      title: "Synthetic by default",
      text: "From the de-identified records we generate synthetic data that keeps the statistical patterns that matter and none of the individuals. It is the only data we release.",
      icon: Shuffle,
    },
    {
      title: "Consortium unique identifiers",
      text: "Each synthetic record carries a consortium unique identifier, so its origin and permitted uses can be traced and verified without pointing back to a person.",
      icon: Tag,
    },
    {
      title: "Auditable end to end",
      text: "Consents, transformations and releases are written to a blockchain audit trail, so independent reviewers can verify what happened to data without seeing the data itself.",
      icon: Blocks,
    },
  ] satisfies Feature[],
};

export type FlowStage = {
  title: string;
  text: string;
  /** Who is responsible for this stage, in words and as the side of the line it sits on. */
  custodian: string;
  side: "consortium" | "corporation" | "subscribers";
  icon: LucideIcon;
  colour: CategoryColour;
  /** The steps carried out inside the stage, if it has several. */
  steps?: string[];
};

export const dataFlow = {
  id: "data-flow",
  eyebrow: "Data flow",
  title: "From raw data to validated insight",
  intro:
    "Raw, identifiable data stays inside the consortium. Only synthetic data crosses to the corporation, and only validated insights leave it.",
  boundary: "Consortium custody: raw data never leaves",
  caption: `How data moves through the ${product} ecosystem, in five stages. Raw identifiable data is held by ${consortium}; ${corporation} only ever receives synthetic data.`,
  stages: [
    {
      title: "Raw data",
      text: "Experiences, records and signals shared by communities, individuals and partner organisations, including individually controlled data.",
      custodian: `Held by ${consortium}`,
      side: "consortium",
      icon: Database,
      colour: "economic",
    },
    {
      title: "Consortium safeguards",
      text: "Four safeguards applied inside the consortium before anything moves on.",
      custodian: `Carried out by ${consortium}`,
      side: "consortium",
      icon: Fingerprint,
      colour: "environmental",
      steps: ["Consent checked", "De-identification", "Synthesis", "Consortium unique identifiers"],
    },
    {
      title: "Synthetic data",
      text: "Privacy-preserving records that keep the patterns and none of the people, each tagged with its consortium unique identifier.",
      custodian: `Released by ${consortium}`,
      side: "consortium",
      icon: Shuffle,
      colour: "social",
    },
    {
      title: "Corporation",
      text: "The validation engine and knowledge graph analyse the synthetic data alone, under the consortium's usage rules.",
      custodian: `Processed by ${corporation}`,
      side: "corporation",
      icon: Building2,
      colour: "economic",
    },
    {
      title: "Validated insights",
      text: "Quantified prosperity insights that help subscribers reduce ethical debt and grow trust.",
      custodian: "Delivered to subscribers",
      side: "subscribers",
      icon: Lightbulb,
      colour: "environmental",
    },
  ] satisfies FlowStage[],
};

export type Practice = { id: string; eyebrow: string; title: string; intro: string; points: Point[] };

export const biasMitigation: Practice = {
  id: "bias-mitigation",
  eyebrow: "Bias mitigation",
  title: "Fair by measurement, not by assumption",
  intro:
    "A trust score is only as fair as the data behind it. We look for bias at every stage and publish what we find.",
  points: [
    {
      title: "Representative by design",
      text: "We track who is and is not represented in each dataset, and reach out through community partners to close the gaps before scores are produced.",
    },
    {
      title: "Fairness you can quantify",
      text: "The quantitative ethical dimension measures how outcomes differ across groups, so unfairness shows up as a number that must be explained or fixed.",
    },
    {
      title: "Synthetic data checked twice",
      text: "Each synthetic release is tested against its source for fidelity and for bias, so synthesis never quietly amplifies a skew in the original data.",
    },
    {
      title: "Independent review",
      text: "Models that feed public scores are reviewed by the consortium's ethics and governance advisers before release and again whenever they change.",
    },
  ],
};

export const explainability: Practice = {
  id: "explainability",
  eyebrow: "Explainability",
  title: "Every score comes with its reasons",
  intro:
    "An organisation should be able to see why it received a score, and a community should be able to see how its voice was counted.",
  points: [
    {
      title: "Traceable inputs",
      text: "Consortium unique identifiers link each insight to the synthetic data behind it, so any result can be traced back through the audit trail.",
    },
    {
      title: "Drivers, not just numbers",
      text: "Scores are delivered with the factors that moved them most, in plain language, alongside the confidence we have in each one.",
    },
    {
      title: "A right to challenge",
      text: "Organisations and contributors can question a result. The consortium reviews the evidence and publishes corrections when a result was wrong.",
    },
    {
      title: "Open methods",
      text: "The methods behind the four headline metrics are documented and open to review by researchers and partners.",
    },
  ],
};

export const closing = {
  title: "Questions about how we look after data?",
  text: "Learn more about the consortium and the people who govern it, or ask us directly. We answer every question about data we hold.",
  actions: [
    { label: "About the Consortium", to: pathTo("consortium-about") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
