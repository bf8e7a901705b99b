/**
 * Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no geckodriver). Firefox 153
 * has no BiDi override for prefers-color-scheme yet (puppeteer's emulateMediaFeatures needs CDP), so
 * the browser starts with a dark system setting (`ui.systemUsesDarkTheme`), as a visitor's would be:
 * dark visits follow it, light ones choose Light in the header's control (../checks/page-frame.ts).
 */
import puppeteer, { type KeyInput, type Page } from "puppeteer-core";
import { type BrowserPage, conditionTimeoutMs, type EngineBrowser } from "./browser-page";
import { recordedErrors, recordErrors } from "./error-recorder";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const pageHeight = 740;

export async function launchFirefox(origin: string): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { "ui.systemUsesDarkTheme": 1 },
  });
  // A tab of our own: the one Firefox opens with never has the focus, headless, so focus() in it
  // fires no focus events, where a visitor's window has the focus.
  const page = await browser.newPage();
  page.setDefaultTimeout(conditionTimeoutMs);
  await page.evaluateOnNewDocument(recordErrors);
  return {
    page: firefoxPage(page, origin),
    close: () => browser.close(),
  };
}

function firefoxPage(page: Page, origin: string): BrowserPage {
  return {
    engine: "firefox",
    async open(path, width) {
      await page.setViewport({ width, height: pageHeight });
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      // The page script's mark on public pages, the desk script's on the desk's.
      await page.waitForSelector("html[data-enhanced], html[data-desk-ready]");
    },
    // Checks pass plain values, never element handles, which puppeteer's typings allow for.
    evaluate: (fn, ...args) => page.evaluate(fn as (...args: unknown[]) => never, ...args),
    async waitFor(what, fn, ...args) {
      try {
        await page.waitForFunction(
          fn as (...args: unknown[]) => unknown,
          { timeout: conditionTimeoutMs, polling: "raf" },
          ...args,
        );
      } catch (error) {
        throw new Error(`timed out waiting until ${what}`, { cause: error });
      }
    },
    async click(selector) {
      await page.locator(selector).click();
    },
    async hover(selector) {
      await page.locator(selector).hover();
    },
    async hoverAt(selector, x, y) {
      const target = await page.locator(selector).waitHandle();
      // At once: the site scrolls smoothly, and the box is measured right after.
      const box = await target.evaluate((element) => {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left, top, width, height };
      });
      await page.mouse.move(box.left + box.width * x, box.top + box.height * y);
    },
    async type(selector, text) {
      await page.locator(selector).click();
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key as KeyInput);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: () => page.evaluate(recordedErrors),
  };
}
