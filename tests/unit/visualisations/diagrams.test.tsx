// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataFlowDiagram } from "~/visualisations/data-flow/data-flow-diagram";
import { enhanceEcosystemNetwork } from "~/visualisations/ecosystem-network/behaviour";
import { EcosystemNetworkDiagram } from "~/visualisations/ecosystem-network/ecosystem-network-diagram";
import { hubPhaseIntervalMs } from "~/visualisations/ecosystem-network/hub-cycle";
import { ecosystemSourceNodes, metricChips } from "~/visualisations/ecosystem-network/network";
import { MetricExplorer } from "~/visualisations/metric-explorer/metric-explorer";
import { StakeholderDiagram } from "~/visualisations/stakeholder-diagram/stakeholder-diagram";
import { content } from "../../support/content";

const { stages: dataFlowStages, knowledgeGraph } = content("data/data-flow");
const { metrics: metricDefinitions } = content("data/metric-definitions");
const { groups: stakeholderGroups } = content("data/stakeholder-groups");

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** Text content of server-rendered markup, as a visitor without script would get it. */
function serverText(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  return container.textContent ?? "";
}

describe("pre-rendered HTML", () => {
  it("carries every stakeholder group, member and role", () => {
    const text = serverText(<StakeholderDiagram />);
    for (const group of stakeholderGroups) {
      expect(text).toContain(group.label);
      expect(text).toContain(group.detail);
      for (const member of group.members) expect(text).toContain(member);
    }
  });

  it("carries every source node with its description, the hub's first phase and the four chips", () => {
    const text = serverText(<EcosystemNetworkDiagram />);
    for (const node of ecosystemSourceNodes) {
      expect(text).toContain(node.label);
      expect(text).toContain(node.description);
    }
    expect(text).toContain("Ingesting");
    for (const chip of metricChips) expect(text).toContain(chip.value.toFixed(1));
  });

  it("carries every metric's definition and use case", () => {
    const text = serverText(<MetricExplorer />);
    for (const metric of metricDefinitions) {
      expect(text).toContain(metric.definition);
      expect(text).toContain(metric.example);
    }
  });

  it("carries the data-flow stages, the knowledge graph and its feedback loop", () => {
    const text = serverText(<DataFlowDiagram />);
    for (const stage of dataFlowStages) expect(text).toContain(stage.title);
    expect(text).toContain(knowledgeGraph.title);
    expect(text).toContain(knowledgeGraph.loopLabel);
  });
});

describe("StakeholderDiagram", () => {
  it("selects a card on click, shows its detail, and deselects it on a second click", async () => {
    const user = userEvent.setup();
    render(<StakeholderDiagram />);
    const contributors = screen.getByRole("button", { name: /Contributors/ });
    const subscribers = screen.getByRole("button", { name: /Subscribers/ });
    expect(contributors).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("stakeholder-detail-contributors")).not.toBeVisible();

    await user.click(contributors);
    expect(contributors).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("stakeholder-detail-contributors")).toBeVisible();

    await user.click(subscribers);
    expect(contributors).toHaveAttribute("aria-pressed", "false");
    expect(subscribers).toHaveAttribute("aria-pressed", "true");

    await user.click(subscribers);
    expect(subscribers).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("stakeholder-detail-subscribers")).not.toBeVisible();
  });

  it("works from the keyboard with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<StakeholderDiagram />);
    const support = screen.getByRole("button", { name: /Support/ });
    support.focus();
    await user.keyboard("{Enter}");
    expect(support).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(support).toHaveAttribute("aria-pressed", "false");
  });
});

describe("MetricExplorer", () => {
  it("shows the definition and use case of the metric hovered or focused", async () => {
    const user = userEvent.setup();
    render(<MetricExplorer />);
    expect(screen.getByTestId("metric-panel-mpq")).toBeVisible();
    await user.hover(screen.getByRole("button", { name: /Community Prosperity Index/ }));
    expect(screen.getByTestId("metric-panel-cpi")).toBeVisible();
    expect(screen.getByTestId("metric-panel-mpq")).not.toBeVisible();
    fireEvent.focus(screen.getByRole("button", { name: /Ethical Resilience Index/ }));
    expect(screen.getByTestId("metric-panel-eri")).toBeVisible();
    expect(screen.getByRole("button", { name: /Ethical Resilience Index/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("describes each button by its own definition", () => {
    render(<MetricExplorer />);
    for (const metric of metricDefinitions) {
      expect(
        screen.getByRole("button", { name: new RegExp(metric.label.replace(/[()]/g, "\\$&")) }),
      ).toHaveAccessibleDescription(new RegExp(metric.definition.slice(0, 40).replace(/[()]/g, "\\$&")));
    }
  });
});

describe("EcosystemNetworkDiagram, brought to life by enhanceEcosystemNetwork", () => {
  /** The server's markup with the diagram's behaviour on it, as the browser gets it once the island starts. */
  function renderEnhanced() {
    vi.useFakeTimers();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EcosystemNetworkDiagram />);
    document.body.append(container);
    enhanceEcosystemNetwork(container);
    return container;
  }

  it("moves the hub to the next phase every hubPhaseIntervalMs and highlights the matching chip", () => {
    renderEnhanced();
    const phase = screen.getByTestId("hub-phase");
    const live = screen.getByTestId("hub-live");
    const activeChips = () =>
      [...document.querySelectorAll('[data-active="true"]')].map((chip) => chip.getAttribute("data-chip-id"));
    const seen: [string | null, string | null, (string | null)[]][] = [
      [phase.textContent, live.textContent, activeChips()],
    ];
    for (let tick = 0; tick < 4; tick++) {
      vi.advanceTimersByTime(hubPhaseIntervalMs - 1);
      expect(phase.textContent).toBe(seen[seen.length - 1][0]);
      vi.advanceTimersByTime(1);
      seen.push([phase.textContent, live.textContent, activeChips()]);
    }
    expect(seen).toEqual([
      ["Ingesting", "Ingesting: Market Prosperity Quotient highlighted.", ["mpq"]],
      ["Analyzing", "Analyzing: Community Prosperity Index highlighted.", ["cpi"]],
      ["Correlating", "Correlating: Human Experience Metric highlighted.", ["hxm"]],
      ["Scoring", "Scoring: Ethical Resilience Index highlighted.", ["eri"]],
      ["Ingesting", "Ingesting: Market Prosperity Quotient highlighted.", ["mpq"]],
    ]);
  });

  it("stops cycling while paused, and its button says what it will do", () => {
    renderEnhanced();
    fireEvent.click(screen.getByRole("button", { name: "Pause the hub cycle" }));
    vi.advanceTimersByTime(5 * hubPhaseIntervalMs);
    expect(screen.getByTestId("hub-phase")).toHaveTextContent("Ingesting");
    fireEvent.click(screen.getByRole("button", { name: "Resume the hub cycle" }));
    expect(screen.getByRole("button", { name: "Pause the hub cycle" })).toBeInTheDocument();
    vi.advanceTimersByTime(hubPhaseIntervalMs - 1);
    expect(screen.getByTestId("hub-phase")).toHaveTextContent("Ingesting");
    vi.advanceTimersByTime(1);
    expect(screen.getByTestId("hub-phase")).toHaveTextContent("Analyzing");
  });

  it("announces phases politely only while the visitor is in the diagram", () => {
    renderEnhanced();
    const live = screen.getByTestId("hub-live");
    expect(live).toHaveAttribute("aria-live", "off");
    expect(live).toHaveTextContent("Ingesting: Market Prosperity Quotient highlighted.");
    const market = screen.getByRole("button", { name: "Market Data" });
    market.focus();
    expect(live).toHaveAttribute("aria-live", "polite");
    market.blur();
    expect(live).toHaveAttribute("aria-live", "off");
  });

  it("shows a node's description on hover and on focus, draws it active, and clears it on leave", () => {
    renderEnhanced();
    const panel = screen.getByTestId("ecosystem-node-description");
    const [market, voice] = [ecosystemSourceNodes[0], ecosystemSourceNodes[5]];
    const marketButton = screen.getByRole("button", { name: market.label });
    const emphasis = () =>
      Object.fromEntries(
        [...document.querySelectorAll<SVGElement>("[data-source-line]")].map((line) => [
          line.dataset.sourceLine,
          line.dataset.emphasis,
        ]),
      );
    expect(panel).toHaveTextContent("Hover over or focus a data source");
    fireEvent.mouseEnter(marketButton);
    expect(panel).toHaveTextContent(`${market.label}: ${market.description}`);
    expect(panel).not.toHaveTextContent("Hover over or focus a data source");
    expect(marketButton.closest("li")).toHaveAttribute("data-active", "true");
    expect(emphasis()).toEqual(
      Object.fromEntries(ecosystemSourceNodes.map((node) => [node.id, node === market ? "active" : "dimmed"])),
    );
    fireEvent.mouseLeave(marketButton);
    expect(panel).not.toHaveTextContent(market.description);
    expect(panel).toHaveTextContent("Hover over or focus a data source");
    expect(marketButton.closest("li")).toHaveAttribute("data-active", "false");
    expect(emphasis()).toEqual(Object.fromEntries(ecosystemSourceNodes.map((node) => [node.id, undefined])));
    screen.getByRole("button", { name: voice.label }).focus();
    expect(panel).toHaveTextContent(voice.description);
    expect(screen.getByRole("button", { name: voice.label })).toHaveAccessibleDescription(voice.description);
    const sources = screen.getByRole("list", { name: "Data sources" });
    expect(within(sources).getAllByRole("listitem")).toHaveLength(6);
  });

  it("refuses markup it cannot drive, naming what is missing", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EcosystemNetworkDiagram />).replace("data-hub-phase", "data-other");
    expect(() => enhanceEcosystemNetwork(container)).toThrow("ecosystem network: its markup has no [data-hub-phase]");
  });
});
