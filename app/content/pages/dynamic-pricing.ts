import {
  BadgeCheck,
  Coins,
  Home,
  Lock,
  RefreshCw,
  Scale,
  ScrollText,
  ShieldAlert,
  ShoppingBag,
  Zap,
} from "lucide-react";
import type { Contrast } from "~/components/sections/contrast-list";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { HighlightBandContent } from "~/components/platform/highlight-band";
import type { PricingResultsCopy } from "~/components/platform/pricing-results-section";
import type { StatTile } from "~/components/platform/stat-tiles";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "Solutions",
  title: "Dynamic Pricing",
  subtitle: "Prices that respond to verified trust, powered by P-Points.",
  actions: [
    { label: "Discuss Dynamic Pricing", to: pathTo("contact") },
    { label: "How P-Points Work", to: pathTo("prosperity-points"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const comparisonSection: SectionIntro = {
  id: "why-trust-pricing",
  eyebrow: "Why price on trust",
  title: "Pricing that rewards trust, not only demand",
  intro: `Conventional dynamic pricing reacts to demand and scarcity, and too often charges the most to the customers who are most loyal. ${product} adds a second input, verified trust, so the people who pay on time, look after what they use and strengthen their communities get a better deal, and the business earns more because of it.`,
};

export const comparisonLabels = { before: "Conventional dynamic pricing", after: `${product} dynamic pricing` };

export const comparison: Contrast[] = [
  {
    subject: "What moves the price",
    before: "Demand, scarcity and an estimate of how much each customer will tolerate.",
    after: "Demand plus verified trust: reliability, care and contribution, confirmed by the validation engine.",
  },
  {
    subject: "Who benefits",
    before: "The seller, often at the expense of the loyal customers least likely to leave.",
    after:
      "Both sides: good conduct earns better prices, terms and payment options, and the business keeps the customers worth keeping.",
  },
  {
    subject: "How it is checked",
    before: "Opaque algorithms that neither customers nor regulators can inspect.",
    after:
      "Fairness limits set by the quantitative ethical dimension, with every adjustment written to a blockchain audit trail.",
  },
];

export const mechanismSection: SectionIntro = {
  id: "how-dynamic-pricing-works",
  eyebrow: "How it works",
  title: "From verified action to a better price",
  intro:
    "Dynamic pricing runs on the two-tier points architecture. Earning and spending are kept apart, so rewards follow real behaviour and cannot be bought or gamed.",
};

export const mechanismSteps: ProcessStep[] = [
  {
    actor: "Tier one · Earn",
    title: "Recognise what people do",
    text: "Tenants and customers receive incentive units when they report actions such as paying on time, caring for a home or taking part in a community programme. Units cannot be bought, sold or pooled.",
    icon: BadgeCheck,
  },
  {
    actor: "Tier two · Redeem",
    title: "Reward it in the offer",
    text: "Units become P-Points only once the validation engine has corroborated the action behind them. Your pricing rules turn P-Points into lower prices, better renewal terms or more flexible payment options, within fairness limits.",
    icon: Coins,
  },
  {
    actor: "Continuous learning",
    title: "Measure what it earned",
    text: "Every adjustment feeds the knowledge graph, which tracks occupancy, retention, revenue and reputation and learns which rewards create the most value.",
    icon: RefreshCw,
  },
];

export const exampleCopy: PricingResultsCopy = {
  id: "rental-housing-example",
  eyebrow: "Illustrative example",
  title: "A rental-housing portfolio",
  paragraphs: [
    "Picture a landlord with several hundred homes, a vacancy problem and tenants who leave at the first rent rise. The landlord links rents, renewal terms and payment options to P-Points, so tenants who pay reliably, look after their homes and take part in the community see it reflected in what they pay.",
    "In this illustrative example, vacancy falls by 40% and tenant retention rises by 60%. Gross rental revenue grows by 25%; after the cost of the P-Points rewards the landlord honours, the net revenue uplift is 22%. Community satisfaction rises by 80%, and the landlord's reputation by 18%.",
  ],
  actions: [{ label: "Model It for Your Portfolio", to: pathTo("contact") }],
};

export const exampleExtraStats: StatTile[] = [
  { value: "+25%", label: "Gross rental revenue, before the cost of P-Points rewards (illustrative)" },
  { value: "+80%", label: "Community satisfaction (illustrative)" },
];

export const paymentOptions: HighlightBandContent = {
  id: "payment-options",
  eyebrow: "Beyond the price tag",
  title: "Sometimes the best lever is how people pay",
  paragraphs: [
    "Price is only one part of an offer. Payment options decide whether a customer can say yes at all: when a payment is due, how it can be split, what happens if a month goes wrong.",
    "In an illustrative retail example, a business let customers with strong P-Points balances spread payments and choose their payment dates, at no extra cost to them. Adjusting payment options alone lifted sales by 30%, with no cut in the price.",
  ],
  stat: { value: "+30%", label: "Sales uplift from adjusting payment options (illustrative)" },
};

export const guardrailsSection: SectionIntro = {
  id: "fair-by-design",
  eyebrow: "Fair by design",
  title: "Guardrails that come as standard",
  intro:
    "Pricing on trust only works if the trust is earned and the pricing is fair. These safeguards are part of every deployment.",
};

export const guardrails: Feature[] = [
  {
    title: "Fairness limits",
    text: "The quantitative ethical dimension checks that rewards and prices stay fair across every group you serve, and flags any rule that drifts.",
    icon: Scale,
  },
  {
    title: "Defences against gaming",
    text: "Points cannot be bought or transferred, conversion waits for validation, and anomaly detection flags unusual patterns before they pay out.",
    icon: ShieldAlert,
  },
  {
    title: "Privacy first",
    text: `Prices are set on P-Points balances and synthetic data from ${consortium}, never on raw personal data.`,
    icon: Lock,
  },
  {
    title: "Audit trails",
    text: "Every issue, redemption and price adjustment is recorded in a blockchain audit trail that you, your customers' advocates and regulators can verify.",
    icon: ScrollText,
  },
];

export const useCasesSection: SectionIntro = {
  id: "use-cases",
  eyebrow: "Where it fits",
  title: "Made for relationships that repeat",
};

export const useCases: Feature[] = [
  {
    title: "Rental housing",
    text: "Reward reliable tenancies with better renewal terms, and fill homes with residents who stay.",
    icon: Home,
  },
  {
    title: "Retail and consumer services",
    text: "Offer flexible payment options and loyalty pricing that recognises customers who create value, not only those who spend the most.",
    icon: ShoppingBag,
  },
  {
    title: "Utilities and subscriptions",
    text: "Recognise on-time payment and responsible use with fairer tariffs, and reduce churn and collections costs.",
    icon: Zap,
  },
];

export const closing = {
  title: "See what trust-based pricing could earn you",
  text: "We will model trust-based pricing for your own portfolio with simulated data, so you can see its likely effect before you change a single price.",
  actions: [
    { label: "Discuss Dynamic Pricing", to: pathTo("contact") },
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
  ] satisfies Action[],
};
