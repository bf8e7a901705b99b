// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { impactAdapter } from "~/visualisations/impact-particles/adapter";
import { ImpactCanvas } from "~/visualisations/impact-particles/impact-canvas";
import { impactConstants } from "~/visualisations/impact-particles/simulation";
import { startParticleFigure, type SimulationAdapter } from "~/visualisations/shared/particle-figure-behaviour";
import { trustAdapter } from "~/visualisations/trust-particles/adapter";
import { TrustParticleCanvas } from "~/visualisations/trust-particles/trust-particle-canvas";
import { trustConstants } from "~/visualisations/trust-particles/simulation";
import { content } from "../../support/content";

const categoryLabels = content("data/categories");
const { impact: impactCanvasText, trust: trustCanvasText } = content("data/particle-canvases");
const highlighted = (category: string) => `${category} ${trustCanvasText.highlighted}`;

/** The browser pieces jsdom lacks, reduced to what the canvases use. */
function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion && query.includes("prefers-reduced-motion"),
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(400);
  const context = new Proxy(
    {},
    { get: (_target, name) => (name === "createRadialGradient" ? () => ({ addColorStop() {} }) : () => {}) },
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
}

/** The server's markup of a figure, started as the browser starts its island; returns its frame. */
function renderStarted<State>(element: ReactElement, adapter: SimulationAdapter<State>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const frame = container.querySelector<HTMLElement>("[data-running]");
  if (!frame) throw new Error("the figure has no frame");
  expect(frame.querySelector("canvas")).toBeNull();
  startParticleFigure(container, adapter);
  expect(frame.querySelector("canvas")).not.toBeNull();
  return frame;
}

const advance = (ms: number) => vi.advanceTimersByTime(ms);

/**
 * The fake timers run requestAnimationFrame every 16 ms and the simulations step
 * once a frame, so a phase that begins `delay` ms after a click shows between a
 * frame before and a frame after it.
 */
const frameMs = 16;

/** Lets the animation loop take its first frame (which only starts its clock), then clicks. */
async function clickRunning(control: HTMLElement) {
  await advance(frameMs);
  fireEvent.click(control);
  let sinceClick = 0;
  return async (ms: number) => {
    await advance(ms - sinceClick);
    sinceClick = ms;
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ImpactCanvas", () => {
  it("converges convergeAfterMs after a click and turns collective collectiveAfterMs later, to the frame", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = renderStarted(<ImpactCanvas />, impactAdapter);
    expect(frame).toHaveAttribute("data-running", "true");
    const advanceSinceClick = await clickRunning(screen.getByRole("button", { name: impactCanvasText.startHint }));
    const { convergeAfterMs, collectiveAfterMs } = impactConstants;
    await advanceSinceClick(convergeAfterMs - frameMs);
    expect(frame).toHaveAttribute("data-phase", "waiting");
    await advanceSinceClick(convergeAfterMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "converging");
    await advanceSinceClick(convergeAfterMs + collectiveAfterMs - frameMs);
    expect(frame).toHaveAttribute("data-phase", "converging");
    await advanceSinceClick(convergeAfterMs + collectiveAfterMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "collective");
    expect(screen.getByRole("status")).toHaveTextContent(impactCanvasText.states.collective);
  });

  it("flips its hint between the invitation and the reset text, and sets the phase its caption shows by", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = renderStarted(<ImpactCanvas />, impactAdapter);
    const control = screen.getByRole("button", { name: impactCanvasText.startHint });
    // Seen only in the collective phase: the stylesheet shows it by the frame's data-phase (tests/e2e).
    const caption = screen.getByText(impactCanvasText.caption);
    expect(caption).toHaveClass("invisible", "group-data-[phase=collective]/frame:visible");
    expect(caption.parentElement).toBe(frame);

    const advanceSinceClick = await clickRunning(control);
    expect(control).toHaveAccessibleName(impactCanvasText.resetHint);
    await advanceSinceClick(impactConstants.convergeAfterMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "converging");
    await advanceSinceClick(impactConstants.convergeAfterMs + impactConstants.collectiveAfterMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "collective");
    expect(control).toHaveAccessibleName(impactCanvasText.resetHint);

    fireEvent.click(control);
    expect(control).toHaveAccessibleName(impactCanvasText.startHint);
    expect(frame).toHaveAttribute("data-phase", "individual");
  });

  it("runs no loop under reduced motion: the collective picture shows at once and clicks switch states", async () => {
    stubBrowser({ reducedMotion: true });
    const frame = renderStarted(<ImpactCanvas />, impactAdapter);
    expect(frame).toHaveAttribute("data-running", "false");
    expect(frame).toHaveAttribute("data-phase", "collective");
    const control = screen.getByRole("button", { name: impactCanvasText.resetHint });
    fireEvent.click(control);
    expect(frame).toHaveAttribute("data-phase", "individual");
    fireEvent.click(control);
    expect(frame).toHaveAttribute("data-phase", "collective");
    expect(frame).toHaveAttribute("data-running", "false");
  });

  it("stops its loop while the tab is hidden", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = renderStarted(<ImpactCanvas />, impactAdapter);
    expect(frame).toHaveAttribute("data-running", "true");
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(frame).toHaveAttribute("data-running", "false");
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(frame).toHaveAttribute("data-running", "true");
  });
});

describe("TrustParticleCanvas", () => {
  it("converges convergeDelayMs after a click and unifies unifyDelayMs later, to the frame, announcing each state", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = renderStarted(<TrustParticleCanvas />, trustAdapter);
    const control = screen.getByRole("button", { name: trustCanvasText.startHint });
    const advanceSinceClick = await clickRunning(control);
    expect(control).toHaveAccessibleName(trustCanvasText.resetHint);
    const { convergeDelayMs, unifyDelayMs } = trustConstants;
    await advanceSinceClick(convergeDelayMs - frameMs);
    expect(frame).toHaveAttribute("data-phase", "waiting");
    await advanceSinceClick(convergeDelayMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "converging");
    expect(screen.getByRole("status")).toHaveTextContent(trustCanvasText.states.converging);
    await advanceSinceClick(convergeDelayMs + unifyDelayMs - frameMs);
    expect(frame).toHaveAttribute("data-phase", "converging");
    await advanceSinceClick(convergeDelayMs + unifyDelayMs + frameMs);
    expect(frame).toHaveAttribute("data-phase", "unified");
    expect(screen.getByRole("status")).toHaveTextContent(trustCanvasText.states.unified);
  });

  it("highlights categories from the keyboard, as hovering a quadrant does", async () => {
    stubBrowser({ reducedMotion: false });
    renderStarted(<TrustParticleCanvas />, trustAdapter);
    const control = screen.getByRole("button", { name: trustCanvasText.startHint });
    fireEvent.keyDown(control, { key: "ArrowRight" });
    expect(screen.getByRole("status")).toHaveTextContent(highlighted(categoryLabels.environmental));
    fireEvent.keyDown(control, { key: "ArrowRight" });
    expect(screen.getByRole("status")).toHaveTextContent(highlighted(categoryLabels.social));
    expect(control).toHaveAccessibleDescription(/arrow keys highlight one category/);
  });

  it("shows the unified picture under reduced motion without running a loop", async () => {
    stubBrowser({ reducedMotion: true });
    const frame = renderStarted(<TrustParticleCanvas />, trustAdapter);
    expect(frame).toHaveAttribute("data-running", "false");
    expect(frame).toHaveAttribute("data-phase", "unified");
    fireEvent.click(screen.getByRole("button", { name: trustCanvasText.resetHint }));
    expect(frame).toHaveAttribute("data-phase", "scattered");
  });
});
