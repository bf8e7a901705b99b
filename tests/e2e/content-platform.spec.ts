import { expect, test } from "../support/test";
import { pagePath } from "../support/built-site";
import { content } from "../support/content";

/*
 * What only a browser shows on the product's own pages. Their copy, sections and links are read
 * from the build in tests/build/content-platform.test.ts; axe, sideways overflow and link targets
 * for every page in tests/e2e/every-page.spec.ts and tests/build/links.test.ts.
 */

const platform = content("pages/platform");

test.describe("trust-score landing page", () => {
  test("following the hero anchor brings the metrics section into view", async ({ page }) => {
    await page.goto(pagePath("platform"));
    await page.locator('[data-slot="page-banner"]').getByRole("link", { name: platform.banner.jump.label }).click();
    await expect(page, "the address names the metrics section").toHaveURL(/#qpi$/);
    await expect(
      page.getByRole("heading", { level: 2, name: platform.metricsSection.title }),
      "the metrics section's heading is on screen",
    ).toBeInViewport();
  });
});
