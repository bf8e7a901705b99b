import {
  Banknote,
  ChartLine,
  HeartHandshake,
  Landmark,
  Leaf,
  MessageSquareText,
  ShieldCheck,
  TrendingUp,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { site } from "~/config/site";
import { categoryColours, type TrustCategory } from "./categories";

/** A data source of the network; x and y are on the 800x384 diagram space (docs/product.md#ecosystem-network). */
export type EcosystemSourceNode = {
  id: string;
  label: string;
  icon: LucideIcon;
  category: TrustCategory;
  x: number;
  y: number;
  colour: string;
  description: string;
};

export type MetricId = "mpq" | "cpi" | "hxm" | "eri";

/** A metric chip; the values are illustrative samples, not live scores. */
export type MetricChip = {
  id: MetricId;
  label: string;
  /** The short name shown on the chip. */
  abbreviation: string;
  icon: LucideIcon;
  value: number;
  x: number;
  y: number;
};

export const diagramSpace = { width: 800, height: 384 } as const;

export const hub = { x: 400, y: 150 } as const;

export const ecosystemSourceNodes: EcosystemSourceNode[] = [
  {
    id: "market-data",
    label: "Market Data",
    icon: ChartLine,
    category: "economic",
    x: 120,
    y: 64,
    colour: categoryColours.economic,
    description: "Prices, demand, occupancy and transaction signals that show how markets reward or punish trust.",
  },
  {
    id: "community-metrics",
    label: "Community Metrics",
    icon: UsersRound,
    category: "social",
    x: 90,
    y: 192,
    colour: categoryColours.social,
    description:
      "Local employment, housing, affordability and access to services in the places an organisation touches.",
  },
  {
    id: "governance-data",
    label: "Governance Data",
    icon: Landmark,
    category: "ethical",
    x: 120,
    y: 320,
    colour: categoryColours.ethical,
    description: "Board structures, policies, disclosures, audit trails and the fairness of automated decisions.",
  },
  {
    id: "esg-indicators",
    label: "ESG Indicators",
    icon: Leaf,
    category: "environmental",
    x: 680,
    y: 64,
    colour: categoryColours.environmental,
    description:
      "Emissions, resource use and other environmental measures, read through the environmental, social, ethical and economic standard.",
  },
  {
    id: "financial-flows",
    label: "Financial Flows",
    icon: Banknote,
    category: "economic",
    x: 710,
    y: 192,
    colour: categoryColours.economic,
    description:
      "Investment, payments, supplier spend and the returns they generate for owners, workers and communities.",
  },
  {
    id: "stakeholder-voice",
    label: "Stakeholder Voice",
    icon: MessageSquareText,
    category: "social",
    x: 680,
    y: 320,
    colour: categoryColours.social,
    description:
      "Consented feedback from customers, employees, tenants and residents, shared through privacy-first channels.",
  },
];

export const metricChips: MetricChip[] = [
  {
    id: "mpq",
    abbreviation: "MPQ",
    label: "Market Prosperity Quotient",
    icon: TrendingUp,
    value: 94.2,
    x: 265,
    y: 330,
  },
  { id: "cpi", abbreviation: "CPI", label: "Community Prosperity Index", icon: Users, value: 87.6, x: 355, y: 330 },
  {
    id: "hxm",
    abbreviation: "MHEM",
    label: "Human Experience Metric",
    icon: HeartHandshake,
    value: 91.8,
    x: 445,
    y: 330,
  },
  { id: "eri", abbreviation: "ERI", label: "Ethical Resilience Index", icon: ShieldCheck, value: 89.3, x: 535, y: 330 },
];

/** The hub's phases, in the order it cycles through them (docs/product.md#ecosystem-network). */
export const hubPhases = ["Ingesting", "Analyzing", "Correlating", "Scoring"] as const;

export type HubPhase = (typeof hubPhases)[number];

export const ecosystemNetworkText = {
  sourcesLabel: "Data sources",
  hubLabel: `${site.productName} intelligence hub`,
  chipsLabel: "Headline metrics (illustrative sample values)",
  prompt: "Hover over or focus a data source to see what it contributes.",
  pause: "Pause the hub cycle",
  resume: "Resume the hub cycle",
  caption: `Six data sources feed the ${site.productName} hub, which cycles through ingesting, analyzing, correlating and scoring, and highlights each headline metric in turn. Metric values are illustrative.`,
};
