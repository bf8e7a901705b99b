import type { Page } from "@playwright/test";

/** The page scrolling sideways, if it does. */
export const sidewaysScroll = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth
      ? [`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`]
      : [];
  });

/**
 * What sticks out of the page as it is now: the document scrolling sideways, an element whose content
 * is wider than itself (a cut-off button, a table behind a sideways scroll), or an element whose box
 * leaves its parent's. A box that is meant to scroll says so with `data-scrolls`, and what is inside it
 * is not counted. Each finding names the element by its tag, id or classes and its text.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      faults.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    const describe = (element: Element) => {
      const id = element.getAttribute("id");
      const name = id ? `#${id}` : element.getAttribute("class")?.split(/\s+/).slice(0, 3).join(".");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ""}> "${text}"`;
    };
    // Half a pixel either way: sub-pixel layout rounds boxes differently from their parents.
    const slack = 0.5;
    const hasBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 || box.height > 0;
    };
    const clipped: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("[data-scrolls], svg, select, script, style, template")) continue;
      const style = getComputedStyle(element);
      // What is not shown (a closed disclosure's content, a closed dialog) sticks out of nothing.
      if (style.display === "contents" || !hasBox(element) || !element.checkVisibility()) continue;
      // A screen reader's text is one pixel, clipped, wherever it falls, and so is all it holds.
      if (clipped.some((box) => box.contains(element))) continue;
      if (style.position === "absolute" && (style.clip !== "auto" || style.clipPath !== "none")) {
        clipped.push(element);
        continue;
      }
      const inline = style.display === "inline";
      if (!inline && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible") {
        faults.push(`${describe(element)} scrolls or cuts ${element.scrollWidth - element.clientWidth} px sideways`);
      } else if (!inline && style.overflowX === "visible" && element.scrollWidth > element.clientWidth + 1) {
        faults.push(
          `${describe(element)} holds content ${element.scrollWidth - element.clientWidth} px wider than itself`,
        );
      }
      let parent = element.parentElement;
      while (parent && (getComputedStyle(parent).display === "contents" || !hasBox(parent))) {
        parent = parent.parentElement;
      }
      if (!parent || parent === document.documentElement) continue;
      const box = element.getBoundingClientRect();
      // A menu or a dialog is laid over the page: it must stay within the window rather than its parent.
      const overlaid = style.position === "fixed" || style.position === "absolute";
      const outer = overlaid ? new DOMRect(0, 0, root.clientWidth, 0) : parent.getBoundingClientRect();
      if (box.left < outer.left - slack || box.right > outer.right + slack) {
        faults.push(
          `${describe(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px, outside its parent's ${Math.round(outer.left)} to ${Math.round(outer.right)} px`,
        );
      }
    }
    return faults;
  });
}
