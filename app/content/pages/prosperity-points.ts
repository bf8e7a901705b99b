import { BadgeCheck, Coins, Hourglass, Layers, Network, Scale, ShieldCheck, Sparkles, Tags, Users } from "lucide-react";
import type { CalloutContent } from "~/components/sections/callout";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { Fact } from "~/components/sections/fact-panel";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "The prosperity currency",
  title: "P-Points",
  subtitle: "The prosperity currency that rewards verified ethical action.",
  actions: [
    { label: "See Dynamic Pricing", to: pathTo("dynamic-pricing"), variant: "inverse" },
    { label: "Design a Programme", to: pathTo("contact"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const introduction: Story = {
  id: "what-are-p-points",
  eyebrow: "What P-Points are",
  title: "A currency for doing the right thing, and proving it",
  paragraphs: [
    `Markets already reward many things: speed, scale, a good story. They rarely reward the tenant who looks after a home for years, the supplier who pays fairly when nobody is watching, or the landlord who fixes problems before they are reported. P-Points change that. They are the ${product} points currency, earned for ethical actions that have been verified, and spent as better prices, terms and recognition.`,
    "A P-Point is not a loyalty stamp. Each one stands for evidence that has passed the multi-dimensional validation engine, and each one can be traced, through consortium unique identifiers, to the validated record behind it. That is what lets a business put a price on trust without taking anyone's word for it.",
  ],
};

export const glanceTitle = "P-Points at a glance";

export const glance: Fact[] = [
  { term: "Earned by", detail: "Verified ethical actions of businesses, customers and community members." },
  {
    term: "Backed by",
    detail: "Validated evidence from privacy-preserving synthetic data, never raw personal records.",
  },
  {
    term: "Settled in",
    detail: "Two tiers: incentive units first, P-Points once the action behind them is validated.",
  },
  { term: "Used for", detail: "Dynamic pricing, better terms and recognition in participating markets." },
  {
    term: "Governed by",
    detail: `Rules published and audited by ${consortium}, the independent non-profit data steward.`,
  },
];

export const tiersSection: SectionIntro = {
  id: "two-tier-architecture",
  eyebrow: "Two-tier points architecture",
  title: "Recognised at once, counted only when proven",
  intro:
    "A single-tier points scheme has to choose between rewarding people quickly and rewarding them accurately. P-Points do both by separating recognition from settlement.",
};

export const tiers: DetailCard[] = [
  {
    label: "Tier 1",
    title: "Incentive units",
    text: "The everyday unit of recognition. Incentive units are issued as soon as an action is reported through a privacy-first channel: a tenant renewing a lease, a supplier publishing a fair-wage audit, a resident sharing feedback.",
    icon: Sparkles,
    points: [
      "Issued straight away, so good conduct is noticed when it happens",
      "Provisional: they carry no weight in pricing until validated",
      "Non-transferable, so they cannot be bought, sold or pooled",
      "Time-limited: units whose action is never corroborated lapse",
    ],
  },
  {
    label: "Tier 2",
    title: "P-Points",
    text: "The settled currency. Incentive units convert into P-Points only after the multi-dimensional validation engine has corroborated the action behind them across environmental, social, ethical and economic evidence.",
    icon: Coins,
    points: [
      "Every P-Point traces back to validated evidence through consortium unique identifiers",
      "The only tier that dynamic pricing reads",
      "Conversion weighs all four dimensions, so no single number can be gamed in isolation",
      "Each issue, conversion and redemption is written to the blockchain audit trail",
    ],
  },
];

export const flowSection: SectionIntro = {
  id: "how-points-flow",
  eyebrow: "How points flow",
  title: "From a good action to a better price",
};

export const flow: ProcessStep[] = [
  {
    actor: "Participants",
    title: "Act and earn incentive units",
    text: "Customers, tenants, employees, suppliers and businesses take part through privacy-first channels managed by the consortium, and receive incentive units for the actions they report.",
    icon: Users,
  },
  {
    actor: product,
    title: "Validate and settle into P-Points",
    text: "The validation engine corroborates each action against independent, synthetic evidence. What holds up settles into P-Points; what does not simply lapses.",
    icon: BadgeCheck,
  },
  {
    actor: "Subscribers",
    title: "Price, reward and recognise",
    text: "Subscribing businesses turn P-Point balances into prices, deposits, payment terms and rewards, and see which incentives genuinely changed behaviour.",
    icon: Tags,
  },
];

export const defencesSection: SectionIntro = {
  id: "defences-against-gaming",
  eyebrow: "Defences against gaming",
  title: "Designed on the assumption that someone will try",
  intro:
    "Any currency attracts people who want to mint it for free. P-Points are protected by several independent defences, so that defeating one of them is never enough.",
};

export const defences: Feature[] = [
  {
    title: "Settlement only after validation",
    text: "Nothing counts until it is proven. Incentive units wait in the first tier until evidence corroborates the action behind them.",
    icon: Layers,
  },
  {
    title: "Independent corroboration",
    text: "Self-reported actions need confirmation from sources that do not depend on the person or business claiming the reward.",
    icon: Users,
  },
  {
    title: "Pattern detection in the knowledge graph",
    text: "Bursts of activity, circular rewards between related accounts and coordinated behaviour stand out in the graph of relationships and are held for review.",
    icon: Network,
  },
  {
    title: "Balanced, four-dimension weighting",
    text: "Points reflect environmental, social, ethical and economic evidence together, so improving one figure at the expense of the others earns nothing.",
    icon: Scale,
  },
  {
    title: "Limits and expiry",
    text: "Caps on how fast points can accrue and the lapse of unvalidated units make farming and hoarding pointless.",
    icon: Hourglass,
  },
  {
    title: "Audit trail and independent oversight",
    text: `Every issue, conversion and redemption is recorded on a blockchain audit trail and reviewed under rules set by ${consortium}, not by the company that benefits.`,
    icon: ShieldCheck,
  },
];

export const pricing: Story = {
  id: "dynamic-pricing",
  eyebrow: "Dynamic pricing",
  title: "How P-Points drive dynamic pricing",
  paragraphs: [
    `Dynamic pricing links what a customer pays, or what a business earns, to verified trust. A business that subscribes to ${product} can let prices, discounts, deposits and payment terms respond to P-Point balances, instead of to guesswork about who is reliable.`,
    "For a rental-housing operator, that can mean lower deposits or better renewal terms for tenants with a record of verified good tenancy, and a visible premium for buildings whose owners hold validated trust. Customers can see why a price changed; the operator can see which incentives actually moved behaviour.",
    "Because P-Points settle only after validation, prices respond to real conduct rather than to claims. And because they are computed from synthetic data, no price is ever set by looking at a person's raw records.",
  ],
};

export const pricingExample: CalloutContent = {
  label: "Illustrative example",
  title: "A 30% sales uplift from adjusting payment options",
  text: "In one illustrative scenario, offering more flexible payment options to customers with verified trust was associated with a 30% sales uplift. The dynamic pricing page shows illustrative rental-housing results in the same spirit.",
  action: { label: "See the illustrative results", to: pathTo("dynamic-pricing"), variant: "outline" },
};

export const closing = {
  title: "Put a price on doing the right thing",
  text: "Tell us about your market and the behaviour you want to reward. We will show you how a P-Points programme could work for your customers and your community.",
  actions: [
    { label: "Contact Us", to: pathTo("contact") },
    { label: "Explore Dynamic Pricing", to: pathTo("dynamic-pricing") },
  ] satisfies Action[],
};
