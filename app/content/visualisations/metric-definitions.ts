import { HeartHandshake, ShieldCheck, TrendingUp, Users, type LucideIcon } from "lucide-react";
import type { MetricId } from "./ecosystem-network";

/** A headline metric's definition (docs/product.md#metric-explorer): what it measures and an example of its use. */
export type MetricDefinition = {
  key: MetricId;
  label: string;
  /** The short name shown where space is tight. */
  abbreviation: string;
  icon: LucideIcon;
  definition: string;
  example: string;
};

export const metricDefinitions: MetricDefinition[] = [
  {
    key: "mpq",
    abbreviation: "MPQ",
    label: "Market Prosperity Quotient",
    icon: TrendingUp,
    definition:
      "How effectively an organisation converts trust into durable market value: customer retention and advocacy, pricing power, partner confidence and the stability of revenue under stress.",
    example:
      "A residential landlord compares its MPQ across buildings and finds where fairer renewal terms would cut vacancy and lift revenue.",
  },
  {
    key: "cpi",
    abbreviation: "CPI",
    label: "Community Prosperity Index",
    icon: Users,
    definition:
      "The organisation's net contribution to the prosperity of the communities it touches: local employment, access to essential services, affordability and how benefits and costs are shared.",
    example:
      "An impact investor screens a portfolio by CPI to see which holdings strengthen their neighbourhoods and which quietly drain them.",
  },
  {
    key: "hxm",
    abbreviation: "MHEM",
    label: "Human Experience Metric (MHEM)",
    icon: HeartHandshake,
    definition:
      "The lived experience of the people who deal with the organisation, including customers, employees, tenants and suppliers, captured through privacy-preserving feedback rather than inferred from behaviour alone.",
    example:
      "A retailer tracks MHEM after changing its payment options and sees customer experience and sales rise together.",
  },
  {
    key: "eri",
    abbreviation: "ERI",
    label: "Ethical Resilience Index",
    icon: ShieldCheck,
    definition:
      "The organisation's capacity to absorb ethical shocks, measured through the quality of its governance, the fairness of its automated decisions, the integrity of its data practices and its record of correcting harm.",
    example:
      "A board reviews ERI before deploying a new pricing algorithm and fixes a fairness gap before it reaches customers or regulators.",
  },
];

export const metricExplorerText = {
  label: "Headline metrics",
  definitionHeading: "Definition",
  exampleHeading: "Use case",
  hint: "Hover over or focus a metric to see its definition and a use case.",
};
