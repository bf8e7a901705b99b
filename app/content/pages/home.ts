import {
  BadgeCheck,
  Coins,
  Compass,
  Fingerprint,
  Layers,
  Lightbulb,
  Network,
  Scale,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { LedgerRow } from "~/components/home/ethical-debt-ledger";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "Trust intelligence for a regenerative economy",
  title: "Quantify Trust. Power Regenerative Prosperity.",
  subtitle:
    "Validated intelligence that turns hidden ethical debt into measurable regenerative return for business, investors and communities.",
  actions: [
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
    { label: "Contact Us", to: pathTo("contact"), variant: "inverse-outline" },
  ] satisfies Action[],
  snapshot: {
    title: "Sample TrustScore profile",
    badge: "Illustrative",
    footer: "Validated across four dimensions",
  },
};

/** The three process steps, shown as the strip that overlaps the hero. */
export const valueFlow = {
  title: `How ${product} creates value`,
  link: { label: "See how it works", to: pathTo("how-it-works") },
  steps: [
    {
      actor: "Contributors",
      title: "Share data through privacy-first channels",
      text: `Communities, investors and philanthropists provide data on their own terms. ${consortium} records consent and keeps anything identifiable under lock.`,
      icon: Fingerprint,
    },
    {
      actor: product,
      title: "Turn it into prosperity intelligence",
      text: "Privacy-preserving synthetic data is validated, connected and scored into quantified prosperity insights.",
      icon: Sparkles,
    },
    {
      actor: "Subscribers",
      title: "Use the insights",
      text: "Businesses price fairly, plan with foresight and prove the trust premium they have earned.",
      icon: Compass,
    },
  ] satisfies ProcessStep[],
};

export const ethicalDebt = {
  id: "ethical-debt",
  eyebrow: "Ethical debt",
  title: "Turn hidden liability into visible opportunity",
  paragraphs: [
    "Every organisation carries ethical debt: the unpriced cost of unfair terms, broken promises, extractive practices and goodwill that is quietly wearing thin. It never appears on a balance sheet, yet it compounds into churn, vacancies, regulatory exposure, lost talent and reputational shocks.",
    `${product} makes that debt visible. By measuring trust across environmental, social, ethical and economic dimensions, it shows where liability is building and where a trust premium is waiting to be earned, so leaders can repay ethical debt before it falls due and invest where trust returns the most.`,
  ],
  actions: [
    { label: "Request an Assessment", to: pathTo("contact"), variant: "primary" },
    { label: "Read the White Paper", to: pathTo("white-paper"), variant: "outline" },
  ] satisfies Action[],
  assessmentNote: "Enterprise leaders can start with a confidential Ethical Debt Assessment.",
  ledger: {
    caption: "What changes when trust is measured",
    hiddenLabel: "Hidden liability",
    visibleLabel: "Visible opportunity",
    rows: [
      {
        hidden: "Tenants and customers who quietly lose faith",
        visible: "A retention outlook you can plan and price around",
      },
      {
        hidden: "Pricing that penalises loyal, reliable customers",
        visible: "Dynamic pricing that rewards verified trust with P-Points",
      },
      {
        hidden: "Community and supply-chain impact nobody tracks",
        visible: "Environmental and social scores backed by an audit trail",
      },
      {
        hidden: "Reputation risk discovered in the headlines",
        visible: "Early-warning signals from a continuously learning knowledge graph",
      },
    ] satisfies LedgerRow[],
  },
};

export const stepsSection: SectionIntro = {
  id: "three-steps",
  eyebrow: "The platform",
  title: "From raw signal to trusted intelligence in three steps",
  intro: `Every ${product} insight is validated before it is scored and recorded before it is shared, so the numbers you act on can be explained, checked and defended.`,
};

export const steps: ProcessStep[] = [
  {
    actor: "Validation engine",
    title: "Validate & Verify",
    text: "Each signal is checked for provenance, consent and consistency, and corroborated against independent sources across all four dimensions before it can move a score.",
    icon: BadgeCheck,
  },
  {
    actor: "Knowledge graph",
    title: "Generate Insights",
    text: "Validated data becomes the Market Prosperity Quotient, Community Prosperity Index, Human Experience Metric and Ethical Resilience Index, plus scenario models for the decisions ahead.",
    icon: Lightbulb,
  },
  {
    actor: "Audit trails",
    title: "Ensure Integrity",
    text: "A tamper-evident record shows how every score was produced, and the quantitative ethical dimension checks each result for fairness before it reaches you.",
    icon: ShieldCheck,
  },
];

export const stepsAction: Action = { label: "Explore the Platform", to: pathTo("platform") };

export const stakeholdersSection: SectionIntro = {
  id: "ecosystem",
  eyebrow: "The ecosystem",
  title: "Three stakeholder groups, one shared picture of trust",
  intro: `Contributors (communities, investors and philanthropists) provide the data. Subscribers, the businesses that use the insights, sustain the platform. Support partners, from researchers to data infrastructure providers, keep the science and the systems sound. Explore each group's role in the ${product} ecosystem.`,
};

export const stakeholdersAction: Action = {
  label: `About the ${product} Ecosystem`,
  to: pathTo("ecosystem"),
  variant: "outline",
};

export const dataFlowSection: SectionIntro = {
  id: "data-flow",
  eyebrow: "Data flow",
  title: "How data becomes intelligence",
  intro: `Data enters through consented channels, ${consortium} synthesises it into privacy-preserving records, and ${product} turns those records into intelligence. The knowledge graph learns from every outcome, so each insight is sharper than the last.`,
};

export const safeguardsSection: SectionIntro = {
  id: "integrity",
  eyebrow: "Integrity by design",
  title: "Safeguards you can inspect",
  intro:
    "Trust intelligence is only worth what its safeguards are worth. These are built into the platform, not bolted on.",
};

export const safeguards: Feature[] = [
  {
    title: "Multi-dimensional validation",
    text: "No single source can move a score. Signals must agree across environmental, social, ethical and economic evidence.",
    icon: Network,
  },
  {
    title: "Quantitative ethical dimension",
    text: "A fairness metric that tests whether value, risk and price are shared equitably across the groups an organisation serves.",
    icon: Scale,
  },
  {
    title: "Two-tier points, hard to game",
    text: "Incentive units recognise reported actions and convert into P-Points only after validation, with anomaly checks at every step.",
    icon: Coins,
  },
  {
    title: "Blockchain audit trails",
    text: "Contributions, transformations and score changes are logged immutably against consortium unique identifiers, never personal details.",
    icon: Layers,
  },
];

export const closing = {
  title: "See what your organisation's trust is worth",
  text: `Book a 30-45 minute walkthrough of ${product} with simulated data, or read the white paper on ethical debt and the trust premium.`,
  actions: [
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
    { label: "Read the White Paper", to: pathTo("white-paper") },
  ] satisfies Action[],
};
