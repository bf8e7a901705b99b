import { CircleDollarSign, LineChart, ScanSearch } from "lucide-react";
import type { Dimension } from "~/components/sections/dimension-list";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { PricingResultsCopy } from "~/components/platform/pricing-results-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "The Platform",
  title: "TrustScore Intelligence",
  subtitle: "Four headline metrics that quantify the trust, ethics and prosperity hidden in every market relationship.",
  jump: { label: "Explore the Four Metrics", to: "#qpi" } satisfies Action,
  insights: { label: "Read Our Insights", to: pathTo("insights"), variant: "inverse-outline" } satisfies Action,
};

export const capabilitiesSection: SectionIntro = {
  id: "capabilities",
  eyebrow: "What the platform does",
  title: "One engine, three ways to act on trust",
  intro: `${product} is built by ${site.corporationName} on privacy-preserving synthetic data from ${consortium}. It measures trust as rigorously as finance measures risk, and puts the result to work.`,
};

export const capabilities: Feature[] = [
  {
    title: "Trust-score intelligence",
    text: "A continuously updated TrustScore built from validated environmental, social, ethical and economic evidence, resolved into four headline metrics and benchmarked over time.",
    icon: ScanSearch,
    action: { label: "How we measure", to: pathTo("prosperity-intelligence") },
  },
  {
    title: "Scenario modelling",
    text: "Ask what-if before you decide. Model how a pricing change, a new supplier or a community programme would move your metrics, your risk and your revenue.",
    icon: LineChart,
    action: { label: "Explore our solutions", to: pathTo("solutions") },
  },
  {
    title: "Dynamic pricing with P-Points",
    text: "Reward verified ethical behaviour at the point of sale. P-Points let prices, terms and payment options respond to trust as well as demand.",
    icon: CircleDollarSign,
    action: { label: "How dynamic pricing works", to: pathTo("dynamic-pricing") },
  },
];

/** The metrics section carries id "qpi", the target of the hero's in-page link (docs/product.md#routes). */
export const metricsSection: SectionIntro = {
  id: "qpi",
  eyebrow: "Quantified prosperity insights",
  title: "Four headline metrics",
  intro: `Every ${product} assessment resolves into the Market Prosperity Quotient, the Community Prosperity Index, the Human Experience Metric (MHEM) and the Ethical Resilience Index. Each is explainable down to the validated evidence behind it.`,
};

export const pricingResultsCopy: PricingResultsCopy = {
  id: "dynamic-pricing-results",
  eyebrow: "Dynamic pricing",
  title: "Trust that shows up in the numbers",
  paragraphs: [
    "In our illustrative rental-housing example, a landlord links rents, renewal terms and payment options to verified tenant trust through P-Points. Reliable tenants are rewarded where it matters to them, and the portfolio feels the difference on every line that matters.",
    "Empty units fill and stay filled, more tenants renew, revenue rises even after the rewards are paid for, and the landlord's standing in the neighbourhood improves.",
  ],
  actions: [
    { label: "Discuss Dynamic Pricing", to: pathTo("contact") },
    { label: "See the Full Example", to: pathTo("dynamic-pricing"), variant: "outline" },
  ],
};

export const signalsSection: SectionIntro = {
  id: "trust-signals",
  eyebrow: "From signal to score",
  title: "Four kinds of evidence, one trust score",
  intro: `Trust is never one thing. ${product} gathers environmental, social, ethical and economic signals, validates each on its own terms, and only then lets them converge into a single, explainable score. The visualisation shows scattered signals from the four categories converging into one.`,
};

export const dimensions: Dimension[] = [
  {
    key: "environmental",
    title: "Environmental",
    text: "Resource use, emissions and building performance, together with the environmental impact that neighbours report.",
  },
  {
    key: "social",
    title: "Social",
    text: "Community wellbeing, inclusion and access, and the lived experience of tenants, customers and employees.",
  },
  {
    key: "ethical",
    title: "Ethical",
    text: "Fairness of prices and terms, governance and transparency, measured by the quantitative ethical dimension.",
  },
  {
    key: "economic",
    title: "Economic",
    text: "Financial resilience, fair value exchange, local spending and the durability of market relationships.",
  },
];

export const closing = {
  title: "Put a number on trust",
  text: "See the TrustScore engine with simulated data in a 30-45 minute demo, or ask us about a confidential Ethical Debt Assessment for your organisation.",
  actions: [
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
