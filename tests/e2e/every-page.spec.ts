/**
 * Every page, at a phone's width and a desktop's, in one visit each (docs/decisions/019): while it
 * loads and each of its islands starts, no script error, no Content-Security-Policy violation and no
 * request for the content editor's code; a page without islands loads nothing but the page script;
 * then nothing scrolls sideways, and axe finds no WCAG 2.2 AA violation in the light theme, nor any
 * of the rules that read colours in the dark one (as the system setting gives it; the header's
 * control applies the same tokens, docs/decisions/012-dark-mode.md). Each worker keeps one page per width for these visits: they only
 * read pages, and a fresh browser context per visit would cost more than most of the checks.
 */
import { type ConsoleMessage, type Page, type Request } from "@playwright/test";
import { axeViolations, colourRules } from "../support/axe";
import { expect, test, waitForHydration } from "../support/test";
import { allPagePaths } from "../support/built-site";

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;
type Width = keyof typeof viewports;

const notFoundPath = "/no-such-page";
/** A path no file answers, rendered per request by the server (a catch-all of the platform section). */
const catchAllPath = "/platform/x";
const editorCode = /keystatic|keystar|markdoc|\/editor\//i;
const pageScript = /^\/assets\/page-[\w-]+\.js$/;

const visitTest = test.extend<object, { pageAt: (width: Width) => Promise<Page> }>({
  pageAt: [
    async ({ browser }, use) => {
      const pages = new Map<Width, Page>();
      await use(async (width) => {
        if (!pages.has(width))
          pages.set(width, await (await browser.newContext({ viewport: viewports[width] })).newPage());
        return pages.get(width)!;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});

/**
 * Collects what the browser reports from now until `stop()`: console errors (Chromium reports a
 * Content-Security-Policy violation there), uncaught script errors, and every request with its kind.
 */
function watch(page: Page, path: string) {
  const errors: string[] = [];
  const requests: { kind: string; url: string }[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    // The not-found page logs the missing path by design, and Chromium reports its 404 status.
    if (path === notFoundPath && /404 Error|status of 404/.test(message.text())) return;
    errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onRequest = (request: Request) => requests.push({ kind: request.resourceType(), url: request.url() });
  page.on("console", onConsole).on("pageerror", onPageError).on("request", onRequest);
  return {
    errors,
    requests,
    stop: () => page.off("console", onConsole).off("pageerror", onPageError).off("request", onRequest),
  };
}

for (const width of Object.keys(viewports) as Width[]) {
  test.describe(`every page at ${viewports[width].width} px`, () => {
    // A visit starts every island of the page and runs axe twice: the longest pages need more than the default.
    test.describe.configure({ timeout: 60_000 });
    for (const path of [...allPagePaths, catchAllPath, notFoundPath]) {
      visitTest(path, async ({ pageAt }) => {
        const page = await pageAt(width);
        await page.emulateMedia({ colorScheme: "light" });
        // Listening through the whole visit: an error may come after the load, as islands start or axe reads the page.
        const report = watch(page, path);
        await page.goto(path);
        await waitForHydration(page);
        const islands = await page.locator("[data-island]").count();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, "nothing scrolls sideways").toBeLessThanOrEqual(0);
        expect.soft(await axeViolations(page), "axe, light theme").toEqual([]);
        await page.emulateMedia({ colorScheme: "dark" });
        expect.soft(await axeViolations(page, { rules: colourRules }), "axe, dark theme").toEqual([]);
        report.stop();

        expect.soft(report.errors, "no script error and no Content-Security-Policy violation").toEqual([]);
        const editorRequests = report.requests.filter((request) => editorCode.test(request.url));
        expect.soft(editorRequests, "no request for editor code").toEqual([]);
        if (allPagePaths.includes(path) && islands === 0) {
          const scripts = report.requests
            .filter((request) => request.kind === "script")
            .map((request) => new URL(request.url).pathname);
          expect
            .soft(scripts, "a page without islands loads the page script alone")
            .toEqual([expect.stringMatching(pageScript)]);
        }
      });
    }
  });
}
