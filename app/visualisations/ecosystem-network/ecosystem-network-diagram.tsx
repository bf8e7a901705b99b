import { Pause, Play } from "lucide-react";
import type { CSSProperties } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import {
  diagramSpace,
  ecosystemNetworkText as text,
  ecosystemSourceNodes,
  hub,
  hubPhases,
  metricChips,
} from "./network";

const percentX = (x: number) => `${(x / diagramSpace.width) * 100}%`;
const percentY = (y: number) => `${(y / diagramSpace.height) * 100}%`;

/** Where a source sits, and its colour for the classes that draw it (`--node-colour`). */
const sourceStyle = (node: (typeof ecosystemSourceNodes)[number]) =>
  ({ left: percentX(node.x), top: percentY(node.y), "--node-colour": node.colour }) as CSSProperties;

/**
 * The id of a source's description. The diagram is drawn once, on one page, so its sources' ids are
 * the page's own; React's `useId` made them 10 characters longer, bytes of /about's first round trip.
 */
const descriptionId = (node: (typeof ecosystemSourceNodes)[number]) => `network-${node.id}`;

/** How long after the one before it each source's pulse sets off, in seconds. */
const pulseStagger = 0.33;

/** Where a source's pulse is drawn (its source), its colour, how far it travels (to the hub) and when it sets off. */
const pulseStyle = (node: (typeof ecosystemSourceNodes)[number], index: number) =>
  ({
    fill: node.colour,
    "--pulse-travel": `${hub.x - node.x}px ${hub.y - node.y}px`,
    animationDelay: `${Math.round(index * pulseStagger * 100) / 100}s`,
  }) as CSSProperties;

/**
 * Lines from every source to the hub, with data pulses that travel along them unless motion is
 * reduced (`network-pulse`, app/app.css). The line of the source in hand is drawn
 * `data-emphasis="active"`, the others "dimmed".
 */
function Connectors() {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${diagramSpace.width} ${diagramSpace.height}`}
      className="absolute inset-0 hidden size-full md:block"
    >
      {ecosystemSourceNodes.map((node, index) => (
        <g key={node.id}>
          <line
            x1={node.x}
            y1={node.y}
            x2={hub.x}
            y2={hub.y}
            data-source-line={node.id}
            style={{ stroke: node.colour }}
            className="network-line"
          />
          {/* Unseen at its source but while its pulse runs. */}
          <circle
            r="4"
            cx={node.x}
            cy={node.y}
            opacity={0}
            style={pulseStyle(node, index)}
            className="network-pulse motion-reduce:hidden"
          />
        </g>
      ))}
    </svg>
  );
}

/**
 * The ecosystem network (docs/product.md#ecosystem-network): six data sources around a hub that cycles through
 * Ingesting, Analyzing, Correlating and Scoring every 2 s, highlighting one
 * headline metric per phase. Hovering or focusing a source shows its description.
 * On small screens the same content stacks as cards with their descriptions.
 *
 * Rendered on the server in its first state; ./behaviour.ts brings it to life in the browser without
 * React, by the `data-*` attributes written here, which the `network-*` classes style (app/app.css):
 * one short class each for the lines, sources and chips, which a page repeats six and four times,
 * where their utility lists were bytes of /about's first round trip and of its inline rules
 * (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export function EcosystemNetworkDiagram() {
  const [firstPhase] = hubPhases;
  const [firstChip] = metricChips;

  return (
    <figure data-testid="ecosystem-network" data-ecosystem-network className="w-full">
      <div className="relative flex flex-col gap-6 md:block md:aspect-[800/384]">
        <Connectors />
        <ul aria-label={text.sourcesLabel} className="grid gap-3 sm:grid-cols-2 md:block">
          {ecosystemSourceNodes.map((node) => {
            const Icon = node.icon;
            return (
              <li
                key={node.id}
                data-source={node.id}
                data-active="false"
                style={sourceStyle(node)}
                className="network-source"
              >
                <button
                  type="button"
                  aria-describedby={descriptionId(node)}
                  data-node-id={node.id}
                  className="network-source-button"
                >
                  <span aria-hidden="true" className="network-source-mark">
                    <Icon className="size-5" />
                  </span>
                  <span data-source-label className="network-source-label">
                    {node.label}
                  </span>
                </button>
                <p id={descriptionId(node)} className="network-source-text">
                  {node.description}
                </p>
              </li>
            );
          })}
        </ul>
        <div
          style={{ left: percentX(hub.x), top: percentY(hub.y) }}
          className="flex flex-col items-center justify-center rounded-card bg-night p-5 text-center text-white shadow-card md:absolute md:size-40 md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-full md:p-3 md:ring-8 md:ring-brand/15"
        >
          <Eyebrow as="span" size="small" tone="on-night-muted">
            {text.hubLabel}
          </Eyebrow>
          <span data-testid="hub-phase" data-hub-phase className="mt-1 text-xl font-bold">
            {firstPhase}
          </span>
        </div>
        <ul aria-label={text.chipsLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4 md:block">
          {metricChips.map((chip, index) => {
            const Icon = chip.icon;
            return (
              <li
                key={chip.id}
                data-chip-id={chip.id}
                data-phase={hubPhases[index]}
                data-active={index === 0 ? "true" : "false"}
                style={{ left: percentX(chip.x), top: percentY(chip.y) }}
                className="network-chip"
              >
                <span aria-hidden="true" className="flex items-center gap-1 text-xs font-semibold">
                  <Icon className="size-3.5" />
                  {chip.abbreviation}
                </span>
                <span className="sr-only">
                  <span data-chip-label>{chip.label}</span>:{" "}
                </span>
                <span className="text-base font-bold tabular-nums">{chip.value.toFixed(1)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <p
          aria-hidden="true"
          data-testid="ecosystem-node-description"
          className="hidden min-h-12 max-w-2xl leading-relaxed text-ink-soft md:block"
        >
          <span data-description-label className="font-semibold text-ink" />{" "}
          <span data-description-text>{text.prompt}</span>
        </p>
        <button
          type="button"
          data-hub-pause
          className="ml-auto inline-flex h-10 items-center gap-2 rounded-full border border-ink/20 bg-surface-raised px-4 text-sm font-semibold text-ink hover:bg-surface-soft"
        >
          <span data-when="playing" className="contents">
            <Pause aria-hidden="true" className="size-4" />
            {text.pause}
          </span>
          <span data-when="paused" hidden className="contents">
            <Play aria-hidden="true" className="size-4" />
            {text.resume}
          </span>
        </button>
      </div>
      <p aria-live="off" aria-atomic="true" data-testid="hub-live" data-hub-live className="sr-only">
        <span data-live-phase>{firstPhase}</span>: <span data-live-chip>{firstChip.label}</span> {text.highlighted}
      </p>
      <figcaption className="mt-3 text-sm text-muted">{text.caption}</figcaption>
    </figure>
  );
}
