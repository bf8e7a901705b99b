import {
  BadgeCheck,
  ChartLine,
  Coins,
  Eye,
  Gauge,
  HeartHandshake,
  Landmark,
  Lock,
  Scale,
  ScanSearch,
  Sprout,
  Tags,
  TrendingUp,
  Users,
  Workflow,
} from "lucide-react";
import type { Fact } from "~/components/sections/fact-panel";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium, corporationName: corporation } = site;

export const banner = {
  eyebrow: "The Corporation",
  title: `About ${corporation}`,
  subtitle: `The company building the ${product} trust-intelligence platform.`,
  actions: [
    { label: "Meet the Team", to: pathTo("team"), variant: "inverse" },
    { label: "For Investors", to: pathTo("investors"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const whoWeAre: Story = {
  id: "who-we-are",
  eyebrow: "Who we are",
  title: "The company that makes trust measurable",
  paragraphs: [
    `${corporation} is the for-profit company that builds and runs ${product}, a trust-score and market-intelligence platform. We exist because the most valuable thing in any market, the trust between the people in it, is also the thing almost nobody measures well. Ethical debt builds up unseen until a scandal, a walkout or a quiet exodus of customers turns it into a bill.`,
    "We build the tools that make that debt visible and turn ethical performance into regenerative return: a trust-score intelligence engine, scenario modelling, and dynamic pricing driven by P-Points. Our subscribers are businesses that would rather know their ethical position than guess it, and act on it before their stakeholders do.",
    `We are also a company with a deliberate limit. We never hold the raw data that describes people. That stays with ${consortium}, our independent non-profit partner.`,
  ],
};

export const factsTitle = "At a glance";

export const facts: Fact[] = [
  { term: "Organisation", detail: "For-profit corporation" },
  { term: "Builds", detail: `The ${product} trust-intelligence platform` },
  { term: "Serves", detail: "Businesses, and the investors and communities they answer to" },
  { term: "Works with", detail: `Privacy-preserving synthetic data from ${consortium}, and nothing else` },
  { term: "Delivers", detail: "Validated, quantified prosperity insights" },
];

export const productsSection: SectionIntro = {
  id: "what-we-build",
  eyebrow: "What we build",
  title: "One platform, from measurement to action",
  intro: `Everything ${product} offers starts from the same validated intelligence and ends in a decision a business can make with confidence.`,
};

export const products: Feature[] = [
  {
    title: "TrustScore intelligence engine",
    text: "Four headline metrics that quantify the trust, ethics and prosperity in a market relationship, each explainable down to its evidence.",
    icon: Gauge,
    action: { label: "Explore the platform", to: pathTo("platform") },
  },
  {
    title: "Quantitative prosperity intelligence",
    text: "Environmental, social, ethical and economic value measured on one standard, to reveal systemic trust across markets and communities.",
    icon: ChartLine,
    action: { label: "See prosperity intelligence", to: pathTo("prosperity-intelligence") },
  },
  {
    title: "Scenario modelling",
    text: "Test a decision before making it: see how a policy, a price or a partnership would move trust, ethical debt and return.",
    icon: Workflow,
    action: { label: "View our solutions", to: pathTo("solutions") },
  },
  {
    title: "Dynamic pricing",
    text: "Prices, terms and rewards that respond to verified trust, so ethical conduct becomes a visible market advantage.",
    icon: Tags,
    action: { label: "Discover dynamic pricing", to: pathTo("dynamic-pricing") },
  },
  {
    title: "P-Points",
    text: "A two-tier points currency that recognises verified ethical action and is protected against gaming by design.",
    icon: Coins,
    action: { label: "Learn about P-Points", to: pathTo("prosperity-points") },
  },
  {
    title: "How it all fits together",
    text: "From privacy-first contribution to validated insight: the steps, the architecture and the safeguards.",
    icon: ScanSearch,
    action: { label: "See how it works", to: pathTo("how-it-works") },
  },
];

export const relationshipSection: SectionIntro = {
  id: "our-relationship-with-the-consortium",
  eyebrow: "Our relationship with the consortium",
  title: "We see patterns, never people",
  intro: `${consortium} guards the raw, identifiable data and the consent behind it. ${corporation} receives only privacy-preserving synthetic data tagged with consortium unique identifiers, and builds every insight from that alone.`,
};

export const separationTitle = "What the separation means";

export const separation: Feature[] = [
  {
    title: "For contributors",
    text: "Their raw data never reaches a company that profits from it. Consent is managed by a non-profit that answers to them.",
    icon: Users,
  },
  {
    title: "For subscribers",
    text: "Insights built on data that communities are willing to share, because they trust the steward that holds it.",
    icon: TrendingUp,
  },
  {
    title: "For us",
    text: "A discipline we welcome: our insights can only be as good as our validation, never as good as our surveillance.",
    icon: Landmark,
  },
];

export const valuesSection: SectionIntro = {
  id: "values",
  eyebrow: "Our values",
  title: "What we hold ourselves to",
};

export const values: Feature[] = [
  {
    title: "Validated before visible",
    text: "We publish nothing we cannot support with evidence, and we say how confident we are in every result.",
    icon: BadgeCheck,
  },
  {
    title: "Privacy by architecture",
    text: "Protection is built into how our organisations are structured, not merely promised in a policy.",
    icon: Lock,
  },
  {
    title: "Explainable by default",
    text: "Every score can be traced to the evidence behind it. We do not ask anyone to trust a black box.",
    icon: Eye,
  },
  {
    title: "Shared prosperity",
    text: "Value created from the experience of communities should flow back to those communities.",
    icon: HeartHandshake,
  },
  {
    title: "Independent oversight",
    text: `We follow the rules and audits of ${consortium}, including when they constrain what we can do.`,
    icon: Scale,
  },
  {
    title: "Long-term over loud",
    text: "We aim for regenerative return over years, not for attention this quarter.",
    icon: Sprout,
  },
];

export const moreSection: SectionIntro = {
  id: "get-to-know-us",
  eyebrow: "Get to know us",
  title: "The people, the backers and the steward",
};

export const more: Feature[] = [
  {
    title: "Team & Advisors",
    text: "Meet our founder and the advisors guiding strategy, technology, go-to-market, ethics and research.",
    icon: Users,
    action: { label: "Meet the team", to: pathTo("team") },
  },
  {
    title: "Investors",
    text: "Why systemic and institutional investors back the infrastructure of trust, and how to talk to us.",
    icon: TrendingUp,
    action: { label: "Read the investment thesis", to: pathTo("investors") },
  },
  {
    title: consortium,
    text: "The independent 501(c)(3) data steward that guards raw data and consent on behalf of contributors.",
    icon: Landmark,
    action: { label: "Visit the consortium", to: pathTo("consortium-mission") },
  },
];

export const closing = {
  title: "Let's measure what matters to your organisation",
  text: "Whether you lead a business, fund one or want to build with us, we would like to hear from you.",
  actions: [
    { label: "Contact Us", to: pathTo("contact") },
    { label: "Request a Demo", to: pathTo("contact", "demo-request") },
  ] satisfies Action[],
};
