// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { impactCanvasText, trustCanvasText } from "~/content/visualisations/particle-canvases";
import { ImpactCanvas } from "~/visualisations/impact-particles/impact-canvas";
import { TrustParticleCanvas } from "~/visualisations/trust-particles/trust-particle-canvas";

/** The browser pieces jsdom lacks, reduced to what the canvases use. */
function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
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
  const context = new Proxy({}, { get: (_target, name) => (name === "createRadialGradient" ? () => ({ addColorStop() {} }) : () => {}) });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
}

async function renderLoaded(element: ReactElement) {
  render(element);
  await act(() => vi.dynamicImportSettled());
  await act(async () => {});
  const frame = document.querySelector<HTMLElement>("[data-running]");
  if (!frame?.querySelector("canvas")) throw new Error("the canvas view did not load");
  return frame;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ImpactCanvas", () => {
  it("flips its hint on a click, reaches Collective Insight about 8 s later, and resets on a second click", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = await renderLoaded(<ImpactCanvas />);
    const control = screen.getByRole("button", { name: impactCanvasText.startHint });
    expect(frame).toHaveAttribute("data-running", "true");
    expect(screen.getByText(impactCanvasText.caption)).toHaveClass("invisible");

    fireEvent.click(control);
    expect(control).toHaveAccessibleName(impactCanvasText.resetHint);
    await advance(3100);
    expect(frame).toHaveAttribute("data-phase", "converging");
    await advance(5500);
    expect(frame).toHaveAttribute("data-phase", "collective");
    expect(screen.getByText(impactCanvasText.caption)).toHaveClass("visible");
    expect(screen.getByRole("status")).toHaveTextContent(impactCanvasText.states.collective);

    fireEvent.click(control);
    expect(control).toHaveAccessibleName(impactCanvasText.startHint);
    expect(frame).toHaveAttribute("data-phase", "individual");
  });

  it("runs no loop under reduced motion: the collective picture shows at once and clicks switch states", async () => {
    stubBrowser({ reducedMotion: true });
    const frame = await renderLoaded(<ImpactCanvas />);
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
    const frame = await renderLoaded(<ImpactCanvas />);
    expect(frame).toHaveAttribute("data-running", "true");
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(frame).toHaveAttribute("data-running", "false");
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(frame).toHaveAttribute("data-running", "true");
  });
});

describe("TrustParticleCanvas", () => {
  it("converges 2 s after a click and unifies 4 s later, announcing each state", async () => {
    stubBrowser({ reducedMotion: false });
    const frame = await renderLoaded(<TrustParticleCanvas />);
    const control = screen.getByRole("button", { name: trustCanvasText.startHint });
    fireEvent.click(control);
    expect(control).toHaveAccessibleName(trustCanvasText.resetHint);
    await advance(2100);
    expect(frame).toHaveAttribute("data-phase", "converging");
    expect(screen.getByRole("status")).toHaveTextContent(trustCanvasText.states.converging);
    await advance(4100);
    expect(frame).toHaveAttribute("data-phase", "unified");
    expect(screen.getByRole("status")).toHaveTextContent(trustCanvasText.states.unified);
  });

  it("highlights categories from the keyboard, as hovering a quadrant does", async () => {
    stubBrowser({ reducedMotion: false });
    await renderLoaded(<TrustParticleCanvas />);
    const control = screen.getByRole("button", { name: trustCanvasText.startHint });
    fireEvent.keyDown(control, { key: "ArrowRight" });
    await advance(20);
    expect(screen.getByRole("status")).toHaveTextContent("Environmental highlighted.");
    fireEvent.keyDown(control, { key: "ArrowRight" });
    await advance(20);
    expect(screen.getByRole("status")).toHaveTextContent("Social highlighted.");
    expect(control).toHaveAccessibleDescription(/arrow keys highlight one category/);
  });

  it("shows the unified picture under reduced motion without running a loop", async () => {
    stubBrowser({ reducedMotion: true });
    const frame = await renderLoaded(<TrustParticleCanvas />);
    expect(frame).toHaveAttribute("data-running", "false");
    expect(frame).toHaveAttribute("data-phase", "unified");
    fireEvent.click(screen.getByRole("button", { name: trustCanvasText.resetHint }));
    expect(frame).toHaveAttribute("data-phase", "scattered");
  });
});
