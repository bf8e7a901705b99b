/** The white paper's contents in every engine: a jump marks the section current, scrolls to it and moves the focus there. */
import type { Check } from "../support/visit";

export const whitePaperContents: Check = {
  name: "white paper contents",
  async run({ page }) {
    const link = "nav[data-contents] li:nth-child(3) a";
    await page.click(link);
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
      link,
    );
  },
};
