import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { pagePath, site } from "../support/site";
import { sectionLabel } from "~/content/schema/prose";

/*
 * The paper's copy comes from its content files (content/white-paper.mdoc and
 * content/pages/white-paper.yaml), so rewording it there does not break these tests. What
 * must stay word for word (docs/product.md#guarded-strings: version, date, the dashboard's
 * figures, the buttons and the audience calls) stays literal on purpose, so that a content
 * edit cannot silently change it.
 */

const paper = content("white-paper");
const pageCopy = content("pages/white-paper");

const sections = paper.body.sections.map((section) => ({ id: section.id, heading: sectionLabel(section) }));
const headingOf = (id: string) => sections.find((section) => section.id === id)!.heading;

/** The fixed site header is 64 px tall; a section it jumps to starts just below it. */
const headerHeight = 64;

const contents = (page: Page) => page.getByRole("navigation", { name: pageCopy.contentsTitle });
const contentsLink = (page: Page, heading: string) => contents(page).getByRole("link", { name: heading, exact: true });
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);

/** Clicks a contents link and returns every scroll position the window passed through on the way. */
async function clickAndTrackScrolling(page: Page, link: ReturnType<typeof contentsLink>) {
  await link.scrollIntoViewIfNeeded();
  // Let the scroll event of bringing the link into view fire before listening.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
    window.addEventListener("scroll", () => positions.push(Math.round(window.scrollY)));
  });
  await link.click();
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}

test.describe("white paper page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pagePath("white-paper"));
  });

  test("shows the title, version 3.0, July 2025 and all seven sections with their headings", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: paper.title })).toBeVisible();
    await expect(page.getByText("Version 3.0", { exact: true })).toBeVisible();
    await expect(page.getByText("July 2025", { exact: true })).toBeVisible();
    // The seven sections, in their order (docs/product.md#white-paper).
    expect(sections.map((section) => section.id)).toEqual([
      "executive-summary",
      "introduction",
      "core-problem",
      "solution",
      "architecture",
      "practice",
      "conclusion",
    ]);
    for (const { id, heading } of sections) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(contentsLink(page, heading)).toHaveAttribute("href", `#${id}`);
    }
    await expect(contents(page).getByRole("link")).toHaveCount(sections.length);
  });

  test("labels the sample dashboard figures 78/100, 45/100 and +18% as illustrative", async ({ page }) => {
    const dashboard = page.getByRole("figure", { name: /sample dashboard \(illustrative\)/i });
    for (const figure of ["78/100", "45/100", "+18%"]) {
      // the spec's figures
      await expect(dashboard.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(dashboard).toContainText(paper.dashboard.caption);
  });

  test("clicking a contents item marks it current and scrolls smoothly to its section, just below the header", async ({
    page,
  }) => {
    const item = contentsLink(page, headingOf("architecture"));
    const heightBefore = (await contents(page).boundingBox())?.height;
    const scrollPositions = await clickAndTrackScrolling(page, item);
    await expect(item).toHaveAttribute("aria-current", "true");
    await expect(contents(page).locator('[aria-current="true"]')).toHaveCount(1);
    await expect(page).toHaveURL(/#architecture$/);
    await expect.poll(() => sectionTop(page, "architecture")).toBeGreaterThanOrEqual(headerHeight - 2);
    await expect.poll(() => sectionTop(page, "architecture")).toBeLessThan(headerHeight + 60);
    expect((await contents(page).boundingBox())?.height, "marking an item active moves nothing").toBe(heightBefore);
    expect(
      new Set(await scrollPositions()).size,
      "a smooth scroll passes through intermediate positions",
    ).toBeGreaterThan(2);
  });

  test("the current contents item follows the reader's scrolling", async ({ page }) => {
    await contentsLink(page, headingOf("introduction")).click();
    await expect(contentsLink(page, headingOf("introduction"))).toHaveAttribute("aria-current", "true");

    await page.locator("#practice").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect(contentsLink(page, headingOf("practice"))).toHaveAttribute("aria-current", "true");
    await expect(contentsLink(page, headingOf("introduction"))).not.toHaveAttribute("aria-current", "true");

    await page.locator("#core-problem").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect(contentsLink(page, headingOf("core-problem"))).toHaveAttribute("aria-current", "true");
  });

  test("with reduced motion the jump to a section is immediate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const item = contentsLink(page, headingOf("conclusion"));
    const scrollPositions = await clickAndTrackScrolling(page, item);
    await expect(item).toHaveAttribute("aria-current", "true");
    await expect.poll(() => sectionTop(page, "conclusion")).toBeGreaterThanOrEqual(headerHeight - 2);
    expect(await sectionTop(page, "conclusion")).toBeLessThan(headerHeight + 60);
    const positions = await scrollPositions();
    expect(new Set(positions), "one jump, no positions in between").toEqual(new Set([positions.at(-1)]));
  });

  test("lists nine references", async ({ page }) => {
    const references = page.getByRole("region", { name: pageCopy.referencesTitle });
    await expect(references.getByRole("list")).toHaveCount(1);
    await expect(references.getByRole("listitem")).toHaveCount(9);
  });

  test("Visit Website opens the configured product website in a new tab, safely", async ({ page }) => {
    const link = page.getByRole("link", { name: /^Visit Website/ }); // the spec's button label
    await expect(link).toHaveAttribute("href", site.urls.productWebsite);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("rel", /noreferrer/);
  });

  test("Download PDF downloads a real PDF of the paper", async ({ page }) => {
    const link = page.getByRole("link", { name: "Download PDF" }); // the spec's button label
    await expect(link).toHaveAttribute("href", "/white-paper.pdf");
    await expect(link).toHaveAttribute("download", /\.pdf$/);
    const response = await page.request.get("/white-paper.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("ends with the three audience calls to action", async ({ page }) => {
    const calls = page.getByRole("region", { name: pageCopy.nextSteps.title });
    // The spec's audiences, labels and phrases, word for word.
    const expected = [
      {
        audience: "Enterprise Leaders",
        label: "Contact Us",
        to: pagePath("contact"),
        text: "confidential Ethical Debt Assessment",
      },
      {
        audience: "Systemic Investors",
        label: "Get Demo",
        to: pagePath("schedule-demo"),
        text: "institutional platform",
      },
      {
        audience: "Thought Leaders",
        label: "Join Consortium",
        to: pagePath("get-involved"),
        text: site.consortiumName,
      },
    ];
    for (const call of expected) {
      const card = calls.getByRole("listitem").filter({ has: page.getByRole("heading", { name: call.audience }) });
      await expect(card).toContainText(call.text);
      await expect(card.getByRole("link", { name: call.label })).toHaveAttribute("href", call.to);
    }
  });

  for (const width of [1280, 375]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath("white-paper"));
      await expectNoAxeViolations(page);
    });
  }
});
