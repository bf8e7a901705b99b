import { createHash } from "node:crypto";
import { type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { siteHeadScript } from "~/browser/site-head-script";
import { mainContentId } from "~/components/layout/skip-link";
import { palette } from "~/design/palette";
import { themeStorageKey } from "~/design/theme";
import { trustCategories } from "~/visualisations/shared/category-order";
import { expect, test, waitForHydration, waitForPageScript } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { pagePath } from "../support/built-site";

const { themeControl: labels } = content("site/navigation");

/** The page's background as the body paints it, and whether it is a dark one (relative luminance). */
async function pageBackground(page: Page) {
  return page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
    const [red, green, blue] = (colour.match(/\d+/g) ?? []).slice(0, 3).map((channel) => Number(channel) / 255);
    const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    // The surface token as the page has it now, painted by a probe, so that both read as `rgb(…)`.
    const probe = document.createElement("div");
    probe.style.backgroundColor = "var(--color-surface)";
    document.body.append(probe);
    const surface = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { colour, surface, dark: luminance < 0.05 };
  });
}

async function expectTheme(page: Page, theme: "light" | "dark") {
  await expect.poll(async () => (await pageBackground(page)).dark, `the page is ${theme}`).toBe(theme === "dark");
  const { colour, surface } = await pageBackground(page);
  expect(colour, "the body paints the surface token").toBe(surface);
  if (theme === "light") expect(colour).toBe(rgbOf(palette.surface));
  else expect(colour).not.toBe(rgbOf(palette.surface));
}

function rgbOf(hex: string) {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

const themeButton = (page: Page) => page.locator("details[data-theme-control] > summary");
const themeGroup = (page: Page) => page.getByRole("group", { name: labels.label });

/** The control works once the page script has run (app/browser/page.js); before, a choice would be undone by it. */
async function choose(page: Page, choice: "system" | "light" | "dark") {
  await waitForPageScript(page);
  if (!(await themeGroup(page).isVisible())) await themeButton(page).click();
  await themeGroup(page).getByRole("radio", { name: labels[choice] }).check();
}

test.describe("dark mode follows the system with CSS alone", () => {
  for (const scheme of ["dark", "light"] as const) {
    test(`with no choice kept, a ${scheme} system setting makes the page ${scheme}`, async ({ browser }) => {
      const { context, page } = await newPage(browser, { colorScheme: scheme });
      await page.goto(pagePath("home"));
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      await expectTheme(page, scheme);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
      await context.close();
    });
  }

  test("a card casts the dark theme's deeper shadow on a dark page, by the system setting and by the control", async ({
    browser,
  }) => {
    /** The opacity of each visible layer of the first card's shadow (the ring layers are transparent). */
    const shadowOpacities = (page: Page) =>
      page.evaluate(() => {
        const shadow = getComputedStyle(document.querySelector("main [data-slot=card]") as Element).boxShadow;
        return [...shadow.matchAll(/rgba?\(([^)]*)\)/g)]
          .map(([, channels]) => Number(channels.split(",")[3] ?? 1))
          .filter((opacity) => opacity > 0);
      });
    const light = await newPage(browser, { colorScheme: "light" });
    await light.page.goto(pagePath("team"));
    const lightShadow = await shadowOpacities(light.page);
    expect(lightShadow.length, "the card has a shadow").toBeGreaterThan(0);

    const dark = await newPage(browser, { colorScheme: "dark" });
    await dark.page.goto(pagePath("team"));
    await expectTheme(dark.page, "dark");
    const darkShadow = await shadowOpacities(dark.page);
    expect(darkShadow).toHaveLength(lightShadow.length);
    darkShadow.forEach((opacity, layer) => expect(opacity, `layer ${layer}`).toBeGreaterThan(lightShadow[layer]));

    await choose(light.page, "dark");
    await expectTheme(light.page, "dark");
    expect(await shadowOpacities(light.page)).toEqual(darkShadow);
    await Promise.all([light.context.close(), dark.context.close()]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, colorScheme: "dark" });
    test("the theme control is not shown, and a dark system setting still makes the page dark", async ({ page }) => {
      await page.goto(pagePath("vision"));
      await expect(page.locator("details[data-theme-control]")).toBeHidden();
      await expectTheme(page, "dark");
    });
  });
});

test.describe("the theme control", () => {
  test.use({ colorScheme: "light" });

  test("is announced with its name and the checked choice; Dark is kept across pages and visits", async ({ page }) => {
    await page.goto(pagePath("home"));
    await expect(themeButton(page)).toHaveAccessibleName(labels.label);
    await themeButton(page).click();
    const group = themeGroup(page);
    await expect(group.getByRole("radio")).toHaveCount(3);
    await expect(group.getByRole("radio", { name: labels.system })).toBeChecked();

    await group.getByRole("radio", { name: labels.dark }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectTheme(page, "dark");
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe("dark");
    await page.keyboard.press("Escape");
    await expect(group).toBeHidden();
    await expect(themeButton(page)).toBeFocused();

    await page.goto(pagePath("vision"));
    await expectTheme(page, "dark");
    await themeButton(page).click();
    await expect(themeGroup(page).getByRole("radio", { name: labels.dark })).toBeChecked();
    await expect(themeGroup(page).getByRole("radio", { name: labels.system })).not.toBeChecked();

    const again = await page.context().newPage();
    await again.goto(pagePath("team"));
    await waitForHydration(again);
    await expectTheme(again, "dark");

    await choose(again, "light");
    await expectTheme(again, "light");
    await expect(again.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("System forgets the choice and follows the system setting again", async ({ page }) => {
    await page.goto(pagePath("company"));
    await choose(page, "dark");
    await expectTheme(page, "dark");
    await choose(page, "system");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBeNull();
    await expectTheme(page, "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expectTheme(page, "dark");
    await page.reload();
    await expectTheme(page, "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "light");
  });

  test("Light holds against a dark system setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(pagePath("platform"));
    await expectTheme(page, "dark");
    await choose(page, "light");
    await expectTheme(page, "light");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
  });

  test("the browser's bar takes the colour of the chosen theme, from the first paint of the next page on", async ({
    page,
  }) => {
    // The colour a browser would give its bar: the first theme-color meta whose media matches.
    const barColour = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
            (meta) => matchMedia(meta.media || "all").matches,
          )?.content,
      );
    await page.goto(pagePath("platform"));
    expect(await barColour()).toBe(palette.surface);
    await choose(page, "dark");
    await expect.poll(barColour).toBe(palette.night);

    // The next page, before any script file runs: the head script alone.
    await page.route("**/*.js", (route) => route.abort());
    await page.mainFrame().goto(pagePath("vision"));
    expect(await barColour()).toBe(palette.night);
    await page.unroute("**/*.js");

    await page.goto(pagePath("vision"));
    await waitForHydration(page);
    await choose(page, "system");
    await expect.poll(barColour).toBe(palette.surface);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await barColour()).toBe(palette.night);
    await choose(page, "light");
    await expect.poll(barColour).toBe(palette.surface);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("sits in the header beside the menu, with every choice on screen", async ({ page }) => {
      await page.goto(pagePath("insights"));
      await expect(themeButton(page)).toBeVisible();
      await themeButton(page).click();
      for (const choice of ["system", "light", "dark"] as const) {
        const radio = themeGroup(page).getByRole("radio", { name: labels[choice] });
        await expect(radio).toBeInViewport({ ratio: 1 });
      }
      await choose(page, "dark");
      await expectTheme(page, "dark");
      // A click in the page's margin, where nothing else answers it.
      await page.mouse.click(4, 600);
      await expect(themeGroup(page)).toBeHidden();
    });
  });
});

test.describe("no flash of the other theme", () => {
  test("the inline head script alone applies a kept choice, before the document has finished parsing", async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, { colorScheme: "light" });
    await page.goto(pagePath("home"));
    await page.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);

    // No script file at all from now on: only the inline script in <head> can set the theme.
    const blocked: string[] = [];
    await context.route("**/*.js", (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(() => {
      const record = (name: string) => {
        (window as unknown as Record<string, string | null>)[name] =
          document.documentElement.getAttribute("data-theme");
      };
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        observer.disconnect();
        record("themeAtBody");
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", () => record("themeAtDomContentLoaded"));
    });
    await page.goto(pagePath("ecosystem"), { waitUntil: "load" });
    // Requested once the page has painted (app/browser/page-script-loader.ts), which may follow the load event.
    await expect
      .poll(() => blocked.length, { message: "the page script was requested and blocked" })
      .toBeGreaterThan(0);
    const recorded = await page.evaluate(() => {
      const seen = window as unknown as Record<string, string | null>;
      return { body: seen.themeAtBody, domContentLoaded: seen.themeAtDomContentLoaded };
    });
    expect(recorded).toEqual({ body: "dark", domContentLoaded: "dark" });
    await expectTheme(page, "dark");
    // The control is drawn from the first paint wherever script runs, page script or not, so it never moves the header.
    await expect(page.locator("details[data-theme-control]")).toBeVisible();
    await context.close();
  });

  test("with storage switched off, the page still shows and follows the system", async ({ browser }) => {
    const { context, page } = await newPage(browser, { colorScheme: "dark" });
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("storage is off", "SecurityError");
        },
      });
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pagePath("home"));
    await expectTheme(page, "dark");
    await choose(page, "light");
    await expectTheme(page, "light");
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe("Content-Security-Policy", () => {
  const headScript = siteHeadScript(mainContentId);
  const headScriptHash = `'sha256-${createHash("sha256").update(headScript).digest("base64")}'`;

  test("a pre-rendered page allows the theme script by its hash, never by 'unsafe-inline'", async ({ request }) => {
    const response = await request.get(pagePath("home"));
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain(headScriptHash);
    expect(await response.text()).toContain(`<script>${headScript}</script>`);
  });

  for (const [kind, path] of [
    ["pre-rendered", pagePath("white-paper")],
    ["rendered per request", "/no-such-page"],
  ] as const) {
    test(`a ${kind} page applies a kept choice with no CSP violation`, async ({ browser }) => {
      const { context, page } = await newPage(browser, { colorScheme: "light" });
      await page.goto(pagePath("home"));
      await page.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content.Security.Policy|CSP/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      const response = await page.goto(path, { waitUntil: "networkidle" });
      const scriptSrc = /script-src ([^;]*)/.exec((await response?.allHeaders())?.["content-security-policy"] ?? "");
      expect(scriptSrc?.[1]).not.toContain("'unsafe-inline'");
      await expectTheme(page, "dark");
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

test.describe("forms and toasts", () => {
  test.use({ colorScheme: "light" });

  test("a form's errors, its notice and the success toast are dark when Dark is chosen, and pass axe", async ({
    page,
  }) => {
    await page.goto(pagePath("contact"));
    await choose(page, "dark");
    await page.keyboard.press("Escape");
    const form = page.locator("#contact-message-form");
    const send = form.locator('button[type="submit"]');
    await send.click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectTheme(page, "dark");
    await expectNoAxeViolations(page);

    await form.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("A question about the dark theme.");
    await send.click();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster.locator("[data-sonner-toast]")).toBeVisible();
    await expect(toaster).toHaveAttribute("data-sonner-theme", "dark");
    await expectNoAxeViolations(page);
  });
});

test.describe("the canvases", () => {
  test.use({ reducedMotion: "reduce" });

  /** Every fill colour the page's canvases set, as the draw code resolved it. */
  async function recordCanvasFills(page: Page) {
    await page.addInitScript(() => {
      const fills = new Set<string>();
      (window as unknown as { canvasFills: Set<string> }).canvasFills = fills;
      const fillStyle = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, "fillStyle")!;
      Object.defineProperty(CanvasRenderingContext2D.prototype, "fillStyle", {
        ...fillStyle,
        set(value: unknown) {
          if (typeof value === "string") fills.add(value.toLowerCase());
          fillStyle.set!.call(this, value);
        },
      });
    });
    return {
      take: () =>
        page.evaluate(() => {
          const { canvasFills } = window as unknown as { canvasFills: Set<string> };
          const taken = [...canvasFills];
          canvasFills.clear();
          return taken;
        }),
    };
  }

  const categoryTokens = (page: Page) =>
    page.evaluate(
      (categories) =>
        categories.map((category) =>
          getComputedStyle(document.documentElement).getPropertyValue(`--color-${category}`).trim().toLowerCase(),
        ),
      [...trustCategories],
    );

  test("the trust canvas draws in the dark colours when the page is dark, and redraws on a change of theme", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const fills = await recordCanvasFills(page);
    await page.goto(pagePath("platform"));
    const figure = page.getByTestId("trust-particle-canvas");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator("canvas")).toBeAttached();

    const lightColours = trustCategories.map((category) => palette[category].toLowerCase());
    const darkColours = await categoryTokens(page);
    expect(darkColours).not.toEqual(lightColours);
    await expect.poll(fills.take).toEqual(expect.arrayContaining(darkColours));
    await fills.take();

    await choose(page, "light");
    let redrawn: string[] = [];
    await expect.poll(async () => (redrawn = await fills.take())).toEqual(expect.arrayContaining(lightColours));
    for (const colour of darkColours) expect(redrawn).not.toContain(colour);
  });
});
