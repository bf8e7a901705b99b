import { Banknote, ChartLine, Landmark, Leaf, MessageSquareText, UsersRound, type LucideIcon } from "lucide-react";
import type { MetricKey } from "~/content/schema/blocks";
import type { SourceId } from "~/content/visualisations/ecosystem-network";
import network from "~content/data/ecosystem-network";
import { categoryColourTokens } from "../shared/category-order";
import { metricIcons } from "../shared/metric-icons";

/** The space the diagram is drawn on (docs/product.md#ecosystem-network); the HTML places everything in percent of it. */
export const diagramSpace = { width: 800, height: 384 } as const;

export const hub = { x: 400, y: 150 } as const;

type Place = { x: number; y: number };

/** Three sources on each side of the hub, each with its icon: the drawing, so code, while the words are content. */
const sourcePlaces: Record<SourceId, Place & { icon: LucideIcon }> = {
  "market-data": { x: 120, y: 64, icon: ChartLine },
  "community-metrics": { x: 90, y: 192, icon: UsersRound },
  "governance-data": { x: 120, y: 320, icon: Landmark },
  "esg-indicators": { x: 680, y: 64, icon: Leaf },
  "financial-flows": { x: 710, y: 192, icon: Banknote },
  "stakeholder-voice": { x: 680, y: 320, icon: MessageSquareText },
};

/** The metric chips in a row under the hub. */
const chipPlaces: Record<MetricKey, Place> = {
  mpq: { x: 265, y: 330 },
  cpi: { x: 355, y: 330 },
  hxm: { x: 445, y: 330 },
  eri: { x: 535, y: 330 },
};

/** The data sources (content/data/ecosystem-network.yaml) with their places, icons and dimension colours. */
export const ecosystemSourceNodes = network.sources.map((source) => ({
  ...source,
  ...sourcePlaces[source.id],
  colour: categoryColourTokens[source.category],
}));

/** The metric chips; their values are illustrative samples, not live scores. */
export const metricChips = network.metricChips.map((chip) => ({
  ...chip,
  ...chipPlaces[chip.id],
  icon: metricIcons[chip.id],
}));

/** The hub's phases, in the order it cycles through them; phase i highlights chip i. */
export const { hubPhases, text: ecosystemNetworkText } = network;
