/**
 * Each visualisation in every engine: it starts (its island is hydrated, or its canvas draws),
 * answers a pointer and the keyboard, and resets. Timings are the Chromium suite's business
 * (tests/e2e/visualisations.spec.ts); here only what an engine could break.
 */
import type { BrowserPage } from "../support/browser-page";
import { islandStarted } from "../support/islands";
import { type Check, ensure } from "../support/visit";

const focus = (page: BrowserPage, selector: string) =>
  page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), selector);

const attributeIs = (page: BrowserPage, selector: string, name: string, value: string) =>
  page.waitFor(
    `${selector} has ${name}="${value}"`,
    (selector, name, value) => document.querySelector(selector)?.getAttribute(name) === value,
    selector,
    name,
    value,
  );

export const stakeholderDiagram: Check = {
  name: "stakeholder diagram",
  async run({ page }) {
    const diagram = '[data-testid="stakeholder-diagram"]';
    const first = `${diagram} [role="group"] > button:nth-child(1)`;
    const second = `${diagram} [role="group"] > button:nth-child(2)`;
    // The first click, as a visitor makes it on arriving there, whether or not the island has
    // started yet: it takes effect either way (docs/decisions/020-no-first-touch-lost.md).
    await page.click(first);
    await attributeIs(page, first, "aria-pressed", "true");
    await islandStarted(page, "stakeholder-diagram");
    await page.waitFor("the chosen group's role is shown", () =>
      window.__engines.shown('[data-testid^="stakeholder-detail-"]'),
    );
    await page.click(first);
    await attributeIs(page, first, "aria-pressed", "false");
    await focus(page, second);
    await page.press("Enter");
    await attributeIs(page, second, "aria-pressed", "true");
    await page.press(" ");
    await attributeIs(page, second, "aria-pressed", "false");
  },
};

export const dataFlowDiagram: Check = {
  name: "data-flow diagram",
  async run({ page, width }) {
    const stages = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="data-flow-diagram"] > ol > li')].map((stage) => {
        const box = stage.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width };
      }),
    );
    ensure(stages.length === 3 && stages.every((stage) => stage.width > 150), "the three stages are not drawn");
    const inOneRow = new Set(stages.map((stage) => stage.top)).size === 1;
    // Side by side from the `md` breakpoint (768 px), one above the other below it.
    ensure(inOneRow === width >= 768, `the stages are ${inOneRow ? "in one row" : "stacked"} at ${width} px`);
  },
};

export const ecosystemNetwork: Check = {
  name: "ecosystem network",
  async run({ page, width }) {
    await islandStarted(page, "ecosystem-network");
    const strayPulses = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="ecosystem-network"] svg g')].filter((group) => {
          const line = group.querySelector("line");
          const pulse = group.querySelector("circle");
          if (!line || !pulse || pulse.getClientRects().length === 0) return false;
          if (getComputedStyle(pulse).opacity === "0") return false;
          const between = (value: number, one: number, other: number) =>
            value >= Math.min(one, other) - 5 && value <= Math.max(one, other) + 5;
          // Where the pulse is drawn now, its animation's travel included, in the drawing's own units.
          const box = pulse.getBoundingClientRect();
          const centre = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(
            pulse.ownerSVGElement!.getScreenCTM()!.inverse(),
          );
          return !(
            between(centre.x, line.x1.baseVal.value, line.x2.baseVal.value) &&
            between(centre.y, line.y1.baseVal.value, line.y2.baseVal.value)
          );
        }).length,
    );
    ensure(strayPulses === 0, `${strayPulses} data pulses are drawn away from their lines`);
    const market = '[data-source="market-data"]';
    await page.hover(`${market} button`);
    await attributeIs(page, market, "data-active", "true");
    const description = '[data-testid="ecosystem-node-description"]';
    if (width >= 768) {
      await page.waitFor(
        "the hovered source is described",
        (description) => window.__engines.text(description).length > 20,
        description,
      );
    }
    // Away to the fixed header, where the pointer stays whatever the next focus scrolls under it.
    await page.hover('body > header a[href="/"]');
    await attributeIs(page, market, "data-active", "false");
    await focus(page, '[data-source="stakeholder-voice"] button');
    await attributeIs(page, '[data-source="stakeholder-voice"]', "data-active", "true");
  },
};

export const metricExplorer: Check = {
  name: "metric explorer",
  async run({ page }) {
    await islandStarted(page, "metric-explorer");
    await page.hover('[data-metric="eri"]');
    await attributeIs(page, '[data-metric="eri"]', "aria-pressed", "true");
    await page.waitFor("the hovered metric is shown", () => window.__engines.shown('[data-testid="metric-panel-eri"]'));
    await focus(page, '[data-metric="cpi"]');
    await attributeIs(page, '[data-metric="cpi"]', "aria-pressed", "true");
    await page.waitFor("the focused metric is shown", () => window.__engines.shown('[data-testid="metric-panel-cpi"]'));
  },
};

/** A particle canvas: it draws, a click starts it, the next resets it; `hover` checks what a pointer highlights. */
function particleCanvas(testId: string, hover?: { x: number; y: number; says: string }): Check {
  const figure = `[data-testid="${testId}"]`;
  const frame = `${figure} [data-running]`;
  const control = `${frame} > button`;
  const hintShown = (page: BrowserPage, hint: "start" | "reset") =>
    page.waitFor(
      `the ${hint} hint shows`,
      (figure, hint) => !document.querySelector(`${figure} [data-hint="${hint}"]`)?.hasAttribute("hidden"),
      figure,
      hint,
    );
  return {
    name: testId.replace(/-/g, " "),
    async run({ page }) {
      await page.evaluate(
        (frame) => document.querySelector(frame)?.scrollIntoView({ block: "center", behavior: "instant" }),
        frame,
      );
      await page.waitFor(
        "the canvas runs and has drawn particles",
        (frame) => {
          const canvas = document.querySelector<HTMLCanvasElement>(`${frame} canvas`);
          if (!canvas || canvas.width === 0 || document.querySelector(frame)?.getAttribute("data-running") !== "true")
            return false;
          const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
          const colours = new Set<number>();
          for (let index = 0; index < data.length && colours.size < 3; index += 4)
            colours.add(data[index] * 65536 + data[index + 1] * 256 + data[index + 2]);
          return colours.size >= 3;
        },
        frame,
      );
      if (hover) {
        await page.hoverAt(frame, hover.x, hover.y);
        await page.waitFor(
          `a pointer over the canvas says "${hover.says}"`,
          (figure, says) => window.__engines.text(`${figure} [role="status"]`).includes(says),
          figure,
          hover.says,
        );
      }
      await page.click(control);
      await hintShown(page, "reset");
      await focus(page, control);
      await page.press("Enter");
      await hintShown(page, "start");
    },
  };
}

export const trustCanvas = particleCanvas("trust-particle-canvas", { x: 0.9, y: 0.1, says: "Social highlighted." });
export const impactCanvas = particleCanvas("impact-canvas");
