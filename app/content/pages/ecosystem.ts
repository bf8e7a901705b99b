import {
  Building2,
  CircleDollarSign,
  Coins,
  Compass,
  FlaskConical,
  Gauge,
  Handshake,
  Landmark,
  LineChart,
  Mail,
  ReceiptText,
  ScanSearch,
  Shuffle,
  UsersRound,
  Workflow,
} from "lucide-react";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { DualEntityContent } from "~/components/sections/dual-entity-architecture";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { MissionVisionContent } from "~/components/ecosystem/mission-vision";
import type { PartnerNetworkContent } from "~/components/ecosystem/partner-network";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium, corporationName: corporation } = site;

export const banner = {
  eyebrow: "The ecosystem",
  title: `About the ${product} Ecosystem`,
  subtitle:
    "One network, two entities and a shared purpose: making trust measurable without ever exposing the people behind the data.",
  actions: [
    { label: "Explore the Platform", to: pathTo("platform") },
    { label: "Meet the Consortium", to: pathTo("consortium-mission"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const networkSection: SectionIntro = {
  id: "network",
  eyebrow: "The network",
  title: "A network built to measure what matters",
  intro: `${product} connects the people who know how an organisation really behaves with the people who need to act on it. Six families of data flow into one hub, which ingests, analyses, correlates and scores them into four headline metrics.`,
};

export const stakeholderGroups: Feature[] = [
  {
    title: "Contributors",
    text: "Communities, investors and philanthropists who provide data through privacy-first channels and earn incentive units for verified contributions.",
    icon: UsersRound,
  },
  {
    title: "Subscribers",
    text: "Businesses that use quantified prosperity insights to price fairly, plan with foresight and prove the trust they have earned.",
    icon: Building2,
  },
  {
    title: "Support",
    text: "Researchers and data infrastructure partners who test the methods, challenge the models and keep the systems secure and resilient.",
    icon: FlaskConical,
  },
];

export const perceptionSection: SectionIntro = {
  id: "perception-crisis",
  eyebrow: "The perception crisis",
  title: "Trust is the most valuable asset nobody measures",
  intro:
    "Organisations are judged on trust every day: by tenants deciding whether to renew, customers choosing where to spend and investors weighing long-term risk. The tools that claim to measure it were not built for the job.",
};

export const perceptionProblems: Feature[] = [
  {
    title: "Ratings that disagree",
    text: "Environmental and social ratings from different providers often reach opposite verdicts on the same company, because each measures different things in different ways.",
    icon: Shuffle,
  },
  {
    title: "Signals that arrive too late",
    text: "Annual surveys and self-reported disclosures describe last year. By the time a trust problem shows up in a report, it has already shown up in churn and vacancies.",
    icon: Gauge,
  },
  {
    title: "Costs that stay hidden",
    text: "Ethical debt sits off the balance sheet. Without a measure, leaders cannot price it, repay it, or show investors what avoiding it is worth.",
    icon: ReceiptText,
  },
];

export const perceptionConclusion = `The result is a perception crisis: stakeholders doubt what organisations say about themselves, and organisations cannot prove what they do. ${product} replaces assertion with validated evidence.`;

export const dualEntitySection: SectionIntro = {
  id: "dual-entity-model",
  eyebrow: "The dual-entity model",
  title: "The Corporation and the Consortium",
  intro: `The ecosystem rests on a deliberate separation. The organisation that holds people's data does not sell insight, and the organisation that sells insight never sees people's data.`,
};

export const dualEntity: DualEntityContent = {
  consortium: {
    kind: "The Consortium · non-profit",
    name: consortium,
    role: "A 501(c)(3) data steward and ethical governance body, accountable to contributors and communities rather than shareholders.",
    duties: [
      "Manages accounts, privacy and consent",
      "Guards raw identifiable data, including individually controlled data",
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
      "Governs how that synthetic data may be used",
    ],
    icon: Landmark,
    tone: "accent",
  },
  corporation: {
    kind: "The Corporation · for-profit",
    name: corporation,
    role: `Builds and runs the ${product} intelligence platform for its subscribers.`,
    duties: [
      "Uses only the consortium's synthetic data",
      "Produces validated, quantified prosperity insights",
      "Offers trust scoring, scenario modelling and dynamic pricing driven by P-Points",
      "Never receives raw identifiable data",
    ],
    icon: Building2,
    tone: "brand",
  },
  bridge: {
    label: "Synthetic data only",
    text: "Each record carries a consortium unique identifier, never a name.",
  },
  boundary: `Consortium unique identifiers let auditors trace any insight back to the synthetic records behind it, and let ${consortium} honour a withdrawal of consent, without ${corporation} ever learning who anyone is.`,
};

export const dualEntityLinks: Action[] = [
  { label: "About the Consortium", to: pathTo("consortium-about"), variant: "outline" },
  { label: "About the Corporation", to: pathTo("corporation-about"), variant: "outline" },
];

export const subscribersSection: SectionIntro = {
  id: "subscribers",
  eyebrow: "Subscribers",
  title: "What subscribers gain",
  intro: `Businesses subscribe to ${product} to see themselves as their stakeholders do, and to act on what they find.`,
};

export const subscriberBenefits: Feature[] = [
  {
    title: "TrustScore intelligence",
    text: "Four headline metrics show how you perform on market, community, human-experience and ethical-resilience dimensions, tracked over time.",
    icon: ScanSearch,
    action: { label: "See the four metrics", to: pathTo("platform", "qpi") },
  },
  {
    title: "Scenario modelling",
    text: "Test a decision before you make it: see how a pricing policy, supplier or community programme would move your scores and your revenue.",
    icon: LineChart,
    action: { label: "Explore our solutions", to: pathTo("solutions") },
  },
  {
    title: "Dynamic pricing",
    text: "Reward verified ethical behaviour at the point of sale with P-Points, and turn trust into occupancy, retention and revenue.",
    icon: CircleDollarSign,
    action: { label: "How dynamic pricing works", to: pathTo("dynamic-pricing") },
  },
  {
    title: "Ethical Debt Assessment",
    text: "Enterprise leaders can begin with a confidential assessment of where ethical debt is building and what repaying it is worth.",
    icon: Compass,
    action: { label: "Request an assessment", to: pathTo("contact") },
  },
];

export const pointsSection: SectionIntro = {
  id: "p-points",
  eyebrow: "P-Points",
  title: "P-Points: a currency for verified good conduct",
  intro: `P-Points are the incentive units of the ${product} ecosystem. They reward the actions that build prosperity, and they power dynamic pricing for the businesses that honour them.`,
};

export const pointsTiers: DetailCard[] = [
  {
    label: "Tier one · Earn",
    title: "Incentive units for everyday actions",
    text: "Participants receive incentive units as soon as they report an action that builds prosperity through a privacy-first channel.",
    icon: Workflow,
    points: [
      "Paying on time, caring for a home, joining a community programme",
      "Sharing data with informed consent through the consortium",
      "Non-transferable, so they cannot be bought, sold or pooled",
    ],
  },
  {
    label: "Tier two · Redeem",
    title: "P-Points that subscribers honour",
    text: "Incentive units convert into P-Points only once the multi-dimensional validation engine has corroborated the action behind them. Subscribers honour P-Points as lower prices, better terms or more flexible payment options.",
    icon: Coins,
    points: [
      "Rewards good conduct where it happens, at the point of sale",
      "Lets businesses price on trust, not only on demand",
      "Every issue and redemption recorded in a blockchain audit trail",
    ],
  },
];

export const pointsDefences = {
  title: "Defences against gaming",
  text: "The two tiers are separate on purpose. Points cannot be bought or transferred, conversion waits for multi-dimensional validation, unusual patterns are flagged by anomaly detection, and the quantitative ethical dimension checks that rewards reach every group fairly.",
  action: { label: "Learn about P-Points", to: pathTo("prosperity-points"), variant: "outline" } satisfies Action,
};

export const missionVision: MissionVisionContent = {
  id: "mission-vision",
  eyebrow: "Mission and vision",
  title: "Why the ecosystem exists",
  mission: {
    label: "Our mission",
    text: "To make trust measurable, so that organisations are rewarded for the prosperity they create and held to account for the ethical debt they carry, without compromising the privacy of the people who provide the evidence.",
  },
  vision: {
    label: "Our vision",
    text: "An economy where trust is priced as carefully as risk, where communities share in the value their data creates, and where regenerative prosperity is the most profitable strategy in the market.",
  },
  action: { label: "Read Our Vision", to: pathTo("vision") },
};

export const partnerNetwork: PartnerNetworkContent = {
  id: "partner-network",
  eyebrow: "Partner network",
  title: "Who makes the network work",
  intro:
    "Eight kinds of partner, in three stakeholder groups, meet at the same hub: the consortium that protects their data and the corporation that turns it into intelligence.",
  hub: {
    title: `The ${product} hub`,
    text: `${consortium} and ${corporation}, joined by synthetic data only.`,
  },
  groups: {
    contributors: "Contributor",
    subscribers: "Subscriber",
    support: "Support",
  },
  partners: [
    {
      name: "Philanthropists",
      group: "contributors",
      text: "Grant makers and donors funding data where markets will not.",
    },
    {
      name: "Communities",
      group: "contributors",
      text: "Residents and neighbourhood groups sharing lived experience.",
    },
    {
      name: "Data contributors",
      group: "contributors",
      text: "Individuals who keep control of the data they choose to share.",
    },
    {
      name: "Investors",
      group: "contributors",
      text: "Systemic and institutional investors sharing market and impact data.",
    },
    { name: "Businesses", group: "subscribers", text: "Subscribers using quantified prosperity insights to act." },
    { name: "Pilot partners", group: "subscribers", text: "Businesses shaping new solutions in early pilots." },
    {
      name: "Infrastructure partners",
      group: "support",
      text: "Data infrastructure providers keeping systems secure.",
    },
    { name: "Researchers", group: "support", text: "Universities and institutes testing methods and models." },
  ],
  caption: `The ${product} partner network: contributors, subscribers and support partners all connect through one hub.`,
};

export const nextStepsSection: SectionIntro = {
  id: "next-steps",
  eyebrow: "Take part",
  title: "Find your place in the ecosystem",
};

export const nextSteps: Feature[] = [
  {
    title: "Explore the Platform",
    text: "See the four headline metrics, the dynamic pricing results and the TrustScore engine at work.",
    icon: ScanSearch,
    action: { label: "Visit the platform", to: pathTo("platform") },
  },
  {
    title: "Meet the Consortium",
    text: `Learn how ${consortium} protects data, consent and fairness as an independent non-profit.`,
    icon: Landmark,
    action: { label: "Our mission", to: pathTo("consortium-mission") },
  },
  {
    title: "Get Involved",
    text: "Invest, subscribe, contribute data, collaborate on research, donate or join the team.",
    icon: Handshake,
    action: { label: "Ways to get involved", to: pathTo("get-involved") },
  },
  {
    title: "Contact Us",
    text: "Ask a question, request a demo or start a confidential Ethical Debt Assessment.",
    icon: Mail,
    action: { label: "Get in touch", to: pathTo("contact") },
  },
];
