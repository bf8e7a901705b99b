import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Islands start when they come near the screen (app/browser/page.js, app/entry.client.tsx):
 * once a navigation has loaded and the page script has run, bring each island into view in turn, as a visitor scrolling
 * down would, wait until React has hydrated it, then go back to where the page was (its top,
 * or the anchor the address named), so that tests interact with the finished page.
 */
/**
 * The page script arrives after the first paint (app/browser/page-script-loader.ts), so it may
 * follow the load event: wait until it has run, on a page that loads it.
 */
export async function waitForPageScript(page: Page) {
  if ((await page.locator("script[data-page-script]").count()) === 0) return;
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

export async function waitForHydration(page: Page) {
  await waitForPageScript(page);
  const islands = page.locator("[data-island]");
  const count = await islands.count();
  if (count === 0) return;
  const start = await page.evaluate(() => ({ left: window.scrollX, top: window.scrollY }));
  for (let index = 0; index < count; index++) {
    const island = islands.nth(index);
    await island.evaluate((element) =>
      element.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    await island.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
  }
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Back to the anchor the address names (its own scroll may still have been under way, being
  // smooth), else to where the page was.
  await page.evaluate(({ left, top }) => {
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ left, top, behavior: "instant" });
  }, start);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
