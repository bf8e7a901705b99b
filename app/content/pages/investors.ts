import { Building, Cpu, Globe, Handshake, Landmark, Repeat, ShieldCheck, Users } from "lucide-react";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { Fact } from "~/components/sections/fact-panel";
import type { RoadmapPhase } from "~/components/sections/roadmap";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

const investorRelations: Action = {
  label: "Visit Investor Relations",
  to: site.urls.investorRelations,
  external: true,
};

const investmentInquiry: Action = {
  label: "Make an Investment Inquiry",
  to: pathTo("contact", "investment-inquiry"),
};

export const banner = {
  eyebrow: "Investors",
  title: "Invest in the Infrastructure of Trust",
  subtitle: `Why systemic and institutional investors back ${product}.`,
  actions: [
    { ...investorRelations, variant: "inverse" },
    { ...investmentInquiry, variant: "inverse-outline" },
  ] satisfies Action[],
};

export const thesis: Story = {
  id: "investment-thesis",
  eyebrow: "The investment thesis",
  title: "Trust is becoming a priced asset. We are building the market's measure of it.",
  paragraphs: [
    "Every market runs on trust, yet trust sits off the balance sheet. Ethical debt, the accumulated cost of broken promises to employees, customers, tenants and communities, stays invisible until it is called in all at once: through churn, regulation, litigation or a collapse in reputation. Investors carry that risk whether or not anyone measures it.",
    `${product} makes it measurable. Validated, multi-dimensional intelligence turns ethical debt into something that can be managed, and ethical performance into a premium that can be earned. We believe the organisations and investors who can see both will outperform those who cannot, and that the infrastructure which lets them see will become indispensable.`,
    "Published research points the same way. Our white paper gathers evidence that high-trust organisations enjoy stronger returns, growth, pricing power and efficiency. We are building the system that lets a market act on that evidence, one organisation and one community at a time.",
  ],
};

export const briefTitle = "The opportunity in brief";

export const brief: Fact[] = [
  { term: "Market", detail: "Every organisation whose value depends on the trust of its stakeholders." },
  { term: "Model", detail: "Recurring intelligence subscriptions, scenario modelling and dynamic pricing programmes." },
  { term: "Moat", detail: "Dual-entity governance and a validated data network that compounds with use." },
  { term: "For", detail: "Systemic and institutional investors seeking durable, regenerative return." },
];

export const evidenceSection: SectionIntro = {
  id: "evidence",
  eyebrow: "The evidence",
  title: "What the research says the trust premium is worth",
  intro:
    "Our white paper quotes published research on organisations that earn and keep the trust of their stakeholders. These are the headline claims it cites.",
};

export const pillarsSection: SectionIntro = {
  id: "market-model-moat",
  eyebrow: "Market, model, moat",
  title: "Why this business, why this structure",
};

export const pillars: DetailCard[] = [
  {
    label: "The market",
    title: "Trust touches every transaction",
    text: "Enterprise leaders need to see their ethical debt, investors need to price it and communities need a voice in both. Today each relies on ratings, surveys and disclosures that were never designed to be validated.",
    icon: Globe,
    points: [
      "Businesses seeking a confidential Ethical Debt Assessment and ongoing intelligence",
      "Investors who need trust signals they can rely on across a portfolio",
      "Markets such as rental housing, where trust drives vacancy, retention and revenue",
    ],
  },
  {
    label: "The model",
    title: "Recurring intelligence, a compounding network",
    text: "Subscribers pay for intelligence they use continuously, not for a one-off report. Every validated contribution improves the knowledge graph, and the knowledge graph improves every subscriber's insight.",
    icon: Repeat,
    points: [
      "Platform subscriptions for TrustScore intelligence and the four headline metrics",
      "Scenario modelling and Ethical Debt Assessments for enterprise leaders",
      "Dynamic pricing and P-Points programmes that grow with each participating market",
    ],
  },
  {
    label: "The moat",
    title: "Governance that cannot be copied quickly",
    text: `The dual-entity structure is our strongest defence. People share data with ${consortium} because it is an independent non-profit steward; a competitor that holds raw data itself cannot earn the same trust.`,
    icon: ShieldCheck,
    points: [
      "Raw identifiable data held only by the non-profit steward",
      "Synthetic data tagged with consortium unique identifiers, with blockchain audit trails",
      "A validation engine and knowledge graph that learn from every cycle",
    ],
  },
];

export const investorTypesSection: SectionIntro = {
  id: "who-we-work-with",
  eyebrow: "Who we work with",
  title: "Built for two kinds of investor",
};

export const investorTypes: Feature[] = [
  {
    title: "Systemic investors",
    text: "Foundations, impact funds and mission-aligned capital that want to change how markets value trust, and see the dual-entity model as a way to do it at scale without compromising the people behind the data.",
    icon: Landmark,
  },
  {
    title: "Institutional investors",
    text: "Asset owners and managers who need reliable, explainable trust signals across their holdings, and want a stake in the infrastructure that produces them.",
    icon: Building,
  },
];

export const fundsSection: SectionIntro = {
  id: "use-of-funds",
  eyebrow: "Use of funds",
  title: "Where new capital goes",
  intro:
    "Investment is directed to four priorities. Detailed allocations are shared with qualified investors through investor relations.",
};

export const funds: Feature[] = [
  {
    title: "Validation science and platform",
    text: "Deepening the multi-dimensional validation engine, the knowledge graph and the explainability of every score.",
    icon: Cpu,
  },
  {
    title: "Pilot partners and first markets",
    text: "Working alongside business pilot partners to demonstrate the trust premium in live markets, starting where trust drives results most directly.",
    icon: Handshake,
  },
  {
    title: "Security, audit and assurance",
    text: "Blockchain audit trails, independent reviews and the controls that keep synthetic data synthetic.",
    icon: ShieldCheck,
  },
  {
    title: "People",
    text: "Engineers, data scientists and ethicists who can build intelligence that is both rigorous and humane.",
    icon: Users,
  },
];

export const milestonesSection: SectionIntro = {
  id: "milestones",
  eyebrow: "Milestones",
  title: "The path to scale",
  intro:
    "How we intend to grow, stage by stage. These milestones describe our plan and intent; they are not forecasts or guarantees of results.",
};

export const milestones: RoadmapPhase[] = [
  {
    horizon: "Foundation",
    title: "Structure, science and standard",
    text: `The dual-entity architecture separates ${consortium} from the company, the environmental, social, ethical and economic measurement standard is defined, and our white paper on ethical debt and the trust premium is published in its third version.`,
  },
  {
    horizon: "Proof",
    title: "Pilots that demonstrate the trust premium",
    text: "With business pilot partners, we show in live markets how validated intelligence and P-Points change outcomes, and refine the platform on real feedback.",
  },
  {
    horizon: "Scale",
    title: "A growing network of subscribers and contributors",
    text: "More markets, contributors and subscribers feed a knowledge graph that becomes more valuable with every validated cycle.",
  },
  {
    horizon: "Standard",
    title: "Trust intelligence as market infrastructure",
    text: "Our long-term aim: quantified prosperity insights used as routinely as financial statements, by businesses, investors and the communities they serve.",
  },
];

export const notice =
  "This page is for information only. It is not an offer to sell, or a solicitation of an offer to buy, any security. Any offer will be made only through formal offering documents and only to investors eligible to receive them.";

export const closing = {
  title: "Talk to us about the infrastructure of trust",
  text: "Explore our investor relations site, send an investment inquiry, or start with the research behind the thesis.",
  actions: [
    investorRelations,
    investmentInquiry,
    { label: "Read the White Paper", to: pathTo("white-paper") },
  ] satisfies Action[],
};
