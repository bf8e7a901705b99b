import type { Page, Route } from "@playwright/test";
import { pagePath } from "../support/built-site";
import { expect, test, waitForPageScript } from "../support/test";
import { formCopy } from "~/forms/form-copy";

/**
 * Islands start near the screen or on first touch (app/browser/page.js): a page loads no React
 * until one of them starts. These tests open pages with the browser's own `goto`, not the
 * fixture's, which scrolls every island into view to start it.
 */
test.use({ viewport: { width: 412, height: 823 } });

function scriptLog(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const islandCode = /^\/assets\/entry\.client-[\w-]+\.js$/;
const pageScript = /^\/assets\/page-[\w-]+\.js$/;

test("the page script is requested only once the page has painted, so the first paint never waits for it", async ({
  page,
}) => {
  await page.mainFrame().goto(pagePath("team"));
  const order = await page.waitForFunction(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const script = performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/page-[\w-]+\.js$/.test(new URL(entry.name).pathname));
    return paint && script ? { paintedAt: paint.startTime, requestedAt: script.startTime } : false;
  });
  const { paintedAt, requestedAt } = (await order.jsonValue()) as { paintedAt: number; requestedAt: number };
  expect(requestedAt).toBeGreaterThanOrEqual(paintedAt);
});

test("an island three screens down loads its code only when the visitor scrolls near it, and then works", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.mainFrame().goto(pagePath("home"));
  const diagram = page.getByTestId("stakeholder-diagram");
  const island = page.locator('[data-island="stakeholder-diagram"]');
  // The page has painted, then loaded and run its one page script, and nothing else followed.
  await expect.poll(() => scripts).toEqual([expect.stringMatching(pageScript)]);
  await waitForPageScript(page);
  await page.waitForFunction(() => document.readyState === "complete");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(island).not.toHaveAttribute("data-island-due");
  expect(scripts.filter((script) => islandCode.test(script))).toEqual([]);

  await diagram.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "");
  expect(scripts).toContainEqual(expect.stringMatching(islandCode));
  const support = diagram.getByRole("button", { name: /Support/ });
  await support.click();
  await expect(support).toHaveAttribute("aria-pressed", "true");
});

test("an island in the first screen starts after first paint without scrolling", async ({ page }) => {
  await page.mainFrame().goto(pagePath("impact"));
  await expect(page.locator('[data-island="impact-canvas"]')).toHaveAttribute("data-hydrated", "");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a script island in the first screen starts with its own small script and no React, and then works", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.mainFrame().goto(pagePath("ecosystem"));
  await expect(page.locator('[data-island="ecosystem-network"]')).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(scripts).toEqual([
    expect.stringMatching(pageScript),
    expect.stringMatching(/^\/assets\/ecosystem-network-[\w-]+\.js$/),
  ]);
  const diagram = page.getByTestId("ecosystem-network");
  await diagram.getByRole("button", { name: "Pause the hub cycle" }).click();
  await expect(diagram.getByRole("button", { name: "Resume the hub cycle" })).toBeVisible();
});

test("the white paper's contents need no island: the page script alone marks the section being read", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.mainFrame().goto(`${pagePath("white-paper")}#conclusion`);
  await waitForPageScript(page);
  const contents = page.locator("nav[data-contents]");
  await expect(contents.locator('a[aria-current="true"]')).toHaveAttribute("href", "#conclusion");
  await page.locator("#introduction").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  await expect(contents.locator('a[aria-current="true"]')).toHaveAttribute("href", "#introduction");
  expect(scripts).toEqual([expect.stringMatching(pageScript)]);
});

test("a visitor who types into a form before it starts keeps every character, and the form then sends by script", async ({
  page,
}) => {
  // The island code is held back until the visitor has typed everything.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const heldRequests: string[] = [];
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route: Route) => {
    heldRequests.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.mainFrame().goto(pagePath("contact"));
  const island = page.locator('[data-island="contact-form"]');
  const form = page.locator("#contact-message-form");
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\*?$`));

  // Clicking into the form starts it, far below the first screen.
  await field("Name").click();
  await expect.poll(() => heldRequests.length).toBe(1);
  await field("Name").pressSequentially("Ada Lovelace");
  await field("Email").fill("ada@example.com");
  await field("Inquiry Type").selectOption("platform");
  await field("Message").fill("Typed before the form had started.");
  release();

  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(field("Name")).toHaveValue("Ada Lovelace");
  await expect(field("Email")).toHaveValue("ada@example.com");
  await expect(field("Inquiry Type")).toHaveValue("platform");
  await expect(field("Message")).toHaveValue("Typed before the form had started.");

  // Sent by the island (no page load): a static form would first ask to confirm.
  let navigated = false;
  page.on("framenavigated", (frame) => (navigated ||= frame === page.mainFrame()));
  await form.getByRole("button", { name: formCopy.contact.submit }).click();
  await expect(page.getByText(formCopy.contact.success)).toBeVisible();
  expect(navigated).toBe(false);
});
