import { BrainCircuit, DatabaseZap, Network, ShieldCheck, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

export type DataFlowStage = {
  id: string;
  title: string;
  text: string;
  icon: LucideIcon;
};

const { productName: product, consortiumName: consortium } = site;

/** Three stages feeding a knowledge graph that learns from every outcome (docs/product.md#data-flow-diagram). */
export const dataFlowStages: DataFlowStage[] = [
  {
    id: "ingress",
    title: "Data Ingress",
    text: "Market, community, governance and stakeholder signals arrive through consented, privacy-first channels.",
    icon: DatabaseZap,
  },
  {
    id: "synthesis",
    title: "Ethical Synthesis",
    text: `${consortium} removes anything identifiable and produces privacy-preserving synthetic data tagged with consortium identifiers.`,
    icon: ShieldCheck,
  },
  {
    id: "intelligence",
    title: "Intelligence Generation",
    text: `${product} validates the synthetic data and scores it into quantified prosperity insights.`,
    icon: BrainCircuit,
  },
];

export const knowledgeGraph = {
  title: "Knowledge graph",
  text: "Every validated insight and its outcome is linked into a growing graph of relationships between organisations, communities and results.",
  icon: Network,
  loopLabel: "Continuous-learning feedback loop",
  loopText:
    "Outcomes flow back to sharpen how new data is validated and scored, so each insight is better than the last.",
};

export const dataFlowCaption =
  "Data flow: data ingress, ethical synthesis and intelligence generation feed the knowledge graph, whose continuous-learning feedback loop returns to the start.";
