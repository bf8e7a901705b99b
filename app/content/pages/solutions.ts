import {
  BadgeCheck,
  Building2,
  CircleDollarSign,
  ClipboardCheck,
  Coins,
  Compass,
  Landmark,
  LineChart,
  Lock,
  Rocket,
  ScanSearch,
  Scale,
  Sprout,
  TrendingUp,
} from "lucide-react";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { PricingResultsCopy } from "~/components/platform/pricing-results-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "Solutions",
  title: "Solutions for the Trust Economy",
  subtitle:
    "Scenario modelling, trust scoring and dynamic pricing that turn ethical performance into commercial advantage.",
  jump: { label: "Explore Core Solutions", to: "#core-solutions" } satisfies Action,
  contact: { label: "Talk to Our Team", to: pathTo("contact"), variant: "inverse-outline" } satisfies Action,
};

export const audiencesSection: SectionIntro = {
  id: "who-we-serve",
  eyebrow: "Who we serve",
  title: "Built for leaders who answer for trust",
  intro:
    "Trust is won or lost in everyday decisions about prices, terms, suppliers and communities. Our solutions give the people who make those decisions evidence they can act on and defend.",
};

export const audiences: Feature[] = [
  {
    title: "Enterprise leaders",
    text: "See where ethical debt is building across your operations, put a value on it, and show your board what repaying it is worth.",
    icon: Building2,
  },
  {
    title: "Systemic and institutional investors",
    text: "Screen holdings on validated trust and community prosperity rather than self-reported disclosures, and spot the trust premium early.",
    icon: Landmark,
    action: { label: "Information for investors", to: pathTo("investors") },
  },
  {
    title: "Housing and consumer businesses",
    text: "Reward reliable tenants and customers, cut vacancy and churn, and grow revenue without squeezing the people you serve.",
    icon: TrendingUp,
    action: { label: "See dynamic pricing", to: pathTo("dynamic-pricing") },
  },
];

/** Carries id "core-solutions", an in-page anchor listed in docs/product.md#routes. */
export const coreSection: SectionIntro = {
  id: "core-solutions",
  eyebrow: "Core solutions",
  title: "Six ways to put trust to work",
  intro:
    "Every solution draws on the same validated, privacy-preserving foundation, so the insight behind your prices is the same insight behind your reporting.",
};

export const coreSolutions: Feature[] = [
  {
    title: "TrustScore Intelligence",
    text: "Four headline metrics, from the Market Prosperity Quotient to the Ethical Resilience Index, tracked continuously and explained down to the evidence.",
    icon: ScanSearch,
    action: { label: "Explore the platform", to: pathTo("platform") },
  },
  {
    title: "Quantitative Prosperity Intelligence",
    text: "One measurement standard across environmental, social, ethical and economic value, with a fairness metric built in.",
    icon: Sprout,
    action: { label: "How we measure prosperity", to: pathTo("prosperity-intelligence") },
  },
  {
    title: "Dynamic Pricing",
    text: "Prices, terms and payment options that respond to verified trust as well as demand, so good conduct is rewarded where it happens.",
    icon: CircleDollarSign,
    action: { label: "Explore dynamic pricing", to: pathTo("dynamic-pricing") },
  },
  {
    title: "P-Points",
    text: "A two-tier points currency that turns verified actions into rewards your customers value, with defences against gaming built in.",
    icon: Coins,
    action: { label: "Discover P-Points", to: pathTo("prosperity-points") },
  },
  {
    title: "Scenario Modelling",
    text: "Test a pricing policy, a supplier change or a community programme against your metrics and revenue before you commit to it.",
    icon: LineChart,
    action: { label: "See how it works", to: pathTo("how-it-works") },
  },
  {
    title: "Ethical Debt Assessment",
    text: "A confidential review for enterprise leaders of where ethical debt is building and what repaying it would return.",
    icon: ClipboardCheck,
    action: { label: "Request an assessment", to: pathTo("contact") },
  },
];

export const inPracticeCopy: PricingResultsCopy = {
  id: "in-practice",
  eyebrow: "In practice",
  title: "What the solutions return together",
  paragraphs: [
    "The solutions are strongest in combination. In our illustrative rental-housing example, TrustScore intelligence shows where tenant trust is strongest, P-Points reward it, and dynamic pricing turns it into occupancy, retention and revenue.",
    "The figures are illustrative, but the mechanism is the one every engagement uses: validated evidence, fair rewards and a record of exactly what changed.",
  ],
  actions: [
    { label: "Explore Dynamic Pricing", to: pathTo("dynamic-pricing") },
    { label: "Contact Us", to: pathTo("contact"), variant: "outline" },
  ],
};

export const engagementSection: SectionIntro = {
  id: "engagement",
  eyebrow: "Working together",
  title: "From first conversation to measurable return",
  intro:
    "Engagements follow the same three stages, scaled to the size of your organisation and the decisions in front of you.",
};

export const engagementSteps: ProcessStep[] = [
  {
    actor: "Discover",
    title: "Assess your ethical debt",
    text: `A confidential assessment maps where trust is being built and where it is being spent, using synthetic data from ${consortium} alongside your own operational signals.`,
    icon: Compass,
  },
  {
    actor: "Design",
    title: "Model the options",
    text: "Together we model pricing, payment and programme options and see how each would move your four headline metrics, your risk and your revenue.",
    icon: LineChart,
  },
  {
    actor: "Deliver",
    title: "Put insight into production",
    text: "TrustScore intelligence, dynamic pricing and P-Points go live with blockchain audit trails, and regular reviews show what changed and why.",
    icon: Rocket,
  },
];

export const engagementAction: Action = { label: "See How It Works", to: pathTo("how-it-works"), variant: "outline" };

export const foundationsSection: SectionIntro = {
  id: "foundations",
  eyebrow: "Why it holds up",
  title: "A foundation your stakeholders can believe",
};

export const foundations: Feature[] = [
  {
    title: "Synthetic data only",
    text: `${product} never sees raw identifiable data. ${consortium}, an independent 501(c)(3), guards it and releases only privacy-preserving synthetic data.`,
    icon: Lock,
    action: { label: "Responsible data governance", to: pathTo("data-stewardship") },
  },
  {
    title: "Validated, not asserted",
    text: "The multi-dimensional validation engine corroborates every signal across four dimensions before it can move a score.",
    icon: BadgeCheck,
    action: { label: `The ${product} difference`, to: pathTo("the-difference") },
  },
  {
    title: "Fair and auditable",
    text: "The quantitative ethical dimension tests every result for fairness, and blockchain audit trails show how each one was produced.",
    icon: Scale,
    action: { label: "How we measure prosperity", to: pathTo("prosperity-intelligence") },
  },
];

export const closing = {
  title: "Find the solution that fits your organisation",
  text: "Tell us about the decisions in front of you. We will show you which solutions apply and what they could be worth, starting with a confidential conversation.",
  actions: [
    { label: "Contact Us", to: pathTo("contact") },
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
  ] satisfies Action[],
};
