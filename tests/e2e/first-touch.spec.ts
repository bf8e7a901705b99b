import { expect, type Page, type Request, test } from "@playwright/test";
import { builtPage } from "../support/built-page";
import { pagePath } from "../support/built-site";
import { waitForPageScript } from "../support/test";
import search from "~content/site/search";

/**
 * No first touch lost (docs/decisions/020-no-first-touch-lost.md): a click or key press on an island
 * whose code has not arrived yet takes effect once it has, on a slow phone too. Each test slows the
 * CPU four times and holds the island's script in the network until the touch has been made, then
 * lets it through. Pages open with Playwright's own `page`, which, unlike the shared fixture's,
 * does not wait for the islands to start.
 */
test.use({ viewport: { width: 412, height: 823 } });

async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds every request for a script whose path matches `script` until `release()`. `requested`
 * resolves when the first one arrives: the page has then begun to start the island. Called before
 * the page opens: a route added to a page already open reaches its renderer later, and a request
 * made meanwhile went through unheld and unseen (in about one run in twenty of the search tests).
 */
async function holdScript(page: Page, script: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(
    (url) => script.test(url.pathname),
    async (route) => {
      markRequested();
      await released;
      await route.continue();
    },
  );
  return { requested, release };
}

const asset = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);

async function open(page: Page, path: string, waitUntil: "load" | "commit" = "load") {
  await slowCpu(page);
  await page.goto(path, { waitUntil });
}

test.describe("a click on a React island before it has started", () => {
  test("home: Contributors, clicked at once after scrolling to the stakeholder diagram, is selected", async ({
    page,
  }) => {
    const code = await holdScript(page, asset("stakeholder-diagram"));
    await open(page, pagePath("home"));
    await waitForPageScript(page);
    const diagram = page.getByTestId("stakeholder-diagram");
    await diagram.scrollIntoViewIfNeeded();
    await code.requested;
    const contributors = diagram.getByRole("button", { name: /Contributors/ });
    await contributors.click();
    code.release();

    await expect(page.locator('[data-island="stakeholder-diagram"]')).toHaveAttribute("data-hydrated", "");
    await expect(contributors).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("stakeholder-detail-contributors")).toBeVisible();
  });

  test("home: Enter on a card, pressed while the diagram starts, selects it", async ({ page }) => {
    const code = await holdScript(page, asset("stakeholder-diagram"));
    await open(page, pagePath("home"));
    await waitForPageScript(page);
    const support = page.getByTestId("stakeholder-diagram").getByRole("button", { name: /Support/ });
    await support.focus();
    await code.requested;
    await page.keyboard.press("Enter");
    code.release();

    await expect(page.locator('[data-island="stakeholder-diagram"]')).toHaveAttribute("data-hydrated", "");
    await expect(support).toHaveAttribute("aria-pressed", "true");
  });

  test("platform: a metric chosen before the explorer has started is shown", async ({ page }) => {
    const code = await holdScript(page, asset("metric-explorer"));
    await open(page, pagePath("platform"));
    await waitForPageScript(page);
    const explorer = page.getByTestId("metric-explorer");
    await explorer.scrollIntoViewIfNeeded();
    await code.requested;
    const last = explorer.getByRole("button").last();
    await last.click();
    code.release();

    await expect(page.locator('[data-island="metric-explorer"]')).toHaveAttribute("data-hydrated", "");
    await expect(last).toHaveAttribute("aria-pressed", "true");
    await expect(explorer.getByRole("button").first()).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("a tap on a touch screen before the island has started", () => {
  test.use({ hasTouch: true, isMobile: true });

  test("home: a tap on Subscribers selects it", async ({ page }) => {
    const code = await holdScript(page, asset("stakeholder-diagram"));
    await open(page, pagePath("home"));
    await waitForPageScript(page);
    const diagram = page.getByTestId("stakeholder-diagram");
    await diagram.scrollIntoViewIfNeeded();
    await code.requested;
    const subscribers = diagram.getByRole("button", { name: /Subscribers/ });
    await subscribers.tap();
    code.release();

    await expect(page.locator('[data-island="stakeholder-diagram"]')).toHaveAttribute("data-hydrated", "");
    await expect(subscribers).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("a touch on a script island before it has started", () => {
  test("impact: a click on the canvas before its script has arrived starts the simulation", async ({ page }) => {
    const code = await holdScript(page, asset("impact-canvas"));
    await open(page, pagePath("impact"));
    await code.requested;
    const figure = page.getByTestId("impact-canvas");
    const control = figure.getByRole("button");
    await control.click();
    code.release();

    await expect(page.locator('[data-island="impact-canvas"]')).toHaveAttribute("data-hydrated", "");
    await expect(figure.locator("[data-running]")).not.toHaveAttribute("data-phase", "individual");
    await expect(control.locator('[data-hint="reset"]')).toBeVisible();
  });

  test("platform: an arrow key on the canvas before its script has arrived highlights a category", async ({ page }) => {
    const code = await holdScript(page, asset("trust-particle-canvas"));
    await open(page, pagePath("platform"));
    await waitForPageScript(page);
    const figure = page.getByTestId("trust-particle-canvas");
    const control = figure.getByRole("button");
    await control.focus();
    await code.requested;
    await page.keyboard.press("ArrowRight");
    code.release();

    await expect(page.locator('[data-island="trust-particle-canvas"]')).toHaveAttribute("data-hydrated", "");
    await expect(figure.getByRole("status")).toContainText("highlighted.");
  });

  test("ecosystem: a source clicked before even the page script has run shows its description", async ({ page }) => {
    const pageScript = await holdScript(page, asset("page"));
    // The loader may add the page script before the load event, which then waits for the held script.
    await open(page, pagePath("ecosystem"), "commit");
    await pageScript.requested;
    const diagram = page.getByTestId("ecosystem-network");
    await diagram.getByRole("button", { name: "Market Data" }).click();
    pageScript.release();

    await expect(page.locator('[data-island="ecosystem-network"]')).toHaveAttribute("data-hydrated", "");
    await expect(diagram.locator('[data-source="market-data"]')).toHaveAttribute("data-active", "true");
    await expect(diagram.locator("[data-description-label]")).toHaveText("Market Data:");
  });
});

test.describe("a form before it has started", () => {
  test("contact: what is typed while the form starts is kept, and the form then sends with script", async ({
    page,
  }) => {
    const code = await holdScript(page, asset("contact-form"));
    await open(page, pagePath("contact"));
    await waitForPageScript(page);
    const form = page.locator("#contact-message-form");
    const name = form.getByRole("textbox", { name: /^Name/ });
    await name.click();
    await code.requested;
    await page.keyboard.type("Ada Lovelace");
    code.release();

    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-hydrated", "");
    await expect(name).toHaveValue("Ada Lovelace");
    await expect(name).toBeFocused();

    await form.getByRole("textbox", { name: /^Email/ }).fill("ada@example.com");
    await form.getByRole("textbox", { name: /^Message/ }).fill("Typed before the form had started.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent! Thank you for reaching out. We'll be in touch soon.")).toBeVisible();
    await expect(name).toHaveValue("");
  });
});

test.describe("the search dialog before its code has arrived", () => {
  const dialog = (page: Page) => page.getByRole("dialog", { name: search.dialog.label });
  // The dialog's code, as the header's button names it, known before the page opens.
  const searchScript = builtPage(pagePath("vision"))
    .querySelector("[data-search-src]")!
    .getAttribute("data-search-src")!;
  const holdSearchCode = (page: Page) => holdScript(page, new RegExp(`^${searchScript}$`));

  test("words typed right after opening it are searched for", async ({ page }) => {
    const code = await holdSearchCode(page);
    await open(page, pagePath("vision"));
    await waitForPageScript(page);
    await page.locator("[data-search-src]").click();
    await code.requested;
    await page.keyboard.type("ethical debt");
    code.release();

    await expect(dialog(page)).toBeVisible();
    const box = dialog(page).getByRole("searchbox");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("ethical debt");
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ pages? match/);
  });

  test("Escape pressed before it has opened calls the opening off", async ({ page }) => {
    const code = await holdSearchCode(page);
    await open(page, pagePath("vision"));
    await waitForPageScript(page);
    await page.keyboard.press("/");
    await code.requested;
    // Escape may also stop the page's loading, the held code with it: either way the opening ends.
    const settled = new Promise<"arrived" | "stopped">((resolve) => {
      const isCode = (request: Request) => new URL(request.url()).pathname === searchScript;
      page.on("requestfinished", (request) => isCode(request) && resolve("arrived"));
      page.on("requestfailed", (request) => isCode(request) && resolve("stopped"));
    });
    await page.keyboard.press("Escape");
    code.release();

    // Arrived, the dialog's code adopts its stylesheet as it runs; the page script's answer to its
    // arrival runs in the same task, so by the next check it has been made.
    if ((await settled) === "arrived") await page.waitForFunction(() => document.adoptedStyleSheets.length > 0);
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname, "the visitor stays on the page").toBe(pagePath("vision"));
  });
});
