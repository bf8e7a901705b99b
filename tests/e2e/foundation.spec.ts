/**
 * What only a browser shows of the site's frame (docs/product.md#layout): the not-found page's
 * console message and way home, the skip link's focus, the small-screen menu, and the scripts an
 * interactive page loads. What the pre-rendered HTML says (routes, header and footer links, meta,
 * sitemap) is read from the build in tests/build/site-wide.test.ts, what the server answers in
 * tests/integration/serving.test.ts, and every page's own checks run in every-page.spec.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { pagePath } from "../support/built-site";

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    // A guarded string (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change it.
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(
      page.getByText(
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      ),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => messages.some((text) => text.includes("/no-such-page"))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header", () => {
  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto(pagePath("team"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const toggle = (page: Page) => page.locator("details[data-menu] > summary");
  const menu = (page: Page) => page.locator("#site-menu");
  /** The expanded state Chromium gives assistive technology for the menu button (a native `<summary>`). */
  const announcedExpanded = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    const button = nodes.find((node) => node.role?.value === "DisclosureTriangle" && node.name?.value === "Menu");
    return button?.properties?.find((property) => property.name === "expanded")?.value.value ?? false;
  };

  // One visit of a static page: by its button, by Escape, then by a link, which leaves the page
  // (docs/decisions/019).
  test("opens and closes by its button, announced as expanded and collapsed; closes on Escape, focus back on its button; closes when a link is chosen (static page)", async ({
    page,
  }) => {
    await page.goto(pagePath("vision"));
    await test.step("opens and closes by its button, announced as expanded and collapsed", async () => {
      await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeHidden();
      await expect.poll(() => announcedExpanded(page)).toBe(false);
      await toggle(page).click();
      await expect.poll(() => announcedExpanded(page)).toBe(true);
      await expect(menu(page).getByRole("link", { name: "Insights" })).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Our Vision" })).toHaveAttribute("aria-current", "page");
      await toggle(page).click();
      await expect.poll(() => announcedExpanded(page)).toBe(false);
      await expect(menu(page)).toBeHidden();
    });
    await test.step("closes on Escape and returns focus to its button", async () => {
      await toggle(page).focus();
      await page.keyboard.press("Enter");
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect.poll(() => announcedExpanded(page)).toBe(false);
      await expect(toggle(page)).toBeFocused();
    });
    await test.step("closes when a link is chosen (static page)", async () => {
      await closesWhenALinkIsChosen(page);
    });
  });

  /** Opens the menu, chooses Company, and checks the menu is closed on the page it leads to. */
  async function closesWhenALinkIsChosen(page: Page) {
    await toggle(page).click();
    await menu(page).getByRole("link", { name: "Company" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => announcedExpanded(page)).toBe(false);
  }

  test("closes when a link is chosen (hydrated page)", async ({ page }) => {
    await page.goto(pagePath("home"));
    await closesWhenALinkIsChosen(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still opens and its links work", async ({ page }) => {
      await page.goto(pagePath("team"));
      await toggle(page).click();
      await menu(page).getByRole("link", { name: "Our Vision" }).click();
      await expect(page).toHaveURL(/\/vision$/);
    });
  });
});

test.describe("islands", () => {
  test("React hydrates only a page's islands, loading none of its route modules", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
    // Only the island's own code loads, not the page's route module or React Router.
    expect(scripts).not.toContainEqual(expect.stringMatching(/^\/assets\/(home|root|manifest)-[\w-]+\.js$/));
  });
});
