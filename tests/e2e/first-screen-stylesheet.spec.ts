import { type Browser, type BrowserContextOptions, expect, test, type Page } from "@playwright/test";
import { pagePath } from "../support/built-site";

/*
 * docs/decisions/029-every-page-in-its-first-round-trip.md: a page paints with its first screen's
 * rules alone and loads its whole stylesheet after; when that arrives, nothing on the screen moves or
 * changes colour, size or font. Checked on the pages whose inline rules are the smallest part of their
 * stylesheet, with the stylesheet held until the first screen has been read, and the page script
 * held for good, so that only the stylesheet can change what is seen.
 */

const pages = [
  "/",
  pagePath("ecosystem"),
  pagePath("platform"),
  pagePath("contact"),
  pagePath("white-paper"),
  "/insights/what-is-ethical-debt",
];

/** Every element with a box on the screen, by its place in the document: where it is on the screen and how it looks. */
const onScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) return [];
      // A closed menu's panel keeps a box, but nothing of it is seen.
      if (!element.checkVisibility({ visibilityProperty: true })) return [];
      const style = getComputedStyle(element);
      return [
        {
          element: `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`,
          // The part on the screen: a block that runs on below it grows when what follows gets its rules.
          box: [box.left, Math.max(box.top, 0), box.right, Math.min(box.bottom, innerHeight)].map(Math.round).join(" "),
          look: [style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.display].join(" "),
        },
      ];
    }),
  );

const pageStylesheet = /\/assets\/page-style-[\w-]+\.css$/;

/**
 * A page whose whole stylesheet is held until `release()`, and whose page script never comes. `open`
 * goes to a page and returns once the loader has asked for the stylesheet: the page has painted its
 * content.
 */
async function withStylesheetHeld(browser: Browser, device: BrowserContextOptions) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  let release = () => {};
  // Routes set before the first page opens (docs/decisions/019-test-suite-layout.md).
  await page.route(pageStylesheet, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.route(/\/assets\/page-[\w-]+\.js$/, () => {});
  const open = async (path: string) => {
    const requested = page.waitForRequest(pageStylesheet);
    await page.goto(path, { waitUntil: "commit" });
    await requested;
  };
  return { context, page, open, release: () => release() };
}

// A phone, as a phone lays a page out: it widens its layout to whatever sticks out sideways, where a
// desktop browser at the same width only scrolls.
for (const [device, { viewport, ...phone }] of [
  ["a phone, 375 px", { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
  ["1280 px", { viewport: { width: 1280, height: 800 } }],
] as const) {
  test(`the first screen on ${device} is the same before and after the page's whole stylesheet`, async ({
    browser,
  }) => {
    const { context, page, open, release } = await withStylesheetHeld(browser, { viewport, ...phone });
    for (const path of pages) {
      await open(path);
      const painted = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length);
      expect(painted, `${path}: painted before asking for its stylesheet`).toBe(1);
      const before = await onScreen(page);
      release();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="stylesheet"]')].some((link) => link.sheet),
      );
      expect(await onScreen(page), `${path} on ${device}`).toEqual(before);
      expect(before.length, `${path}: elements on the screen`).toBeGreaterThan(10);
    }
    await context.close();
  });
}

test("a menu opened before the page's whole stylesheet shows nothing, then its panel in place", async ({ browser }) => {
  const { context, page, open, release } = await withStylesheetHeld(browser, { viewport: { width: 375, height: 812 } });
  await open("/insights/what-is-ethical-debt");
  const menu = page.locator("header details[data-menu]");
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  const panel = page.locator("#site-menu");
  await expect(panel, "the panel, whose rules are still on their way").toBeHidden();
  release();
  await expect(panel).toBeVisible();
  // The panel hangs from the header's row, above the header's bottom border.
  const row = await page.locator("body > header > div").boundingBox();
  const placed = await panel.boundingBox();
  expect(placed?.y, "the panel opens just below the header's row").toBe((row?.y ?? 0) + (row?.height ?? 0));
  expect(placed?.width, "across the screen").toBe(375);
  await context.close();
});

test("the web manifest is named once the page has loaded and painted, with credentials, not while it loads", async ({
  page,
}) => {
  // When a `<link rel="manifest">` first stands in the document, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      (window as unknown as { manifestNamedAt: number }).manifestNamedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(pagePath("ecosystem"));
  await page.waitForFunction(() => "manifestNamedAt" in window);
  const { namedAt, loaded, painted, link } = await page.evaluate(() => ({
    namedAt: (window as unknown as { manifestNamedAt: number }).manifestNamedAt,
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    link: document.querySelector('link[rel="manifest"]')?.outerHTML,
  }));
  expect(link).toBe('<link rel="manifest" href="/site.webmanifest" crossorigin="use-credentials">');
  expect(namedAt, "named after the first paint").toBeGreaterThan(painted ?? Infinity);
  expect(namedAt, "and after the load event").toBeGreaterThanOrEqual(loaded);
});
