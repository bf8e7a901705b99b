/*
 * What only a browser shows on the white paper: the page script's contents (app/browser/page.js)
 * marking the section being read, jumping smoothly or, under reduced motion, at once; and the PDF
 * downloading. One visit does all of it. The paper's copy, sections, links and buttons are read
 * from the build in tests/build/white-paper.test.ts; axe and overflow for every page in
 * tests/e2e/every-page.spec.ts.
 */
import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { content } from "../support/content";
import { pagePath } from "../support/built-site";
import { sectionLabel } from "~/content/schema/prose";

const paper = content("white-paper");
const pageCopy = content("pages/white-paper");

const headingOf = (id: string) => sectionLabel(paper.body.sections.find((section) => section.id === id)!);

/** The fixed site header is 64 px tall; a section it jumps to starts just below it. */
const headerHeight = 64;

const contents = (page: Page) => page.getByRole("navigation", { name: pageCopy.contentsTitle });
const contentsLink = (page: Page, id: string) => contents(page).getByRole("link", { name: headingOf(id), exact: true });
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);

type ScrollLog = { positions: number[]; ended: boolean };
const scrollLog = (page: Page) => page.evaluate(() => (window as unknown as { scrollLog: ScrollLog }).scrollLog);

/**
 * Clicks a contents link and records every scroll position the window passes through on the way,
 * and whether the scroll has ended (the page script follows the reader again only after that).
 */
async function clickAndTrackScrolling(page: Page, link: ReturnType<typeof contentsLink>) {
  await link.scrollIntoViewIfNeeded();
  // Let the scroll event of bringing the link into view fire before listening.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => {
    const log: ScrollLog = { positions: [], ended: false };
    (window as unknown as { scrollLog: ScrollLog }).scrollLog = log;
    window.addEventListener("scroll", () => log.positions.push(Math.round(window.scrollY)));
    window.addEventListener("scrollend", () => (log.ended = true), { once: true });
  });
  await link.click();
}

async function expectJustBelowHeader(page: Page, id: string) {
  await expect
    .poll(() => sectionTop(page, id), { message: `#${id} starts below the fixed header` })
    .toBeGreaterThanOrEqual(headerHeight - 2);
  await expect
    .poll(() => sectionTop(page, id), { message: `#${id} starts just below the fixed header` })
    .toBeLessThan(headerHeight + 60);
}

test("white paper: the contents follow the reader and jump to a section, smoothly or at once; the PDF downloads", async ({
  page,
}) => {
  await page.goto(pagePath("white-paper"));

  // A click marks its item current and scrolls smoothly to its section, just below the header.
  const architecture = contentsLink(page, "architecture");
  const heightBefore = (await contents(page).boundingBox())?.height;
  await clickAndTrackScrolling(page, architecture);
  await expect(architecture, "the clicked item is current").toHaveAttribute("aria-current", "true");
  await expect(contents(page).locator('[aria-current="true"]'), "one current item").toHaveCount(1);
  await expect(page, "the address names the section").toHaveURL(/#architecture$/);
  await expectJustBelowHeader(page, "architecture");
  expect((await contents(page).boundingBox())?.height, "marking an item current moves nothing").toBe(heightBefore);
  await expect.poll(async () => (await scrollLog(page)).ended, { message: "the smooth scroll ends" }).toBe(true);
  expect(
    new Set((await scrollLog(page)).positions).size,
    "a smooth scroll passes through intermediate positions",
  ).toBeGreaterThan(2);

  // The current item then follows the reader's own scrolling.
  await page.locator("#practice").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  await expect(contentsLink(page, "practice"), "scrolled to practice: its item is current").toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(architecture, "scrolled away: the clicked item is no longer current").not.toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.locator("#core-problem").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  await expect(contentsLink(page, "core-problem"), "scrolled back: core-problem's item is current").toHaveAttribute(
    "aria-current",
    "true",
  );

  // With reduced motion the jump to a section is immediate.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const conclusion = contentsLink(page, "conclusion");
  await clickAndTrackScrolling(page, conclusion);
  await expect(conclusion, "reduced motion: the clicked item is current").toHaveAttribute("aria-current", "true");
  await expectJustBelowHeader(page, "conclusion");
  const { positions } = await scrollLog(page);
  expect(new Set(positions), "reduced motion: one jump, no positions in between").toEqual(new Set([positions.at(-1)]));

  // Download PDF downloads the paper as a PDF file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(), // the spec's button label
  ]);
  expect(download.suggestedFilename(), "the downloaded file's name").toMatch(/\.pdf$/);
  const body = await readFile(await download.path());
  expect(body.subarray(0, 5).toString("latin1"), "the download is a PDF").toBe("%PDF-");
  const response = await page.request.get("/white-paper.pdf");
  expect(response.headers()["content-type"], "the PDF's content type").toMatch(/^application\/pdf/);
});
