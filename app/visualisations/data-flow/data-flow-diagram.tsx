import { RefreshCw } from "lucide-react";
import { Card } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { DataFlowStage } from "~/content/visualisations/data-flow";
import { cn } from "~/lib/cn";
import dataFlow from "~content/data/data-flow";

const { caption: dataFlowCaption, knowledgeGraph, stageLabel, stages: dataFlowStages } = dataFlow;

type ArrowDirection = "right" | "down" | "up";

/** Arrow geometry along one axis: from `from` to the tip at `to`, across a 24-unit band. */
const arrowGeometry: Record<
  ArrowDirection,
  { width: number; height: number; from: number; to: number; vertical: boolean }
> = {
  right: { width: 64, height: 24, from: 2, to: 62, vertical: false },
  down: { width: 24, height: 48, from: 2, to: 46, vertical: true },
  up: { width: 24, height: 48, from: 46, to: 2, vertical: true },
};

/**
 * A moving pulse along an arrow, drawn and animated by the SVG itself (no script).
 * The pulse is hidden when the visitor prefers reduced motion; the arrow stays.
 */
function FlowArrow({ direction, delay, className }: { direction: ArrowDirection; delay: number; className?: string }) {
  const { width, height, from, to, vertical } = arrowGeometry[direction];
  const sign = to > from ? 1 : -1;
  const lineEnd = to - sign * 8;
  const point = (along: number, across: number) => (vertical ? `${12 + across} ${along}` : `${along} ${12 + across}`);
  const axis = vertical ? "cy" : "cx";
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn("shrink-0 overflow-visible text-brand", className)}
    >
      <path
        d={`M${point(from, 0)} L${point(lineEnd, 0)}`}
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="4 4"
        strokeLinecap="round"
      />
      <path
        d={`M${point(to - sign * 10, -6)} L${point(to, 0)} L${point(to - sign * 10, 6)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g className="motion-reduce:hidden">
        <circle cx={vertical ? 12 : from} cy={vertical ? from : 12} r="4" className="fill-ethical">
          <animate
            attributeName={axis}
            values={`${from};${lineEnd}`}
            dur="1.6s"
            begin={`${delay}s`}
            repeatCount="indefinite"
          />
          <animate
            attributeName="opacity"
            values="0;1;1;0"
            keyTimes="0;0.15;0.85;1"
            dur="1.6s"
            begin={`${delay}s`}
            repeatCount="indefinite"
          />
        </circle>
      </g>
    </svg>
  );
}

/**
 * One stage as a card. The arrow from the stage before it is decoration, so it sits in the
 * gap above the card (beside it on wide screens) rather than in a list item of its own.
 */
function StageCard({ stage, index }: { stage: DataFlowStage; index: number }) {
  const Icon = contentIcons[stage.icon];
  return (
    <Card as="li" padding="small" className="relative flex flex-col">
      {index > 0 ? (
        <span
          aria-hidden="true"
          className="absolute bottom-full left-1/2 flex -translate-x-1/2 justify-center py-1 md:top-1/2 md:right-full md:bottom-auto md:left-auto md:translate-x-0 md:-translate-y-1/2 md:px-2 md:py-0"
        >
          <FlowArrow direction="down" delay={index * 0.8} className="md:hidden" />
          <FlowArrow direction="right" delay={index * 0.8} className="hidden md:block" />
        </span>
      ) : null}
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
        >
          <Icon className="size-5" />
        </span>
        <Eyebrow as="span" size="small" tone="muted">
          {`${stageLabel} `}
          {index + 1}
        </Eyebrow>
      </span>
      <p className="mt-3 text-lg font-semibold text-ink">{stage.title}</p>
      <p className="mt-1 text-sm leading-relaxed text-muted">{stage.text}</p>
    </Card>
  );
}

const graphNodes = [
  { x: 30, y: 40 },
  { x: 80, y: 18 },
  { x: 130, y: 44 },
  { x: 180, y: 22 },
  { x: 60, y: 78 },
  { x: 115, y: 90 },
  { x: 170, y: 74 },
  { x: 220, y: 56 },
];
const graphEdges = [
  [0, 1],
  [1, 2],
  [2, 3],
  [0, 4],
  [4, 5],
  [2, 5],
  [5, 6],
  [3, 7],
  [6, 7],
  [1, 4],
  [2, 6],
];
const graphColours = ["fill-environmental", "fill-social", "fill-ethical", "fill-economic"];

function KnowledgeGraphPicture() {
  return (
    <svg aria-hidden="true" viewBox="0 0 250 110" className="h-auto w-full max-w-64 shrink-0">
      {graphEdges.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={graphNodes[a].x}
          y1={graphNodes[a].y}
          x2={graphNodes[b].x}
          y2={graphNodes[b].y}
          className="stroke-white/30"
          strokeWidth="1.5"
        />
      ))}
      {graphNodes.map((node, index) => (
        <circle
          key={`${node.x}-${node.y}`}
          cx={node.x}
          cy={node.y}
          r={index % 3 === 0 ? 8 : 6}
          className={cn(graphColours[index % 4], index % 2 === 0 && "motion-safe:animate-pulse")}
        />
      ))}
    </svg>
  );
}

/**
 * The animated data flow (docs/product.md#data-flow-diagram): three stages feed the knowledge graph, whose
 * continuous-learning feedback loop returns to the first stage. Pure HTML and
 * SVG, animated by SVG and CSS only, so it costs no JavaScript.
 */
export function DataFlowDiagram() {
  const GraphIcon = contentIcons[knowledgeGraph.icon];
  return (
    <figure data-testid="data-flow-diagram" className="w-full">
      <ol className="grid items-stretch gap-14 md:grid-cols-3 md:gap-20">
        {dataFlowStages.map((stage, index) => (
          <StageCard key={stage.title} stage={stage} index={index} />
        ))}
      </ol>
      <div aria-hidden="true" className="grid justify-items-center py-1 md:grid-cols-[1fr_4rem_1fr_4rem_1fr] md:gap-2">
        <FlowArrow direction="up" delay={0.8} className="hidden md:block" />
        <FlowArrow direction="down" delay={2.4} className="md:col-start-5" />
      </div>
      <Card tone="night" padding="large" className="flex flex-col gap-6 md:flex-row md:items-center">
        <KnowledgeGraphPicture />
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold">
            <GraphIcon aria-hidden="true" className="size-5 text-ethical" />
            {knowledgeGraph.title}
          </p>
          <p className="mt-2 leading-relaxed text-white/85">{knowledgeGraph.text}</p>
          <p className="mt-4 flex items-start gap-2 text-sm leading-relaxed text-white/85">
            <RefreshCw
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-ethical motion-safe:animate-[spin_6s_linear_infinite]"
            />
            <span>
              <span className="font-semibold text-white">{knowledgeGraph.loopLabel}:</span> {knowledgeGraph.loopText}
            </span>
          </p>
        </div>
      </Card>
      <figcaption className="sr-only">{dataFlowCaption}</figcaption>
    </figure>
  );
}
