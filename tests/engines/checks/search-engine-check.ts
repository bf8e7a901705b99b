/**
 * The site search in every engine: the header's dialog (a native <dialog>, Pagefind's WebAssembly)
 * opens, finds as the visitor types and closes on Escape; the search page lists its results.
 */
import { pagePath } from "../../support/built-site";
import { type Check, ensure } from "../support/visit";

const dialogBox = "#site-search-input";

export const searchDialog: Check = {
  name: "search dialog",
  async run({ page }) {
    await page.click("body > header [data-search-src]");
    await page.waitFor(
      "the dialog opens with the focus in its box",
      (box) => document.querySelector("dialog")?.open && document.activeElement === document.querySelector(box),
      dialogBox,
    );
    await page.type(dialogBox, "ethical debt");
    await page.waitFor(
      "results for the typed words are listed",
      () =>
        document.querySelectorAll("#site-search-results > li a").length > 0 &&
        window.__engines.text('dialog [role="status"]') !== "",
    );
    const found = await page.evaluate(() => ({
      first: document.querySelector("#site-search-results > li a")?.getAttribute("href") ?? "",
      dialog: window.__engines.box("dialog[open]"),
    }));
    ensure(found.first.startsWith(pagePath("white-paper")), `the first result is ${found.first}, not the white paper`);
    ensure(
      found.dialog && found.dialog.left >= 0 && found.dialog.right <= (await page.evaluate(() => innerWidth)),
      "the dialog leaves the screen",
    );
    await page.press("Escape");
    await page.waitFor(
      "Escape closes the dialog and gives the focus back to the search button",
      () =>
        !document.querySelector("dialog")?.open &&
        document.activeElement === document.querySelector("body > header [data-search-src]"),
    );
  },
};

export const searchPage: Check = {
  name: "search page",
  async run({ page }) {
    await page.type('form[data-search-page] input[name="q"]', "consortium");
    await page.waitFor(
      "the page lists results and keeps the words in its address",
      () =>
        document.querySelectorAll("[data-search-results] ol > li a").length > 0 &&
        new URLSearchParams(location.search).get("q") === "consortium",
    );
  },
};
