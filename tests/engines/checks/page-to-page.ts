/**
 * Going from page to page by a link, as a visitor does. The site asks for a cross-document view
 * transition (app/app.css); an engine without one must simply show the next page, and one with it
 * must finish it: either way the new page's heading is what is on screen, with no animation left.
 */
import { pagePath } from "../../support/built-site";
import { installPageHelpers } from "../support/page-helpers";
import { type Check, ensure } from "../support/visit";

export const pageToPage: Check = {
  name: "page to page",
  async run({ page }) {
    const home = pagePath("home");
    await page.click(`body > header a[href="${home}"]`);
    await page.waitFor(
      "the home page arrives and its script has run",
      (home) => location.pathname === home && document.documentElement.hasAttribute("data-enhanced"),
      home,
    );
    await page.evaluate(installPageHelpers);
    await page.waitFor("no view transition is left running", () =>
      document
        .getAnimations()
        .every((animation) => !(animation.effect as KeyframeEffect | null)?.pseudoElement?.includes("view-transition")),
    );
    const onTop = await page.evaluate(() => {
      const heading = document.querySelector("main h1");
      const box = heading?.getBoundingClientRect();
      if (!heading || !box) return false;
      const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
      return hit !== null && heading.contains(hit);
    });
    ensure(onTop, "the new page's heading is not what is on screen");
    const errors = await page.errors();
    ensure(errors.length === 0, `on the page arrived at: ${errors.join("; ")}`);
  },
};
