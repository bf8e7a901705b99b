/*
 * What only a browser shows on the company pages: where an anchor jump lands, below the fixed
 * header, and a table-of-contents jump. Their copy and links are checked from the built pages in
 * tests/build/content-company.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { pagePath } from "../support/built-site";

/** The hash target is scrolled fully into view, below the fixed header rather than under it. */
async function expectRevealedBelowHeader(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target, `${selector} is in view`).toBeInViewport({ ratio: 0.9 });
  const header = await page.locator("body > header").first().boundingBox();
  const box = await target.boundingBox();
  expect(box?.y ?? 0, `${selector} starts below the fixed header`).toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0) - 1,
  );
}

test.describe("contact page", () => {
  for (const card of ["demo-request", "investment-inquiry"]) {
    test(`a link to #${card} lands on its card, in view below the fixed header`, async ({ page }) => {
      await page.goto(`${pagePath("contact")}#${card}`);
      await expectRevealedBelowHeader(page, `#${card}`);
    });
  }
});

test.describe("legal pages", () => {
  for (const id of ["privacy", "terms"] as const) {
    test(`${id}: following the last table-of-contents link brings its section into view`, async ({ page }) => {
      await page.goto(pagePath(id));
      const last = page.getByRole("navigation", { name: "On this page" }).getByRole("link").last();
      await last.click();
      const target = (await last.getAttribute("href"))?.slice(1) ?? "";
      await expect(page.locator(`[id="${target}"]`), `#${target} is in view`).toBeInViewport();
    });
  }
});
