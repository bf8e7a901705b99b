import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";
import type axeCore from "axe-core";
import type { RunOptions } from "axe-core";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The WCAG 2.2 A/AA rules whose verdict depends on colours: all that can change between the light
 * and the dark theme, which share their markup and layout and differ only in colour tokens.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Frames talk to the page's axe as @axe-core/playwright's legacy mode lets them (same origin only). */
const axeWithOrigins = `${axeSource};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

/**
 * Puts axe-core into each frame of the page that does not have it yet: once per document, where
 * @axe-core/playwright injected its half-megabyte script twice per run, so that a run of one rule took
 * 155-175 ms and axe's own part of it 20 ms (docs/decisions/019-test-suite-layout.md).
 */
async function withAxe(frame: Frame) {
  if (await frame.evaluate(() => "axe" in window)) return;
  await frame.evaluate(axeWithOrigins);
}

/**
 * Ends the colour transitions under way at their end, so that what is read is the theme's colour, not a
 * mix of both. Waiting for them instead cost each switch a fifth of a second of repainting, and now and
 * then never ended (a desk page at 375 px hung a two-minute test).
 */
function endTransitions(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * The WCAG 2.2 A/AA violations axe-core finds on the page as it is now (or of the given rules only),
 * each with up to five of its elements.
 */
export async function axeViolations(page: Page, options: { include?: string; rules?: string[] } = {}) {
  // Axe runs in the page itself, also into its frames (the desk's edition preview): combining the
  // frames' results in a blank page instead doubles the time of a visit and, after many visits in
  // one context, fails in Chromium ("Failed to open a new tab").
  await withAxe(page.mainFrame());
  // A frame that takes no script (a sandboxed e-mail) is read by the page's axe as it can, as before.
  for (const frame of page.frames().slice(1)) await withAxe(frame).catch(() => undefined);
  // Colours read mid-transition are a mix of two: a page's links and buttons below its first screen
  // take their colours, transitioning, when its stylesheet file applies, and a theme switch does the same.
  await endTransitions(page);
  const run: RunOptions = {
    runOnly: options.rules ? { type: "rule", values: options.rules } : { type: "tag", values: wcag22aa },
    // Only the violations are read: axe then describes one node of each passing rule instead of
    // every one (a CSS selector and the markup of each), a quarter of each run's time on these pages.
    resultTypes: ["violations"],
  };
  const violations = await page.evaluate(
    async ({ include, run }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const results = await axe.run(include ? { include: [include] } : document, run);
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    { include: options.include, run },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").join(" ")}`)
        .join("\n"),
  );
}

/** Fails with the list of WCAG 2.2 A/AA violations axe-core finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  expect(await axeViolations(page, options), `axe violations on ${page.url()}`).toEqual([]);
}
