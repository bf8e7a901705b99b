import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Islands hydrate after the first paint (app/browser/page.js, app/entry.client.tsx):
 * once a navigation has loaded, wait until React has hydrated them, if the page has any,
 * so that tests interact with the finished page as a visitor would a moment later.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector("[data-island]") || document.documentElement.hasAttribute("data-hydrated"),
  );
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
