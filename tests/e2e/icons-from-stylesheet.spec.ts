import { type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { pagePath } from "../support/built-site";
import { antialiasing, drawIconsInline, iconsApart } from "../support/drawn-icons";

/*
 * docs/decisions/029-every-page-in-its-first-round-trip.md: the icons below a page's first screen come
 * without their shapes, which the page's stylesheet file draws as masks of the icon's colour, each
 * from its cell of one image of every drawing (scripts/icons-from-stylesheet.ts). Once the file has
 * applied, each looks as the same shapes drawn inline do, pixel for pixel but for antialiasing: on a
 * phone and a desktop, light and dark, in forced colours and on paper. A phone in light (at twice the
 * density) and a desktop in dark cover each width and each theme: the mask's size follows the width,
 * its colour the theme, and neither depends on the other.
 */

const pages = ["/", pagePath("ecosystem")];

const looks: [string, BrowserContextOptions, Parameters<Page["emulateMedia"]>[0]][] = [
  ["a phone, light", { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true }, {}],
  ["1280 px, dark", { viewport: { width: 1280, height: 800 } }, { colorScheme: "dark" }],
  ["1280 px, forced colours", { viewport: { width: 1280, height: 800 } }, { forcedColors: "active" }],
  ["1280 px, on paper", { viewport: { width: 1280, height: 800 } }, { media: "print" }],
];

for (const [look, device, media] of looks) {
  test(`icons drawn by the stylesheet look as drawn inline: ${look}`, async ({ browser }) => {
    const context = await browser.newContext({ ...device, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.emulateMedia(media);
    for (const path of pages) {
      await page.goto(path);
      await page.locator("html[data-page-styled]").waitFor({ state: "attached" });
      const boxes = await page.locator("svg[data-icon]").evaluateAll((icons) =>
        icons.flatMap((icon) => {
          const box = icon.getBoundingClientRect();
          if (!box.width || !box.height) return [];
          return [{ x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height }];
        }),
      );
      expect(boxes.length, `${path}: icons drawn by the stylesheet on the page`).toBeGreaterThan(5);
      const drawn = await page.screenshot({ fullPage: true, animations: "disabled" });
      const restored = await page.evaluate(drawIconsInline);
      expect(
        restored.every((shapes) => shapes > 0),
        `${path}: every mask holds shapes`,
      ).toBe(true);
      const inline = await page.screenshot({ fullPage: true, animations: "disabled" });
      const { sizes, icons } = await iconsApart(drawn, inline, boxes, device.deviceScaleFactor ?? 1);
      expect(sizes[1], `${path}: the page keeps its size`).toEqual(sizes[0]);
      for (const { box, inked, apart } of icons) {
        const where = `${path}, the icon at ${Math.round(box.x)},${Math.round(box.y)}`;
        expect(inked, `${where}: drawn inline, it shows`).toBe(true);
        expect(apart, `${where}: drawn by the stylesheet, it looks the same`).toBeLessThanOrEqual(antialiasing);
      }
    }
    await context.close();
  });
}
