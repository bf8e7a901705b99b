/**
 * The content editor end to end, as an editor uses it: `npm run edit` on a copy of the
 * repository, a real browser changes the /vision heading and an advisor's title, saves, and
 * the files on disk and the pages of the development server beside it show the new text; it
 * uploads an article's cover, which is refused without alternative text and shown once saved.
 * The site's pages are read as the development server renders them: a browser's visit would add
 * the transformation of every client module (about 20 s of CPU) to what the editor's checks prove.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM, VirtualConsole } from "jsdom";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withText } from "../support/built-dom";
import { chromiumFlags, headlessChromiumPath } from "../support/chromium";
import { freePort } from "../support/free-port";
import { photographicPicture } from "../support/photographic-picture";
import { eventually } from "../support/receivers";
import { copyRepository, plainEnvironment } from "../support/repository-copy";

let copy: string;
let editor: ChildProcess;
let browser: Browser;
/** One context for every visit, as one editor's browser: the editor's code, fetched once, is cached for the next. */
let context: BrowserContext;
let editorUrl: string;
let siteUrl: string;

async function waitFor(url: string) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForFile(file: string, text: string) {
  while (!readFileSync(file, "utf8").includes(text)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** A save writes its files one after the other: the picture may land a moment after the text. */
async function waitForPath(file: string) {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeAll(async () => {
  copy = copyRepository("site-editor-");
  const [editorPort, sitePort] = [await freePort(), await freePort()];
  editorUrl = `http://localhost:${editorPort}`;
  siteUrl = `http://localhost:${sitePort}`;
  editor = spawn(process.execPath, ["--import", "tsx", "scripts/edit.ts"], {
    cwd: copy,
    // As a person starts it: without the test runner's variables, which put Vite into test mode.
    env: plainEnvironment({ NODE_ENV: "development", EDITOR_PORT: String(editorPort), SITE_PORT: String(sitePort) }),
    stdio: "ignore",
    detached: true,
  });
  await Promise.all([waitFor(`${editorUrl}/keystatic`), waitFor(`${siteUrl}/vision`)]);
  browser = await chromium.launch({ executablePath: headlessChromiumPath, args: chromiumFlags });
  context = await browser.newContext();
  // The first visits bundle the editor's dependencies; a page loaded while Vite is still bundling
  // can stay blank, so load it again until the editor shows (tens of seconds on a cold machine).
  const warmUp = await context.newPage();
  for (let attempt = 1; ; attempt++) {
    try {
      await warmUp.goto(`${editorUrl}/keystatic/singleton/pages-vision`, { timeout: 60_000 });
      await warmUp.getByRole("textbox", { name: "Page heading" }).waitFor({ timeout: 60_000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  await warmUp.close();
}, 420_000);

async function openEditor(entryPath: string) {
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${editorUrl}/keystatic/${entryPath}`);
  return page;
}

/**
 * A page of the development server, as it renders it, once `shows` finds in it what was saved: the
 * server renders a saved file once its watcher has seen the change, a moment after the save.
 */
async function sitePageShowing<T>(pathname: string, shows: (document: Document) => T | undefined): Promise<T> {
  return eventually(
    async () => {
      const response = await fetch(`${siteUrl}${pathname}`);
      expect(response.status, pathname).toBe(200);
      // A console of its own: jsdom cannot parse the development server's stylesheets, and says so.
      return shows(new JSDOM(await response.text(), { virtualConsole: new VirtualConsole() }).window.document);
    },
    60_000,
    `${pathname} showing what was saved`,
  );
}

afterAll(async () => {
  await browser?.close();
  if (editor?.pid) process.kill(-editor.pid, "SIGTERM");
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run edit", () => {
  it("saves a page heading and an advisor's title to the files, and the site shows them", async () => {
    const heading = "An economy that measures what matters";
    const visionFile = path.join(copy, "content/pages/vision.yaml");
    const before = readFileSync(visionFile, "utf8").split("\n");
    const page = await openEditor("singleton/pages-vision");
    await page.getByRole("textbox", { name: "Page heading" }).fill(heading);
    await page.getByRole("button", { name: "Save" }).click();
    await waitForFile(visionFile, `title: ${heading}`);
    // Saved in the repository's own format: the edit is a one-line change.
    await waitForFile(visionFile, "\n");
    const after = readFileSync(visionFile, "utf8").split("\n");
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual([`  title: ${heading}`]);

    const title = "Senior Strategic Advisor";
    await page.goto(`${editorUrl}/keystatic/collection/team/item/rafael-quintero-hale`);
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await waitForFile(path.join(copy, "content/team/rafael-quintero-hale.yaml"), `title: ${title}`);

    await sitePageShowing("/vision", (page) => page.querySelector("h1")?.textContent === heading || undefined);
    const advisor = (page: Document) =>
      [...page.querySelectorAll("li")].find((item) => item.textContent.includes("Rafael Quintero-Hale"));
    const shown = await sitePageShowing("/team", (page) =>
      advisor(page)?.textContent.includes(title) ? advisor(page) : undefined,
    );
    expect(withText(shown, title)).toHaveLength(1);
  }, 400_000);

  it("refuses to save a link to a page that does not exist, saying why at the field", async () => {
    const page = await openEditor("singleton/pages-vision");
    const before = readFileSync(path.join(copy, "content/pages/vision.yaml"), "utf8");
    // A list item opens in a dialog; the closing band's first button links to the white paper.
    await page.getByRole("row", { name: "Read the White Paper" }).click();
    const dialog = page.getByRole("dialog");
    const link = dialog.getByRole("combobox", { name: "Goes to" });
    await link.fill("page:no-such-page");
    // Leaving the field checks it with the build's own link rules.
    await link.press("Tab");
    await dialog.getByText('"page:no-such-page" names no page', { exact: false }).first().waitFor();
    await expect(link.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(readFileSync(path.join(copy, "content/pages/vision.yaml"), "utf8")).toBe(before);
  }, 300_000);

  it("uploads an article's cover, refuses it without alternative text, and the article shows it once saved", async () => {
    const slug = "what-is-ethical-debt";
    const articleFile = path.join(copy, `content/articles/${slug}.mdoc`);
    const pictureFile = path.join(copy, `content/pictures/articles/${slug}/cover.jpg`);
    const upload = path.join(os.tmpdir(), `cover-${process.pid}.jpg`);
    writeFileSync(upload, await photographicPicture({ width: 800, height: 600, seed: 21 }));
    const before = readFileSync(articleFile, "utf8");
    const page = await openEditor(`collection/articles/item/${slug}`);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).first().click();
    await (await chooser).setFiles(upload);
    // The upload has reached the field once its alternative text turns required; saving before that
    // (a busy machine) saves nothing, and no refusal would come. The cover's own text box: the
    // article's summary is a required text area from the start.
    const altText = page.getByRole("textbox", { name: "Alternative text" });
    await altText.and(page.locator('[aria-required="true"], [required]')).waitFor();
    rmSync(upload);

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Alternative text is required", { exact: false }).first().waitFor();
    await expect(altText.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(readFileSync(articleFile, "utf8"), "the article is not saved").toBe(before);
    expect(existsSync(pictureFile), "nor is the picture").toBe(false);

    const alt = "Overlapping circles and bars in blue, brown and green";
    await altText.fill(alt);
    await page.getByRole("button", { name: "Save" }).click();
    await waitForFile(articleFile, `alt: ${alt}`);
    expect(readFileSync(articleFile, "utf8")).toContain(
      `cover:\n  image: content/pictures/articles/${slug}/cover.jpg\n`,
    );
    // The picture, in the articles' picture folder.
    await waitForPath(pictureFile);

    const cover = await sitePageShowing(
      `/insights/${slug}`,
      (page) => page.querySelector(`img[alt="${alt}"]`) ?? undefined,
    );
    const sources = [...(cover.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    // Each width the page offers is prepared from the upload, none wider than it, served, and decodes
    // whole (AVIF, which sharp names by its container, HEIF).
    const candidates = (sources[0].getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.length).toBeGreaterThan(0);
    for (const [url, width] of candidates) {
      expect(url).toMatch(new RegExp(`^/assets/${slug}-cover-\\d+-[0-9a-f]{10}\\.avif$`));
      const served = await fetch(`${siteUrl}${url}`);
      expect(served.status, url).toBe(200);
      const picture = sharp(Buffer.from(await served.arrayBuffer()));
      const { format } = await picture.metadata();
      const { info } = await picture.raw().toBuffer({ resolveWithObject: true });
      expect({ format, width: `${info.width}w` }).toEqual({ format: "heif", width });
      expect(info.width).toBeLessThanOrEqual(800);
    }
  }, 300_000);
});
