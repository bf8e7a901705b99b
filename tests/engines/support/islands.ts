import type { BrowserPage } from "./browser-page";

/**
 * Scrolls the island into view, as a visitor would, and waits until it has started
 * (`data-hydrated`, app/browser/page.js): checks use an island once it runs.
 */
export async function islandStarted(page: BrowserPage, island: string) {
  await page.evaluate(
    (island) =>
      document
        .querySelector(`[data-island="${island}"]`)
        ?.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }),
    island,
  );
  await page.waitFor(
    `the ${island} island has started`,
    (island) => document.querySelector(`[data-island="${island}"]`)?.hasAttribute("data-hydrated"),
    island,
  );
}
