import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The WCAG 2.2 A/AA rules whose verdict depends on colours: all that can change between the light
 * and the dark theme, which share their markup and layout and differ only in colour tokens.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * The WCAG 2.2 A/AA violations axe-core finds on the page as it is now (or of the given rules only),
 * each with up to five of its elements.
 */
export async function axeViolations(page: Page, options: { include?: string; rules?: string[] } = {}) {
  // Axe runs in the page itself (legacy mode), also into its frames (the desk's edition preview): the
  // default opens a blank page to combine each frame's results, which doubles the time of a visit and,
  // after many visits in one context, fails in Chromium ("Failed to open a new tab").
  // Only the violations are read: axe then describes one node of each passing rule instead of every
  // one (a CSS selector and the markup of each), a quarter of each run's time on these pages.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(wcag22aa);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
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

/** Waits for the colour transitions under way, so that what is read is the theme's colour, not a mix of both. */
export const transitionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
