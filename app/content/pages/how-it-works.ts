import {
  Building2,
  Compass,
  Fingerprint,
  Gauge,
  Landmark,
  Layers,
  Network,
  Scale,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Users,
  Waypoints,
} from "lucide-react";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { Dimension } from "~/components/sections/dimension-list";
import type { LoopStage } from "~/components/sections/feedback-loop";
import type { DualEntityContent } from "~/components/sections/dual-entity-architecture";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium, corporationName: corporation } = site;

export const banner = {
  title: "How It Works",
  subtitle: "From privacy-first data contribution to validated, quantified prosperity insights.",
  actions: [
    { label: "Explore the Platform", to: pathTo("platform"), variant: "inverse" },
    { label: "Talk to Our Team", to: pathTo("contact"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const stepsSection: SectionIntro = {
  id: "three-steps",
  eyebrow: "The process",
  title: "Three steps from lived experience to prosperity intelligence",
  intro: `Every ${product} insight travels the same path. People and institutions share what they know on their own terms, the platform validates and synthesises it, and the organisations that subscribe act on what it reveals.`,
};

export const steps: ProcessStep[] = [
  {
    actor: "Contributors",
    title: "Provide data through privacy-first channels",
    text: "Communities, investors and philanthropists contribute experience, market and impact data through channels designed around consent. Nothing is collected that a contributor has not agreed to share.",
    icon: Fingerprint,
    points: [
      `Consent and accounts are managed by ${consortium}, not by the company that sells insights`,
      "Individually controlled data stays under the control of the person it describes",
      "Contributors can see how their data is used and withdraw it",
    ],
  },
  {
    actor: product,
    title: "Turn it into prosperity intelligence",
    text: `${product} validates every signal across environmental, social, ethical and economic dimensions, connects it in a knowledge graph and produces quantified prosperity insights.`,
    icon: Sparkles,
    points: [
      "Works only on privacy-preserving synthetic data",
      "Cross-checks each signal against independent sources before it counts",
      "Scores are explainable down to the evidence behind them",
    ],
  },
  {
    actor: "Subscribers",
    title: "Use the insights",
    text: "Businesses use the insights to see their ethical debt, model scenarios, price on verified trust and report progress their stakeholders can believe.",
    icon: Compass,
    points: [
      "TrustScore intelligence and the four headline prosperity metrics",
      "Scenario modelling before a decision, not after the damage",
      "Dynamic pricing that rewards verified ethical action with P-Points",
    ],
  },
];

export const architectureSection: SectionIntro = {
  id: "dual-entity-architecture",
  eyebrow: "Dual-entity architecture",
  title: "Two organisations, one firewall between people and profit",
  intro: `${product} is deliberately split in two. An independent non-profit holds everything that could identify a person; a company builds the intelligence without ever touching it.`,
};

export const architecture: DualEntityContent = {
  consortium: {
    kind: "Non-profit 501(c)(3)",
    name: consortium,
    role: "The data steward and ethical governance body. It answers to contributors and communities, not to shareholders.",
    duties: [
      "Manages accounts, privacy and consent",
      "Guards raw identifiable data, including individually controlled data",
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
      "Sets and audits the rules for how data may be used",
    ],
    icon: Landmark,
    tone: "accent",
  },
  corporation: {
    kind: "For-profit company",
    name: corporation,
    role: `Builds and runs the ${product} intelligence platform and serves its subscribers.`,
    duties: [
      "Uses only the consortium's synthetic data",
      "Produces validated, quantified prosperity insights",
      "Runs the TrustScore engine, scenario modelling and dynamic pricing",
      "Never receives or stores raw identifiable data",
    ],
    icon: Building2,
    tone: "brand",
  },
  bridge: {
    label: "Synthetic data only",
    text: "Tagged with consortium unique identifiers, so every insight can be traced and audited without identifying anyone.",
  },
  boundary: `Raw identifiable data never leaves ${consortium}. The consortium unique identifiers let auditors follow any insight back to its synthetic source, and let the consortium honour a withdrawal of consent, without the company ever learning who anyone is.`,
};

export const engineSection: SectionIntro = {
  id: "validation-engine",
  eyebrow: "Multi-dimensional validation engine",
  title: "A signal only counts once it has been validated four ways",
  intro: `Single-lens ratings reward whoever tells the best story. The ${product} validation engine measures every organisation against the same four-dimension standard and checks each signal against independent evidence before it moves a score.`,
};

export const dimensions: Dimension[] = [
  {
    key: "environmental",
    title: "Environmental",
    text: "The footprint an organisation leaves on the places it depends on, from resource use to local ecosystems.",
  },
  {
    key: "social",
    title: "Social",
    text: "How employees, customers, tenants and neighbours actually experience the organisation, in their own words.",
  },
  {
    key: "ethical",
    title: "Ethical",
    text: "Fairness in how value, risk and voice are shared, measured by the quantitative ethical dimension.",
  },
  {
    key: "economic",
    title: "Economic",
    text: "Durable financial performance and the prosperity an organisation creates for the community around it.",
  },
];

export const validationChecksTitle = "Four checks before a signal moves a score";

export const validationChecks: Feature[] = [
  {
    title: "Provenance",
    text: "Is the source known, consented and traceable through its consortium unique identifier?",
    icon: Fingerprint,
  },
  {
    title: "Corroboration",
    text: "Do independent sources agree? Self-reported claims never count on their own.",
    icon: Users,
  },
  {
    title: "Consistency",
    text: "Does the signal fit across all four dimensions, or does it contradict them? Contradictions are flagged, not averaged away.",
    icon: Scale,
  },
  {
    title: "Confidence",
    text: "How certain is the result? Every score is reported with its confidence and the evidence behind it.",
    icon: Gauge,
  },
];

export const safeguardsSection: SectionIntro = {
  id: "safeguards",
  eyebrow: "Inside the engine",
  title: "Built to learn, built to be checked",
  intro:
    "Two more pieces of technology keep the intelligence accurate as the world changes, and keep every result open to inspection.",
};

export const safeguards: DetailCard[] = [
  {
    title: "Knowledge graph with a continuous-learning feedback loop",
    text: "Validated signals become connected facts about organisations, places and relationships. Outcomes flow back into the graph, so the models learn which signals truly predicted prosperity.",
    icon: Network,
    points: [
      "Connects cause and effect across markets and communities",
      "Retrains on observed outcomes, not on assumptions",
      "Drift and bias are monitored with every cycle",
    ],
  },
  {
    title: "Blockchain audit trails",
    text: "Every contribution, transformation and score change is recorded in a tamper-evident ledger keyed to consortium unique identifiers, never to personal details.",
    icon: Layers,
    points: [
      "Auditors can replay how any insight was produced",
      "Consent changes are logged and honoured end to end",
      "No personal data is ever written to the ledger",
    ],
  },
];

export const loopSection: SectionIntro = {
  id: "feedback-loop",
  eyebrow: "Continuous learning",
  title: "A feedback loop that gets sharper with every decision",
  intro:
    "Intelligence that never checks its own predictions drifts into opinion. The loop closes the gap between what the platform expected and what actually happened.",
};

export const loopStages: LoopStage[] = [
  {
    title: "Ingest",
    text: "Consented contributions arrive as synthetic records tagged with consortium unique identifiers.",
  },
  {
    title: "Validate",
    text: "The engine checks each signal across the four dimensions and against independent sources.",
  },
  {
    title: "Connect",
    text: "The knowledge graph links validated facts into a living picture of trust and prosperity.",
  },
  {
    title: "Score",
    text: "Subscribers receive quantified prosperity insights, each with its evidence and confidence.",
  },
  { title: "Learn", text: "Real-world outcomes flow back, and the models that predicted them well gain weight." },
];

export const loopReturn = "Then the loop begins again, with a sharper model.";

export const nextStepsSection: SectionIntro = { id: "keep-exploring", title: "Keep exploring" };

export const nextSteps: Feature[] = [
  {
    title: "The Platform",
    text: "See the four headline prosperity metrics and how the TrustScore engine brings them together.",
    icon: ScanSearch,
    action: { label: "Explore the platform", to: pathTo("platform") },
  },
  {
    title: "Data stewardship",
    text: `How ${consortium} protects contributors: consent, synthetic data, bias mitigation and explainability.`,
    icon: ShieldCheck,
    action: { label: "Read about data governance", to: pathTo("data-stewardship") },
  },
  {
    title: "Talk to us",
    text: "Ask how the process would work with your data, your markets and your stakeholders.",
    icon: Waypoints,
    action: { label: "Contact the team", to: pathTo("contact") },
  },
];

export const closing = {
  title: "See the whole journey with your own questions",
  text: `A demo walks through each step, from consented contribution to a validated ${product} insight, using simulated data.`,
  actions: [
    { label: "Request a Demo", to: pathTo("contact", "demo-request") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
