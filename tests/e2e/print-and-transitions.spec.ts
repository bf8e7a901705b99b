import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

/*
 * docs/product.md#print-and-page-changes: on paper a page is its content alone, black on white,
 * each link followed by where it leads; moving between pages cross-fades unless reduced motion
 * is asked for.
 */

const afterContent = (link: Locator) => link.evaluate((element) => getComputedStyle(element, "::after").content);
const style = (locator: Locator, property: "display" | "breakBefore" | "color" | "backgroundColor") =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

async function printed(page: Page, path: string) {
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
}

test.describe("printed", () => {
  // One visit of the privacy page: on screen first, then printed (docs/decisions/019).
  test("a legal page on screen keeps its frame and links; printed, it shows its text alone, black on white, each link followed by where it leads", async ({
    page,
  }) => {
    await page.goto(pagePath("privacy"));
    await test.step("on screen nothing changes: the frame and the links stay as they were", async () => {
      await expect(page.locator("body > header")).toBeVisible();
      await expect(page.locator("body > footer")).toBeVisible();
      expect(await afterContent(page.locator(`main a[href="${pagePath("contact")}"]`).first())).toBe("none");
    });
    await test.step("printed, a legal page shows its text alone, black on white, each link followed by where it leads", async () => {
      await page.emulateMedia({ media: "print" });
      for (const frame of [
        page.locator("body > header"),
        page.locator("body > footer"),
        page.locator('a[href="#main-content"]'),
      ]) {
        await expect(frame).toBeHidden();
      }
      // Every navigation: the header's menus, the footer's, the legal text's own table of contents.
      const navigations = page.locator("nav");
      expect(await navigations.count()).toBeGreaterThan(2);
      for (const navigation of await navigations.all()) await expect(navigation).toBeHidden();

      const main = page.locator("main");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await style(page.getByRole("heading", { level: 1 }), "color")).toBe("rgb(0, 0, 0)");
      expect(await style(page.locator('[data-slot="page-banner"]'), "backgroundColor")).toBe("rgba(0, 0, 0, 0)");

      const contactLink = main.locator(`a[href="${pagePath("contact")}"]`).first();
      await expect(contactLink).toBeVisible();
      expect(await afterContent(contactLink)).toBe(`" (${site.origin}${pagePath("contact")})"`);
      // A mail link's text is its address already; an in-page anchor leads nowhere on paper.
      expect(await afterContent(main.locator(`a[href="mailto:${site.emails.info}"]`).first())).toBe("none");
      expect(await afterContent(main.locator('a[href^="#"]').first())).toBe("none");
    });
  });

  test("an outside link is followed by its address", async ({ page }) => {
    await printed(page, pagePath("contact"));
    // The product website's line under the contact options; its buttons are not printed.
    const website = page.locator("main").locator(`a[href="${site.urls.productWebsite}"]`).filter({ visible: true });
    await expect(website).toHaveCount(1);
    expect(await afterContent(website)).toBe(`" (${site.urls.productWebsite})"`);
  });

  test("the white paper starts each numbered section and its end matter on a new page, without buttons", async ({
    page,
  }) => {
    await printed(page, pagePath("white-paper"));
    const sections = content("white-paper").body.sections;
    expect(await style(page.locator(`section#${sections[0].id}`), "breakBefore")).not.toBe("page");
    for (const section of sections.slice(1)) {
      expect(await style(page.locator(`section#${section.id}`), "breakBefore"), section.id).toBe("page");
    }
    const endMatter = page.locator("section", { has: page.locator("#white-paper-about-title") });
    expect(await endMatter.evaluate((element) => getComputedStyle(element.parentElement!).breakBefore)).toBe("page");
    await expect(page.locator('main a[href="/white-paper.pdf"]')).toBeHidden();
    await expect(
      page.locator("main").getByRole("link", { name: content("pages/white-paper").website.label }),
    ).toBeHidden();
  });
});

test.describe("moving between pages", () => {
  /** Whether the page that a link click opens is revealed by a view transition. */
  async function revealedByTransition(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        const { viewTransition } = event as Event & { viewTransition: ViewTransition | null };
        sessionStorage.setItem("revealed-by-transition", String(viewTransition !== null));
      });
    });
    await page.goto(pagePath("terms"));
    await page.evaluate(() => sessionStorage.removeItem("revealed-by-transition"));
    await page
      .locator("main")
      .locator(`a[href="${pagePath("privacy")}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("privacy")}$`));
    return page
      .waitForFunction(() => sessionStorage.getItem("revealed-by-transition"))
      .then((value) => value.jsonValue());
  }

  test("cross-fades from one page to the next", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await revealedByTransition(page)).toBe("true");
  });

  test("does not animate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await revealedByTransition(page)).toBe("false");
  });
});
