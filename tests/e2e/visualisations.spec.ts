import { type Locator, type Page } from "@playwright/test";
import { hubPhaseIntervalMs } from "~/visualisations/ecosystem-network/hub-cycle";
import { impactConstants } from "~/visualisations/impact-particles/simulation";
import { trustConstants } from "~/visualisations/trust-particles/simulation";
import { expect, test, waitForHydration, waitForPageScript } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { pagePath } from "../support/built-site";

// The canvases' hints and the hub's phases are quoted as docs/product.md#visualisations gives
// them (American spelling included): they stay literal here on purpose.
const reset = "Click to reset visualization";
const trustStart = "Click to unify the four dimensions";
const impactStart = "Click to see individual voices become collective insight";
const hubOrder = ["Ingesting", "Analyzing", "Correlating", "Scoring"];

/** Resolves once React has hydrated the element (it then carries its fiber), so its handlers are live. */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
  return locator;
}

/** Resolves once the ecosystem diagram's script island has started (app/islands/script-islands.ts), so its handlers are live. */
async function ecosystemNetworkStarted(page: Page) {
  await expect(page.locator('[data-island="ecosystem-network"]')).toHaveAttribute("data-hydrated", "");
  return page.getByTestId("ecosystem-network");
}

/** Playwright's fake clock runs animation frames on every multiple of 16 ms of its time. */
const frameMs = 16;

/** Runs the stopped clock up to its next animation frame, included. */
async function runToNextFrame(page: Page) {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(frameMs - (now % frameMs));
}

/**
 * Opens a page whose clock stands still from its first script on: timers and
 * animation frames run only when the test runs the clock, so timings can be
 * asserted exactly. Islands start two animation frames after the page script has
 * run (app/browser/page.js), which its loader adds on the first paint without a
 * timer: this waits for it, then runs exactly those two frames, so whatever the
 * islands start counts its time from where the clock then stands.
 */
async function openWithStoppedClock(page: Page, path: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  // A moment ahead: the installed clock keeps running until paused, and cannot be paused in its past.
  await page.clock.pauseAt(start + 1_000);
  // The fixture's page.goto waits for hydration, which cannot happen until the clock runs.
  await page.mainFrame().goto(path);
  await waitForPageScript(page);
  await runToNextFrame(page);
  await runToNextFrame(page);
  await waitForHydration(page);
}

/** From now on, `runTo(ms)` runs the stopped clock until `ms` after this moment. */
function clockFromNow(page: Page) {
  let elapsed = 0;
  return async (ms: number) => {
    await page.clock.runFor(ms - elapsed);
    elapsed = ms;
  };
}

/**
 * The simulations step once a frame: a phase due `ms` after a click made on a
 * frame begins on the first frame at or after it.
 */
const firstFrameFrom = (ms: number) => Math.ceil(ms / frameMs) * frameMs;

/** The frame of a particle canvas; its script loads, and adds the canvas, once it is near the viewport. */
async function canvasFrame(page: Page, testId: string) {
  const figure = page.getByTestId(testId);
  await figure.scrollIntoViewIfNeeded();
  const frame = figure.locator("[data-running]");
  await expect(frame.locator("canvas")).toBeAttached();
  return { figure, frame, control: figure.getByRole("button") };
}

// One visit of the home page for both of its diagrams: the clicks and keys leave every group
// unselected, as the page opened, and the data-flow diagram, which they do not touch, is read after
// them; reduced motion, which the last check turns on, comes last (docs/decisions/019).
test("home: the stakeholder diagram selects by click and by keyboard; the data-flow diagram shows its stages and animates only when motion is welcome", async ({
  page,
}) => {
  await page.goto(pagePath("home"));

  await test.step("stakeholder diagram: a click selects a group and shows its role; a second click deselects it", async () => {
    const diagram = page.getByTestId("stakeholder-diagram");
    const contributors = await hydrated(diagram.getByRole("button", { name: /Contributors/ }));
    const subscribers = diagram.getByRole("button", { name: /Subscribers/ });
    await expect(contributors).toHaveAttribute("aria-pressed", "false");

    await contributors.click();
    await expect(contributors).toHaveAttribute("aria-pressed", "true");
    await expect(diagram.getByTestId("stakeholder-detail-contributors")).toBeVisible();

    await subscribers.click();
    await expect(subscribers).toHaveAttribute("aria-pressed", "true");
    await expect(contributors).toHaveAttribute("aria-pressed", "false");
    await expect(diagram.getByTestId("stakeholder-detail-contributors")).toBeHidden();

    await subscribers.click();
    await expect(subscribers).toHaveAttribute("aria-pressed", "false");
    await expect(diagram.getByTestId("stakeholder-detail-subscribers")).toBeHidden();
  });

  await test.step("stakeholder diagram: Enter and Space select and deselect from the keyboard", async () => {
    const support = await hydrated(page.getByTestId("stakeholder-diagram").getByRole("button", { name: /Support/ }));
    await support.focus();
    await page.keyboard.press("Enter");
    await expect(support).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("stakeholder-detail-support")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(support).toHaveAttribute("aria-pressed", "false");
  });

  await test.step("data-flow diagram: shows the three stages and the knowledge graph with its feedback loop", async () => {
    const diagram = page.getByTestId("data-flow-diagram");
    for (const text of [
      "Data Ingress",
      "Ethical Synthesis",
      "Intelligence Generation",
      "Knowledge graph",
      "Continuous-learning feedback loop",
    ]) {
      await expect(diagram.getByText(text, { exact: false }).first()).toBeVisible();
    }
  });

  await test.step("data-flow diagram: animates only when motion is welcome", async () => {
    const pulseDisplays = () =>
      page
        .getByTestId("data-flow-diagram")
        .locator("g:has(> circle > animate)")
        .evaluateAll((groups) => groups.map((group) => getComputedStyle(group).display));
    expect(await pulseDisplays()).not.toContain("none");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(new Set(await pulseDisplays())).toEqual(new Set(["none"]));
  });
});

test.describe("ecosystem: network diagram", () => {
  test("hovering or focusing a source node shows its description", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const diagram = await ecosystemNetworkStarted(page);
    const panel = diagram.getByTestId("ecosystem-node-description");
    const market = diagram.getByRole("button", { name: "Market Data" });
    await expect(panel).toHaveText("Hover over or focus a data source to see what it contributes.");
    await market.hover();
    await expect(panel).toContainText("Prices, demand, occupancy and transaction signals");
    await expect(diagram.locator('[data-source="market-data"]')).toHaveAttribute("data-active", "true");
    await page.mouse.move(0, 0);
    await expect(panel).not.toContainText("Prices, demand");
    await expect(panel).toHaveText("Hover over or focus a data source to see what it contributes.");

    const voice = diagram.getByRole("button", { name: "Stakeholder Voice" });
    await voice.focus();
    await expect(panel).toContainText("Consented feedback from customers");
    await expect(voice).toHaveAccessibleDescription(/Consented feedback from customers/);
  });

  test("the hub moves to its next phase every hubPhaseIntervalMs, to the millisecond, highlighting each chip", async ({
    page,
  }) => {
    await openWithStoppedClock(page, pagePath("ecosystem"));
    const diagram = page.getByTestId("ecosystem-network");
    const phase = diagram.getByTestId("hub-phase");
    const live = diagram.getByTestId("hub-live");
    const chips = ["mpq", "cpi", "hxm", "eri"];
    const expectPhase = async (index: number) => {
      await expect(phase).toHaveText(hubOrder[index]);
      await expect(live).toHaveText(new RegExp(`^${hubOrder[index]}:`));
      await expect(diagram.locator('[data-chip-id][data-active="true"]')).toHaveAttribute("data-chip-id", chips[index]);
    };
    // The hub's timer started on hydration, with the clock where it stands now.
    const runTo = clockFromNow(page);
    for (const [index, name] of hubOrder.entries()) {
      await expectPhase(index);
      await runTo((index + 1) * hubPhaseIntervalMs - 1);
      await expect(phase).toHaveText(name);
      await runTo((index + 1) * hubPhaseIntervalMs);
    }
    await expectPhase(0);
  });

  test("announces the phase politely once the visitor is in the diagram", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const diagram = await ecosystemNetworkStarted(page);
    const live = diagram.getByTestId("hub-live");
    await expect(live).toHaveAttribute("aria-live", "off");
    await diagram.getByRole("button", { name: "Governance Data" }).focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
  });
});

// One visit: hovering first, then the pointer leaves the explorer, so the focus checks start from
// the page as it opened (docs/decisions/019).
test("platform: the metric explorer shows a metric on hover, and each metric's definition and use case on focus", async ({
  page,
}) => {
  await page.goto(pagePath("platform"));
  const explorer = page.getByTestId("metric-explorer");

  await test.step("hovering a button shows its metric", async () => {
    await (await hydrated(explorer.getByRole("button", { name: /Ethical Resilience Index/ }))).hover();
    await expect(explorer.getByTestId("metric-panel-eri")).toBeVisible();
    await page.mouse.move(0, 0);
  });

  await test.step("focusing each icon button shows that metric's definition and use case", async () => {
    await hydrated(explorer.getByRole("button").first());
    for (const [key, label, definition] of [
      ["cpi", "Community Prosperity Index", "net contribution to the prosperity"],
      ["eri", "Ethical Resilience Index", "capacity to absorb ethical shocks"],
      ["hxm", "Human Experience Metric", "lived experience of the people"],
      ["mpq", "Market Prosperity Quotient", "converts trust into durable market value"],
    ]) {
      const button = explorer.getByRole("button", { name: new RegExp(label) });
      await button.focus();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const panel = explorer.getByTestId(`metric-panel-${key}`);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(definition);
      await expect(panel).toContainText("Use case");
    }
  });
});

test.describe("platform: trust-score particle canvas", () => {
  test("runs while on screen, converges and unifies on time after a click, to the frame, and resets on the next click", async ({
    page,
  }) => {
    await openWithStoppedClock(page, pagePath("platform"));
    const { frame, control } = await canvasFrame(page, "trust-particle-canvas");
    await expect(frame).toHaveAttribute("data-running", "true");
    await expect(control).toHaveAccessibleName(trustStart);
    // The loop's first frame only starts its clock; from the next one, each frame is a 16 ms step.
    await runToNextFrame(page);

    await control.click();
    await expect(control).toHaveAccessibleName(reset);
    const runTo = clockFromNow(page);
    const converges = firstFrameFrom(trustConstants.convergeDelayMs);
    await runTo(converges - 1);
    await expect(frame).toHaveAttribute("data-phase", "waiting");
    await runTo(converges);
    await expect(frame).toHaveAttribute("data-phase", "converging");
    const unifies = firstFrameFrom(trustConstants.convergeDelayMs + trustConstants.unifyDelayMs);
    await runTo(unifies - 1);
    await expect(frame).toHaveAttribute("data-phase", "converging");
    await runTo(unifies);
    await expect(frame).toHaveAttribute("data-phase", "unified");

    await control.click();
    await expect(frame).toHaveAttribute("data-phase", "scattered");
    await expect(control).toHaveAccessibleName(trustStart);
  });

  test("converges in real time too", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const { frame, control } = await canvasFrame(page, "trust-particle-canvas");
    await expect(frame).toHaveAttribute("data-running", "true");
    await control.press("Enter");
    await expect(frame).toHaveAttribute("data-phase", "converging", { timeout: 15_000 });
  });

  test("hovering a quadrant highlights its category, and arrow keys do the same", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const { figure, frame, control } = await canvasFrame(page, "trust-particle-canvas");
    await expect(frame).toHaveAttribute("data-running", "true");
    const box = await frame.boundingBox();
    if (!box) throw new Error("no canvas box");
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await expect(figure.getByRole("status")).toContainText("Social highlighted.");
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.9);
    await expect(figure.getByRole("status")).toContainText("Ethical highlighted.");
    await control.focus();
    await page.keyboard.press("ArrowRight");
    await expect(figure.getByRole("status")).toContainText("Economic highlighted.");
  });

  test("stops its animation loop when scrolled off screen", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const { frame } = await canvasFrame(page, "trust-particle-canvas");
    await expect(frame).toHaveAttribute("data-running", "true");
    await scrollAway(frame);
    await expect(frame).toHaveAttribute("data-running", "false");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("data-running", "true");
  });
});

test.describe("impact: collective insight canvas", () => {
  test("a click flips the hint; Collective Insight appears on time, to the frame; a second click resets", async ({
    page,
  }) => {
    await openWithStoppedClock(page, pagePath("impact"));
    const { figure, frame, control } = await canvasFrame(page, "impact-canvas");
    const caption = figure.getByText("Collective Insight", { exact: true });
    await expect(frame).toHaveAttribute("data-running", "true");
    await expect(control).toHaveAccessibleName(impactStart);
    await expect(caption).toBeHidden();
    // The loop's first frame only starts its clock; from the next one, each frame is a 16 ms step.
    await runToNextFrame(page);

    await control.click();
    await expect(control).toHaveAccessibleName(reset);
    const runTo = clockFromNow(page);
    const converges = firstFrameFrom(impactConstants.convergeAfterMs);
    await runTo(converges - 1);
    await expect(frame).toHaveAttribute("data-phase", "waiting");
    await runTo(converges);
    await expect(frame).toHaveAttribute("data-phase", "converging");
    await expect(caption).toBeHidden();
    const turnsCollective = firstFrameFrom(impactConstants.convergeAfterMs + impactConstants.collectiveAfterMs);
    await runTo(turnsCollective - 1);
    await expect(frame).toHaveAttribute("data-phase", "converging");
    await runTo(turnsCollective);
    await expect(frame).toHaveAttribute("data-phase", "collective");
    await expect(caption).toBeVisible();

    await control.click();
    await expect(control).toHaveAccessibleName(impactStart);
    await expect(caption).toBeHidden();
    await expect(frame).toHaveAttribute("data-phase", "individual");
  });

  test("stops its animation loop when scrolled off screen", async ({ page }) => {
    await page.goto(pagePath("impact"));
    const { frame } = await canvasFrame(page, "impact-canvas");
    await expect(frame).toHaveAttribute("data-running", "true");
    await scrollAway(frame);
    await expect(frame).toHaveAttribute("data-running", "false");
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the trust canvas runs no loop, shows the unified state, and clicks switch states", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const { frame, control } = await canvasFrame(page, "trust-particle-canvas");
    await expect(frame).toHaveAttribute("data-phase", "unified");
    await expect(frame).toHaveAttribute("data-running", "false");
    await control.click();
    await expect(frame).toHaveAttribute("data-phase", "scattered");
    await control.click();
    await expect(frame).toHaveAttribute("data-phase", "unified");
    await expect(frame).toHaveAttribute("data-running", "false");
  });

  test("the impact canvas runs no loop and shows Collective Insight at once", async ({ page }) => {
    await page.goto(pagePath("impact"));
    const { figure, frame, control } = await canvasFrame(page, "impact-canvas");
    await expect(frame).toHaveAttribute("data-phase", "collective");
    await expect(figure.getByText("Collective Insight", { exact: true })).toBeVisible();
    await expect(control).toHaveAccessibleName(reset);
    await expect(frame).toHaveAttribute("data-running", "false");
    await control.click();
    await expect(frame).toHaveAttribute("data-phase", "individual");
    await expect(control).toHaveAccessibleName(impactStart);
  });
});

test.describe("canvas loading", () => {
  test("the canvas code is fetched only when the canvas approaches, without shifting the layout", async ({ page }) => {
    const viewRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(trust-particle-canvas|impact-canvas)-/.test(request.url())) viewRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(pagePath("impact"));
    const frame = page.getByTestId("impact-canvas").locator("[data-running]");
    const before = await frame.boundingBox();
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator("canvas")).toBeAttached();
    expect(viewRequests.some((url) => url.includes("impact-canvas"))).toBe(true);
    expect(viewRequests.some((url) => url.includes("trust-particle-canvas"))).toBe(false);
    const after = await frame.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
  });
});

test.describe("accessibility", () => {
  // Every page is checked with its islands started (every-page.spec.ts); a selected stakeholder is a state only a click reaches.
  test("the stakeholder diagram stays axe clean with a group selected", async ({ page }) => {
    await page.goto(pagePath("home"));
    const stakeholder = page.getByTestId("stakeholder-diagram").getByRole("button", { name: /Contributors/ });
    await (await hydrated(stakeholder)).click();
    await expect(stakeholder).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page, { include: '[data-testid="stakeholder-diagram"]' });
  });
});

/** Scrolls until the element is out of the viewport, making room below the page if it is short. */
async function scrollAway(element: Locator) {
  await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = box.top + window.scrollY;
    if (top > window.innerHeight) {
      window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    const target = top + box.height + 50;
    const room = target + window.innerHeight - document.documentElement.scrollHeight;
    if (room > 0) document.body.style.paddingBottom = `${room}px`;
    window.scrollTo({ top: target, behavior: "instant" });
  });
}
