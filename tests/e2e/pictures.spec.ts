import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page, Response } from "@playwright/test";
import { paths } from "../support/insights-content";
import { fixtureSite, pictureFixture } from "../support/picture-fixture";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { pagePath } from "../support/built-site";
import { expect, test, waitForPageScript } from "../support/test";

/*
 * Pictures in a browser (docs/decisions/025-pictures.md), on the production server over the site
 * built with test pictures (tests/support/picture-fixture.ts): an article whose cover is a
 * 4000 × 3000 photograph, read on a phone (375 px at twice the density) and a desktop (1280 px).
 * What the built HTML says is checked in tests/build/pictures.test.ts; here, what the browser does
 * with it: the file it chooses, the bytes it fetches, the place it keeps, what shows before it arrives.
 */

/** The most of its cover a phone may fetch (issue 33). */
const phoneBudget = 120 * 1024;

let server: RunningServer;
let dataDir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-pictures-"));
  server = await startProductionServer({
    BUILD_DIR: fixtureSite.buildDir,
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const coverFile = /\/assets\/[\w-]+-cover-\d+-[0-9a-f]{10}\.(avif|webp|jpeg)$/;

/** A visitor's tab that records every layout shift from the first paint (Cumulative Layout Shift's own entries). */
async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const covers: Response[] = [];
  page.on("response", (response) => {
    if (coverFile.test(new URL(response.url()).pathname)) covers.push(response);
  });
  return { context, page, covers };
}

/** The cover as the browser shows it: the file it chose among those of `sizes`, and the box it fills. */
async function shownCover(page: Page) {
  const cover = page.locator("main picture img").first();
  await cover.evaluate((image: HTMLImageElement) => image.decode());
  return cover.evaluate((image: HTMLImageElement) => {
    const candidates = image.srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1].slice(0, -1)));
    const chosen = Number(/-(\d+)-[0-9a-f]{10}\.\w+$/.exec(image.currentSrc)?.[1]);
    return {
      source: image.currentSrc,
      chosen,
      smaller: candidates.filter((width) => width < chosen).at(-1),
      devicePixels: image.getBoundingClientRect().width * devicePixelRatio,
      box: [image.getBoundingClientRect().width, image.getBoundingClientRect().height],
      naturalSize: [image.naturalWidth, image.naturalHeight],
    };
  });
}

/**
 * Brings each picture into view in turn, as a reader scrolling down would, until it has arrived; then the
 * shifts seen. It scrolls once the page script runs, which comes after the page's whole stylesheet
 * (docs/decisions/029-every-page-in-its-first-round-trip.md): on a busy machine a scroll before that
 * met the part below the first screen still unstyled, and its styling counted as a shift (0.79 once).
 */
async function layoutShiftAfterReading(page: Page) {
  await waitForPageScript(page);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("picture img")) {
      image.scrollIntoView({ block: "center", behavior: "instant" });
      await (image as HTMLImageElement).decode();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

async function onTheWire(responses: Response[]) {
  const sizes = await Promise.all(responses.map((response) => response.request().sizes()));
  return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
}

test("on a phone (375 px, twice the density) the cover is an AVIF of at most 120 KB, chosen by size, and nothing shifts; in the dark its colour holds its place, nothing moves, and it prints", async ({
  browser,
}) => {
  const { context, page, covers } = await visitor(browser, {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    colorScheme: "dark",
    reducedMotion: "reduce",
  });
  // The cover is held until its place has been looked at: what the reader sees before it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(coverFile, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.article(pictureFixture.article.slug), { waitUntil: "domcontentloaded" });
  const cover = page.locator("main picture img").first();
  const waiting = await cover.evaluate((image: HTMLImageElement) => ({
    placeholder: image.style.backgroundColor,
    background: getComputedStyle(image).backgroundColor,
    box: [image.getBoundingClientRect().width, image.getBoundingClientRect().height],
    moving: [image, image.parentElement!].map((element) => {
      const style = getComputedStyle(element);
      return [style.transitionDuration, style.animationName];
    }),
  }));
  expect(waiting.placeholder, "the picture's own colour, not a white box").toMatch(/^rgb\(/);
  expect(waiting.background).toBe(waiting.placeholder);
  expect(waiting.box[1], "its place kept at 2:1 before it arrives").toBeCloseTo(waiting.box[0] / 2, 0);
  expect(waiting.moving, "nothing animated under reduced motion").toEqual([
    ["0s", "none"],
    ["0s", "none"],
  ]);
  release();
  await waitForPageScript(page);

  const shown = await shownCover(page);
  expect(shown.source, "AVIF, the browser's best format").toMatch(/\.avif$/);
  expect(shown.chosen, "large enough for the screen").toBeGreaterThanOrEqual(shown.devicePixels);
  expect(shown.smaller ?? 0, "and no larger than it must be").toBeLessThan(shown.devicePixels);
  expect(
    covers.map((response) => new URL(response.url()).pathname),
    "one file of the cover",
  ).toEqual([new URL(shown.source).pathname]);
  expect(await onTheWire(covers)).toBeLessThanOrEqual(phoneBudget);
  // A hashed name under /assets/: kept by the browser for a year, never asked for again.
  expect(await covers[0].headerValue("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await layoutShiftAfterReading(page)).toBe(0);

  await page.emulateMedia({ media: "print" });
  const printed = await cover.evaluate((image: HTMLImageElement) => ({
    background: getComputedStyle(image).backgroundColor,
    within: image.getBoundingClientRect().right <= document.documentElement.clientWidth,
    breakInside: getComputedStyle(image).breakInside,
  }));
  await expect(cover).toBeVisible();
  expect(printed).toEqual({ background: "rgba(0, 0, 0, 0)", within: true, breakInside: "avoid" });
  await context.close();
});

test("on a desktop (1280 px) the cover is the 768-pixel AVIF its column takes, and nothing shifts; the team page's portrait too", async ({
  browser,
}) => {
  const { context, page, covers } = await visitor(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(paths.article(pictureFixture.article.slug));
  const shown = await shownCover(page);
  expect(shown.source).toMatch(/\.avif$/);
  expect([shown.chosen, shown.box]).toEqual([768, [768, 384]]);
  expect(covers).toHaveLength(1);
  const bytes = await onTheWire(covers);
  expect(bytes).toBeLessThanOrEqual(phoneBudget);
  expect(await layoutShiftAfterReading(page)).toBe(0);

  await page.goto(pagePath("team"));
  const portrait = page.getByRole("img", { name: pictureFixture.member.photo.alt });
  await portrait.evaluate((image: HTMLImageElement) => image.decode());
  const chosen = await portrait.evaluate((image: HTMLImageElement) => [
    image.currentSrc.split(".").pop(),
    image.naturalWidth,
    image.getBoundingClientRect().width,
  ]);
  expect(chosen).toEqual(["avif", 128, 128]);
  expect(await layoutShiftAfterReading(page)).toBe(0);
  await context.close();
});
