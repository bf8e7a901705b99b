/*
 * What only a browser shows on the consortium pages: the current tab's look, the tab row
 * scrolling sideways on a phone, anchor jumps, and no sideways scrolling on a 320 px screen. Their
 * copy, tabs and links are checked from the built pages in tests/build/content-consortium.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { pagePath } from "../support/built-site";

const consortiumPages = [
  "consortium-mission",
  "data-stewardship",
  "impact",
  "get-involved",
  "consortium-about",
  "community-voice",
  "data-literacy",
] as const;

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Consortium" });

test("get-involved: the current tab looks different, and an address naming a card brings it into view", async ({
  page,
}) => {
  const [first, ...others] = ["partner-with-us", "data-contribution", "support-us"];
  await page.goto(`${pagePath("get-involved")}#${first}`);
  await expect(page.locator(`#${first}`), `#${first} is in view`).toBeInViewport();

  const style = (name: string) =>
    tabBar(page)
      .getByRole("link", { name, exact: true })
      .evaluate((link) => {
        const computed = getComputedStyle(link);
        return `${computed.color} ${computed.borderBottomColor}`;
      });
  expect(await style("Get Involved"), "the current tab's colours differ from another tab's").not.toBe(
    await style("Our Mission"),
  );

  // Within the same page: the browser scrolls to each fragment as it does on arrival.
  for (const anchor of others) {
    await page.goto(`${pagePath("get-involved")}#${anchor}`);
    await expect(page.locator(`#${anchor}`), `#${anchor} is in view`).toBeInViewport();
  }
});

test("on a 375 px screen the tabs scroll sideways without widening the page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pagePath("consortium-about"));
  const scroller = tabBar(page).locator("div").first();
  const overflows = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflows, "the tab row is wider than the screen and scrolls").toBe(true);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, "the page is no wider than the screen").toBeLessThanOrEqual(0);
  await expect(
    tabBar(page).getByRole("link", { name: "About the Consortium" }),
    "the current tab is scrolled into view",
  ).toBeInViewport();
});

test("no consortium page scrolls sideways on a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const id of consortiumPages) {
    await page.goto(pagePath(id));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${id} is no wider than the screen`).toBeLessThanOrEqual(0);
  }
});
