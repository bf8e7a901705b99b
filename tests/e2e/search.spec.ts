import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { pagePath, routeTable } from "../support/built-site";
import { insightsPaths } from "~/route-table";

/*
 * The site search (docs/product.md#site-search, docs/decisions/011-site-search.md). Its words come
 * from content/site/search.yaml; result titles are the pages' titles (content/site/page-meta.yaml).
 */
const search = content("site/search");
const pageMetas = content("site/page-meta");
const whitePaperTitle = pageMetas["white-paper"].title;

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: search.button });
const dialog = (page: Page) => page.getByRole("dialog", { name: search.dialog.label });
const searchBox = (page: Page) => dialog(page).getByRole("searchbox", { name: search.dialog.label });
const results = (page: Page) => dialog(page).locator("ol > li");
const resultLinks = (page: Page) => dialog(page).getByRole("listitem").getByRole("link");

/** Every request the page makes, from before its navigation. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

async function searchFor(page: Page, words: string) {
  await searchBox(page).fill(words);
  await expect(dialog(page).getByRole("status")).toHaveText(/\S/);
}

test.describe("search dialog", () => {
  test("loads no search code until it opens from the header's button", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(pagePath("vision"));
    await page.waitForLoadState("load");
    const script = await searchButton(page).getAttribute("data-search-src");
    expect(script).toMatch(/^\/assets\/search-[\w-]+\.js$/);
    expect(requests.filter((path) => path.startsWith("/pagefind/") || path === script)).toEqual([]);

    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    expect(requests).toContain(script);
    await expect.poll(() => requests.filter((path) => path.startsWith("/pagefind/")).length).toBeGreaterThan(0);
  });

  test("opens with / and with Ctrl+K, but not while typing in a field", async ({ page }) => {
    await page.goto(pagePath("contact"));
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    // Escape and Ctrl+K in one task, as a fast hand may: the second key reaches the page, not the
    // closed dialog's search box (opened from nothing focused, the browser leaves the focus there).
    await page.evaluate(() => {
      for (const [key, ctrlKey] of [
        ["Escape", false],
        ["k", true],
      ] as const) {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent("keydown", { key, ctrlKey, bubbles: true, cancelable: true }),
        );
      }
    });
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");

    const message = page.getByRole("textbox", { name: /message/i }).first();
    await message.pressSequentially("a/b");
    await message.press("Control+k");
    await expect(message).toHaveValue("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  // One visit of the home page, one dialog, three searches (docs/decisions/019).
  test('"ethical debt" lists the white paper first; nothing matching is said; more results than shown lead to the search page', async ({
    page,
  }) => {
    await page.goto(pagePath("home"));
    await test.step('"ethical debt" lists the white paper first, with its section and the words highlighted', async () => {
      await searchButton(page).click();
      await searchFor(page, "ethical debt");
      await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ pages match\.$/);
      const first = results(page).first();
      const link = first.getByRole("link");
      await expect(link.locator(".site-search-hit__title")).toHaveText(whitePaperTitle);
      await expect(link).toHaveAttribute("href", new RegExp(`^${pagePath("white-paper")}#`));
      await expect(link.locator(".site-search-hit__section")).toHaveText(/\S/);
      await expect(first.locator("mark").first()).toHaveText(/^(ethical|debt)$/i);
      // The excerpt describes the link for screen readers.
      const excerptId = await link.getAttribute("aria-describedby");
      await expect(first.locator(`[id="${excerptId}"]`)).toContainText(/ethical debt/i);
    });
    await test.step("says so when nothing matches, and offers every result on the search page when there are more", async () => {
      await searchFor(page, "zzyzx");
      await expect(dialog(page).getByRole("status")).toHaveText(search.dialog.noMatches);
      await expect(results(page)).toHaveCount(0);

      await searchFor(page, "trust");
      await expect(results(page)).toHaveCount(8);
      const more = dialog(page).getByRole("link", { name: search.dialog.allResults });
      await expect(more).toHaveAttribute("href", `${pagePath("search")}?q=trust`);
    });
  });

  test("arrow keys move through the results and Enter opens one", async ({ page }) => {
    await page.goto(pagePath("team"));
    await searchButton(page).click();
    await searchFor(page, "ethical debt");
    await expect(resultLinks(page).nth(1)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(resultLinks(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(resultLinks(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(resultLinks(page).first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    const target = await resultLinks(page).first().getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("Escape closes it and gives focus back to the search button", async ({ page }) => {
    await page.goto(pagePath("insights"));
    await searchButton(page).click();
    await searchFor(page, "consortium");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  // One visit, the dialog open with results, checked at a phone's width, then at a desktop's
  // (docs/decisions/019).
  test("has no accessibility violations when open with results at 375 px and at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(pagePath("platform"));
    await searchButton(page).click();
    await searchFor(page, "ethical debt");
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await expect(resultLinks(page).first()).toBeVisible();
        await expect(dialog(page)).toBeInViewport({ ratio: 1 });
        await expectNoAxeViolations(page);
      });
    }
  });
});

test.describe("search page", () => {
  test("loads no search code until the visitor turns to the box, then searches what was typed meanwhile", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(pagePath("search"));
    const box = page.getByRole("search").getByRole("searchbox", { name: search.dialog.label });
    await expect(box).toBeVisible();
    expect(scripts.filter((script) => script.startsWith("/assets/search-"))).toEqual([]);

    await box.fill("ethical debt");
    const found = page.getByRole("region", { name: search.page.resultsTitle });
    await expect(found.getByRole("listitem").first().getByRole("link")).toContainText(whitePaperTitle);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/search-[\w-]+\.js$/));
  });

  test("answers ?q= with the results, and keeps the words in its address as they change", async ({ page }) => {
    await page.goto(`${pagePath("search")}?q=ethical+debt`);
    const form = page.getByRole("search");
    await expect(form.getByRole("searchbox", { name: search.dialog.label })).toHaveValue("ethical debt");
    const found = page.getByRole("region", { name: search.page.resultsTitle });
    await expect(found.getByRole("status")).toHaveText(/^\d+ pages match\.$/);
    await expect(found.getByRole("listitem").first().getByRole("link")).toContainText(whitePaperTitle);

    await form.getByRole("searchbox").fill("p-points");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "p-points");
    await expect(found.getByRole("listitem").first().getByRole("link")).toContainText(
      pageMetas["prosperity-points"].title,
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the header's search button leads to every page and article of the site, listed by section", async ({
      page,
    }) => {
      await page.goto(pagePath("vision"));
      await searchButton(page).click();
      await expect(page).toHaveURL((url) => url.pathname === pagePath("search"));
      // Playwright's text search skips <noscript>; the browser shows it when it runs no script.
      await expect(page.locator("noscript p")).toHaveText(search.page.noScript);
      await expect(page.locator("noscript p")).toBeVisible();
      await expect(page.locator("form[data-search-page]")).toBeHidden();

      const directory = page.getByRole("region", { name: search.page.directoryTitle });
      for (const section of search.page.directory) {
        await expect(directory.getByRole("heading", { name: section.title, exact: true })).toBeVisible();
      }
      const listed = await directory
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const articlePath = insightsPaths(pagePath("insights")).article;
      const everyOtherPage = [
        ...routeTable.filter((entry) => entry.id !== "search").map((entry) => entry.path),
        ...content("articles").map((article) => articlePath(article.slug)),
      ];
      expect(listed.toSorted()).toEqual(everyOtherPage.toSorted());
    });

    test("the SearchAction's address works too", async ({ page }) => {
      const response = await page.goto(`${pagePath("search")}?q=ethical+debt`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("region", { name: search.page.directoryTitle })).toBeVisible();
    });
  });
});

test.describe("search files", () => {
  test("are served with their types, cached by their names, and Pagefind's compressed files as they are", async ({
    request,
  }) => {
    const script = await request.get("/pagefind/pagefind.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(script.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // A file allows WebAssembly, which Pagefind compiles, and no inline script.
    expect(script.headers()["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);

    const entry = (await (await request.get("/pagefind/pagefind-entry.json")).json()) as {
      languages: Record<string, { hash: string }>;
    };
    const meta = await request.get(`/pagefind/pagefind.${entry.languages.en.hash}.pf_meta`, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(meta.status()).toBe(200);
    expect(meta.headers()["content-type"]).toBe("application/octet-stream");
    expect(meta.headers()["cache-control"]).toBe("public, max-age=31536000, immutable, no-transform");
    expect(meta.headers()["content-encoding"]).toBeUndefined();

    const wasm = await request.get("/pagefind/wasm.en.pagefind", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(wasm.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, no-transform");
    expect(wasm.headers()["content-encoding"]).toBeUndefined();

    expect((await request.get("/pagefind/pagefind-ui.js")).status()).toBe(404);
  });

  test("every page's policy adds WebAssembly to the scripts it allows, and nothing else", async ({ request }) => {
    const response = await request.get(pagePath("home"));
    const policy = response.headers()["content-security-policy"] ?? "";
    const scriptSources = policy
      .split("; ")
      .find((directive) => directive.startsWith("script-src "))
      ?.split(" ")
      .slice(1);
    expect(scriptSources?.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    for (const source of scriptSources?.slice(2) ?? []) expect(source).toMatch(/^'sha256-[\w+/=]+'$/);
  });
});
