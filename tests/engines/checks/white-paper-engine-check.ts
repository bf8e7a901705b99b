/**
 * The white paper's contents in every engine: a jump marks the section current, scrolls to it and
 * moves the focus there; then reading on marks the section read. WebKit has no `scrollend` event, so
 * there the contents learn that the jump's smooth scroll is over from page.js's fallback timer.
 */
import type { Check } from "../support/visit";

const link = (index: number) => `nav[data-contents] li:nth-child(${index}) a`;

export const whitePaperContents: Check = {
  name: "white paper contents",
  async run({ page }) {
    await page.click(link(3));
    try {
      await page.waitFor(
        "the chosen section is current, in its address, focused and at the top of the screen",
        (link) => {
          const anchor = document.querySelector<HTMLAnchorElement>(link);
          const section = anchor && document.getElementById(decodeURIComponent(anchor.hash.slice(1)));
          if (!anchor || !section) return false;
          const top = section.getBoundingClientRect().top;
          return (
            anchor.getAttribute("aria-current") === "true" &&
            location.hash === anchor.hash &&
            document.activeElement === section &&
            top >= 0 &&
            top < innerHeight / 3
          );
        },
        link(3),
      );
    } catch (error) {
      const state = await page.evaluate((link) => {
        const anchor = document.querySelector<HTMLAnchorElement>(link);
        const section = anchor && document.getElementById(decodeURIComponent(anchor.hash.slice(1)));
        return JSON.stringify({
          current: anchor?.getAttribute("aria-current"),
          hash: location.hash,
          focused: document.activeElement?.id || document.activeElement?.tagName,
          top: section?.getBoundingClientRect().top,
          scrollY,
          innerHeight,
        });
      }, link(3));
      throw new Error(`${(error as Error).message}: ${state}`);
    }
    // The reader scrolls on at once, to the start of a later section.
    await page.evaluate((link) => {
      const anchor = document.querySelector<HTMLAnchorElement>(link);
      const section = anchor && document.getElementById(decodeURIComponent(anchor.hash.slice(1)));
      section?.scrollIntoView({ block: "start", behavior: "instant" });
    }, link(5));
    await page.waitFor(
      "the section scrolled to becomes the current one",
      (link) => document.querySelector(link)?.getAttribute("aria-current") === "true",
      link(5),
    );
  },
};
