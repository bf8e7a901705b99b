import { BadgeCheck, Eye, FileCheck2, FileLock2, Fingerprint, Radar, Scale, UsersRound } from "lucide-react";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { Dimension } from "~/components/sections/dimension-list";
import type { Fact } from "~/components/sections/fact-panel";
import type { LoopStage } from "~/components/sections/feedback-loop";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { MetricSummary } from "~/components/platform/metric-summaries";
import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "Systemic trust",
  title: "Quantitative Prosperity Intelligence",
  subtitle: "Measuring environmental, social, ethical and economic value as one validated signal.",
  actions: [
    { label: "Explore the Four Metrics", to: pathTo("platform", "qpi") },
    { label: "Contact Us", to: pathTo("contact"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const overview: Story = {
  id: "overview",
  eyebrow: "Why it matters",
  title: "Prosperity is more than profit, and it can be measured",
  paragraphs: [
    "A business can grow its revenue while draining the community around it, or look responsible in its disclosures while its customers quietly lose faith. Financial statements miss the first; sustainability reports often miss the second. Neither shows whether the prosperity an organisation creates is real, shared and likely to last.",
    `Quantitative prosperity intelligence closes that gap. ${product} measures every organisation against one standard across environmental, social, ethical and economic value, validates every signal before it counts, and delivers the result as quantified prosperity insights that stand up to scrutiny from boards, investors, regulators and communities alike.`,
  ],
};

export const atAGlance = {
  title: "At a glance",
  facts: [
    {
      term: "Measurement standard",
      detail: "Environmental, social, ethical and economic value, measured the same way for every organisation.",
    },
    { term: "Fairness metric", detail: "The quantitative ethical dimension." },
    { term: "Validation", detail: "A multi-dimensional validation engine that corroborates every signal." },
    { term: "Learning", detail: "A knowledge graph with a continuous-learning feedback loop." },
    { term: "Accountability", detail: "Blockchain audit trails for every contribution, transformation and score." },
    { term: "Data", detail: `Privacy-preserving synthetic data from ${consortium}, never raw identifiable data.` },
  ] satisfies Fact[],
};

export const standardSection: SectionIntro = {
  id: "measurement-standard",
  eyebrow: "The measurement standard",
  title: "Four dimensions, one standard",
  intro:
    "Single-lens ratings reward whoever tells the best story in their favourite dimension. Our standard weighs all four together, so strength in one cannot hide harm in another.",
};

export const dimensions: Dimension[] = [
  {
    key: "environmental",
    title: "Environmental",
    text: "Energy, emissions, water and waste, the condition of buildings and land, and the environmental effects that neighbours live with.",
  },
  {
    key: "social",
    title: "Social",
    text: "Wellbeing, inclusion and access in the communities an organisation touches, and how its customers, tenants and employees experience it.",
  },
  {
    key: "ethical",
    title: "Ethical",
    text: "How fairly value, risk and voice are shared: pricing and terms, governance, transparency, and the fairness of automated decisions.",
  },
  {
    key: "economic",
    title: "Economic",
    text: "Financial resilience, fair value exchange, local spending and employment, and the durability of customer and partner relationships.",
  },
];

export const ethicalDimensionSection: SectionIntro = {
  id: "quantitative-ethical-dimension",
  eyebrow: "The quantitative ethical dimension",
  title: "Fairness, expressed as a number you can test",
  intro:
    'The quantitative ethical dimension is our fairness metric. It turns the question "is this fair?" into measurements that can be compared over time, across organisations and between the groups an organisation serves.',
};

export const ethicalLenses: DetailCard[] = [
  {
    label: "Lens one",
    title: "Fair outcomes",
    text: "Do different groups receive comparable prices, terms and service for comparable conduct?",
    icon: Scale,
    points: ["Compares outcomes across groups within tolerance bands", "Flags gaps that conduct alone cannot explain"],
  },
  {
    label: "Lens two",
    title: "Fair process",
    text: "Are the rules that produce those outcomes transparent, explainable and open to challenge?",
    icon: Eye,
    points: ["Checks that every automated decision can be explained", "Rewards clear appeal and correction routes"],
  },
  {
    label: "Lens three",
    title: "Fair voice",
    text: "Do the people affected have a say, and is their data used only as they agreed?",
    icon: UsersRound,
    points: ["Draws on consent records held by the consortium", "Weighs how stakeholder feedback changes decisions"],
  },
];

export const validationSection: SectionIntro = {
  id: "validation-engine",
  eyebrow: "The multi-dimensional validation engine",
  title: "Every signal earns its place",
  intro:
    "A signal only influences a score once it has passed three kinds of test. Contradictions are flagged rather than averaged away, and every score carries a confidence level.",
};

export const validationSteps: ProcessStep[] = [
  {
    actor: "Source",
    title: "Provenance and consent",
    text: `Is the signal what it claims to be, and was it shared with consent? Each synthetic record carries a consortium unique identifier that ties it to ${consortium}'s consent records.`,
    icon: Fingerprint,
  },
  {
    actor: "Signal",
    title: "Corroboration across dimensions",
    text: "Does independent evidence agree? A self-reported improvement must be borne out by what customers, communities and markets show across the four dimensions.",
    icon: BadgeCheck,
  },
  {
    actor: "Pattern",
    title: "Anomaly and gaming detection",
    text: "Does anything look engineered? Sudden bursts, circular activity and too-perfect patterns are held back for review, which keeps both scores and P-Points honest.",
    icon: Radar,
  },
];

export const knowledgeGraphSection: SectionIntro = {
  id: "knowledge-graph",
  eyebrow: "The knowledge graph",
  title: "Intelligence that learns from what actually happens",
  intro:
    "Validated signals become connected facts about organisations, places and relationships. A continuous-learning feedback loop compares every prediction with the outcome that followed, so the models grow more accurate with each cycle.",
};

export const learningLoop: LoopStage[] = [
  {
    title: "Connect",
    text: "Validated signals join the graph as linked facts about organisations, places and relationships.",
  },
  { title: "Reason", text: "The graph traces how conduct in one dimension affects outcomes in the others." },
  { title: "Predict", text: "Models project how scores, risk and revenue will move under different scenarios." },
  { title: "Observe", text: "Real outcomes arrive: renewals, vacancies, complaints, community change." },
  { title: "Learn", text: "Predictions are compared with outcomes, and the models and weights are refined." },
];

export const learningLoopReturn =
  "The refined models shape the next cycle of connections, so the loop begins again a little wiser.";

export const auditSection: SectionIntro = {
  id: "audit-trails",
  eyebrow: "Blockchain audit trails",
  title: "Every insight comes with its receipts",
  intro:
    "A tamper-evident ledger records how each insight was produced, so anyone with the right to check can replay the path from evidence to score, without seeing who anyone is.",
};

export const auditCards: DetailCard[] = [
  {
    title: "What the ledger records",
    text: "The lineage of every insight, step by step.",
    icon: FileCheck2,
    points: [
      "Each contribution, keyed to its consortium unique identifier",
      "Each transformation, model version and validation result",
      "Each score change, and each P-Points issue and redemption",
    ],
  },
  {
    title: "What it never holds",
    text: "Anything that could identify a person.",
    icon: FileLock2,
    points: [
      "No names, contact details or raw identifiable data",
      "No individually controlled data, which stays with its owner",
      "Consent withdrawals honoured without exposing who withdrew",
    ],
  },
];

export const metricsSection: SectionIntro = {
  id: "headline-metrics",
  eyebrow: "Where it comes together",
  title: "Four headline metrics",
  intro:
    "Quantitative prosperity intelligence is delivered through four headline metrics, each one explainable down to the validated evidence behind it.",
};

export const metricSummaries: MetricSummary[] = [
  { id: "mpq", abbreviation: "MPQ", summary: "Durable market value built on trust." },
  { id: "cpi", abbreviation: "CPI", summary: "The prosperity of the communities an organisation touches." },
  { id: "hxm", abbreviation: "MHEM", summary: "How people actually experience dealing with an organisation." },
  { id: "eri", abbreviation: "ERI", summary: "How well conduct holds up under ethical pressure." },
];

export const metricsActions: Action[] = [
  { label: "Explore the Metrics", to: pathTo("platform", "qpi") },
  { label: "How It Works", to: pathTo("how-it-works"), variant: "outline" },
];

export const closing = {
  title: "Measure the prosperity you create",
  text: "See quantitative prosperity intelligence applied to your organisation with simulated data, or talk to us about a confidential Ethical Debt Assessment.",
  actions: [
    { label: "Schedule a Demo", to: pathTo("schedule-demo") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
