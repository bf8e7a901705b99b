import { Pause, Play } from "lucide-react";
import { useEffect, useId, useState, type FocusEvent } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";
import { hubPhaseIntervalMs, nextHubPhaseIndex } from "./hub-cycle";
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

function useHubPhase(paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextHubPhaseIndex(current, hubPhases.length)),
      hubPhaseIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused]);
  return index;
}

/** Lines from every source to the hub, with data pulses that travel along them unless motion is reduced. */
function Connectors({ activeId }: { activeId: string | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${diagramSpace.width} ${diagramSpace.height}`}
      className="absolute inset-0 hidden size-full md:block"
    >
      {ecosystemSourceNodes.map((node, index) => {
        const active = activeId === node.id;
        return (
          <g key={node.id}>
            <line
              x1={node.x}
              y1={node.y}
              x2={hub.x}
              y2={hub.y}
              style={{ stroke: node.colour }}
              strokeWidth={active ? 3 : 1.5}
              strokeOpacity={activeId === null || active ? 0.7 : 0.25}
              strokeDasharray={active ? undefined : "5 6"}
            />
            <circle r="4" style={{ fill: node.colour }} className="motion-reduce:hidden">
              <animate
                attributeName="cx"
                values={`${node.x};${hub.x}`}
                dur="2s"
                begin={`${index * 0.33}s`}
                repeatCount="indefinite"
              />
              <animate
                attributeName="cy"
                values={`${node.y};${hub.y}`}
                dur="2s"
                begin={`${index * 0.33}s`}
                repeatCount="indefinite"
              />
              <animate
                attributeName="opacity"
                values="0;1;1;0"
                keyTimes="0;0.2;0.8;1"
                dur="2s"
                begin={`${index * 0.33}s`}
                repeatCount="indefinite"
              />
            </circle>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The ecosystem network (docs/product.md#ecosystem-network): six data sources around a hub that cycles through
 * Ingesting, Analyzing, Correlating and Scoring every 2 s, highlighting one
 * headline metric per phase. Hovering or focusing a source shows its description.
 * On small screens the same content stacks as cards with their descriptions.
 */
export function EcosystemNetworkDiagram() {
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const phaseIndex = useHubPhase(paused);
  const id = useId();
  const phase = hubPhases[phaseIndex];
  const activeChip = metricChips[phaseIndex];
  const hoveredNode = ecosystemSourceNodes.find((node) => node.id === hoveredId);
  const PauseIcon = paused ? Play : Pause;

  const leaveFigure = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
  };

  return (
    <figure data-testid="ecosystem-network" className="w-full" onFocus={() => setEngaged(true)} onBlur={leaveFigure}>
      <div className="relative flex flex-col gap-6 md:block md:aspect-[800/384]">
        <Connectors activeId={hoveredId} />
        <ul aria-label={text.sourcesLabel} className="grid gap-3 sm:grid-cols-2 md:block">
          {ecosystemSourceNodes.map((node) => {
            const Icon = node.icon;
            const active = hoveredId === node.id;
            return (
              <li
                key={node.id}
                style={{ left: percentX(node.x), top: percentY(node.y) }}
                className="rounded-card border border-line bg-surface-raised p-4 md:absolute md:w-36 md:-translate-x-1/2 md:-translate-y-6 md:border-0 md:bg-transparent md:p-0"
              >
                <button
                  type="button"
                  aria-describedby={`${id}-${node.id}`}
                  data-node-id={node.id}
                  onMouseEnter={() => setHoveredId(node.id)}
                  onMouseLeave={() => setHoveredId(null)}
                  onFocus={() => setHoveredId(node.id)}
                  onBlur={() => setHoveredId(null)}
                  onClick={() => setHoveredId(node.id)}
                  className="flex w-full items-center gap-3 rounded-xl text-left md:flex-col md:gap-1.5 md:text-center"
                >
                  <span
                    aria-hidden="true"
                    style={{ borderColor: node.colour, backgroundColor: active ? node.colour : undefined }}
                    className={cn(
                      "flex size-12 shrink-0 items-center justify-center rounded-full border-2 bg-surface-raised shadow-card motion-safe:transition-[background-color,transform]",
                      active && "scale-110 text-on-fill",
                    )}
                  >
                    <Icon className="size-5" style={active ? undefined : { color: node.colour }} />
                  </span>
                  <span className="font-semibold text-ink md:text-sm md:leading-tight">{node.label}</span>
                </button>
                <p id={`${id}-${node.id}`} className="mt-2 text-sm leading-relaxed text-muted md:sr-only">
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
          <span data-testid="hub-phase" className="mt-1 text-xl font-bold">
            {phase}
          </span>
        </div>
        <ul aria-label={text.chipsLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4 md:block">
          {metricChips.map((chip, index) => {
            const Icon = chip.icon;
            const active = index === phaseIndex;
            return (
              <li
                key={chip.id}
                data-chip-id={chip.id}
                data-active={active ? "true" : "false"}
                style={{ left: percentX(chip.x), top: percentY(chip.y) }}
                className={cn(
                  "flex flex-col items-center rounded-xl border px-2 py-1.5 md:absolute md:w-18 md:-translate-x-1/2 md:-translate-y-1/2",
                  "motion-safe:transition-transform motion-safe:duration-300",
                  active ? "border-brand bg-brand text-on-fill md:scale-110" : "border-line bg-surface-raised text-ink",
                )}
              >
                <span aria-hidden="true" className="flex items-center gap-1 text-xs font-semibold">
                  <Icon className="size-3.5" />
                  {chip.abbreviation}
                </span>
                <span className="sr-only">{chip.label}: </span>
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
          {hoveredNode ? (
            <>
              <span className="font-semibold text-ink">{hoveredNode.label}:</span> {hoveredNode.description}
            </>
          ) : (
            text.prompt
          )}
        </p>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="ml-auto inline-flex h-10 items-center gap-2 rounded-full border border-ink/20 bg-surface-raised px-4 text-sm font-semibold text-ink hover:bg-surface-soft"
        >
          <PauseIcon aria-hidden="true" className="size-4" />
          {paused ? text.resume : text.pause}
        </button>
      </div>
      <p aria-live={engaged ? "polite" : "off"} aria-atomic="true" data-testid="hub-live" className="sr-only">
        {`${phase}: ${activeChip.label} ${text.highlighted}`}
      </p>
      <figcaption className="mt-3 text-sm text-muted">{text.caption}</figcaption>
    </figure>
  );
}
