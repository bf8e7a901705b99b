/**
 * The icons the page's stylesheet file draws, each from its cell of one image of every drawing
 * (scripts/icons-from-stylesheet.ts): in every engine they look as the same shapes drawn inline, on
 * the screen where the first of them is. The Chromium suite compares every such icon of the page in
 * print and forced colours too (tests/e2e/icons-from-stylesheet.spec.ts); here only what an engine
 * could draw otherwise (a mask's size, position or image).
 */
import { drawIconsInline, iconsApart } from "../../support/drawn-icons";
import type { BrowserPage } from "../support/browser-page";
import { type Check, ensure } from "../support/visit";

/**
 * How far apart a channel of a pixel may be, of 255: Firefox and WebKit round a mask's edges further
 * from a stroke's than Chromium does (seen: 44 in Firefox, 61 in WebKit, of light arrows on teal and
 * on the home page's dark band). An icon drawn from the wrong cell is 168 and more apart.
 */
const antialiasing = 80;

/** Once the browser has drawn what the page last changed: a frame after the next one began. */
const framesDrawn = (page: BrowserPage) =>
  page.waitFor("the page has drawn its change", () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))).then(() => true),
  );

export const drawnIcons: Check = {
  name: "icons drawn by the stylesheet",
  async run({ page }) {
    await page.waitFor("the page's stylesheet has applied", () =>
      document.documentElement.hasAttribute("data-page-styled"),
    );
    // The pointer on the header, which stays at the top: no icon scrolls under it and takes a hover colour.
    await page.hover("header");
    const { boxes, scale } = await page.evaluate(() => {
      document.querySelector("svg[data-icon]")?.scrollIntoView({ block: "center", behavior: "instant" });
      // Below the header, which stays at the top of the screen as the page scrolls.
      const below = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const boxes = [...document.querySelectorAll("svg[data-icon]")].flatMap((icon) => {
        const { left, top, right, bottom, width, height } = icon.getBoundingClientRect();
        const onScreen = width > 0 && top >= below && bottom <= innerHeight && left >= 0 && right <= innerWidth;
        return onScreen ? [{ x: left, y: top, width, height }] : [];
      });
      return { boxes, scale: devicePixelRatio };
    });
    ensure(boxes.length > 0, "no icon drawn by the stylesheet on the screen");
    // A control the pointer has just left fades back to its colour.
    await page.waitFor("no colour is in transition", () =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    await framesDrawn(page);
    const drawn = await page.screenshot();
    const restored = await page.evaluate(drawIconsInline);
    await framesDrawn(page);
    ensure(
      restored.every((shapes) => shapes > 0),
      "an icon's cell of the mask's image holds no shapes",
    );
    const { icons } = await iconsApart(drawn, await page.screenshot(), boxes, scale);
    for (const { box, inked, apart } of icons) {
      const where = `the icon at ${Math.round(box.x)},${Math.round(box.y)} of the screen`;
      ensure(inked, `${where} does not show drawn inline`);
      ensure(apart <= antialiasing, `${where} is ${apart} of 255 apart from its inline drawing`);
    }
  },
};
