import { type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { pagePath } from "../support/built-site";

/*
 * docs/decisions/029-every-page-in-its-first-round-trip.md: the icons below a page's first screen come
 * without their shapes, which the page's stylesheet file draws as masks of the icon's colour
 * (scripts/icons-from-stylesheet.ts). Once the file has applied, each looks as the same shapes drawn
 * inline do, pixel for pixel but for antialiasing: on a phone and a desktop, light and dark, in forced
 * colours and on paper.
 */

const pages = ["/", pagePath("ecosystem")];

/** How far apart a channel of a pixel may be, of 255: a mask and a stroke round their edges alike, not identically (seen: up to 20, at an edge on a phone). A missing, shifted, thicker or recoloured icon is 100 and more apart. */
const antialiasing = 32;

const looks: [string, BrowserContextOptions, Parameters<Page["emulateMedia"]>[0]][] = [
  ["a phone, light", { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true }, {}],
  ["a phone, dark", { viewport: { width: 375, height: 812 }, isMobile: true }, { colorScheme: "dark" }],
  ["1280 px, light", { viewport: { width: 1280, height: 800 } }, {}],
  ["1280 px, dark", { viewport: { width: 1280, height: 800 } }, { colorScheme: "dark" }],
  ["1280 px, forced colours", { viewport: { width: 1280, height: 800 } }, { forcedColors: "active" }],
  ["1280 px, on paper", { viewport: { width: 1280, height: 800 } }, { media: "print" }],
];

/** A screenshot's pixels, four channels each. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

for (const [look, device, media] of looks) {
  test(`icons drawn by the stylesheet look as drawn inline: ${look}`, async ({ browser }) => {
    const context = await browser.newContext({ ...device, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.emulateMedia(media);
    for (const path of pages) {
      await page.goto(path);
      await page.locator("html[data-page-styled]").waitFor({ state: "attached" });
      const scale = device.deviceScaleFactor ?? 1;
      const boxes = await page.locator("svg[data-icon]").evaluateAll((icons) =>
        icons.flatMap((icon) => {
          const box = icon.getBoundingClientRect();
          if (!box.width || !box.height) return [];
          return [{ x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height }];
        }),
      );
      expect(boxes.length, `${path}: icons drawn by the stylesheet on the page`).toBeGreaterThan(5);
      const drawn = await pixelsOf(await page.screenshot({ fullPage: true, animations: "disabled" }));
      // The same shapes inline, as lucide draws them, from each icon's own mask.
      const restored = await page.locator("svg[data-icon]").evaluateAll((icons) =>
        icons.map((icon) => {
          const mask = getComputedStyle(icon).maskImage || getComputedStyle(icon).webkitMaskImage;
          const source = decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(mask)?.[1] ?? "");
          const drawing = new DOMParser().parseFromString(source, "image/svg+xml").documentElement;
          for (const name of ["viewBox", "fill", "stroke-width", "stroke-linecap", "stroke-linejoin"])
            icon.setAttribute(name, drawing.getAttribute(name) ?? "");
          icon.setAttribute("stroke", "currentColor");
          icon.removeAttribute("data-icon");
          icon.replaceChildren(...drawing.children);
          return icon.childElementCount;
        }),
      );
      expect(
        restored.every((shapes) => shapes > 0),
        `${path}: every mask holds shapes`,
      ).toBe(true);
      const inline = await pixelsOf(await page.screenshot({ fullPage: true, animations: "disabled" }));
      expect([inline.width, inline.height], `${path}: the page keeps its size`).toEqual([drawn.width, drawn.height]);
      for (const box of boxes) {
        let apart = 0;
        let inked = false;
        const [left, top] = [Math.round(box.x * scale), Math.round(box.y * scale)];
        const [right, bottom] = [Math.round((box.x + box.width) * scale), Math.round((box.y + box.height) * scale)];
        const at = (x: number, y: number) => (y * inline.width + x) * 4;
        for (let y = top; y < bottom; y += 1)
          for (let x = left; x < right; x += 1)
            for (let channel = 0; channel < 3; channel += 1) {
              apart = Math.max(apart, Math.abs(drawn.data[at(x, y) + channel] - inline.data[at(x, y) + channel]));
              inked ||= inline.data[at(x, y) + channel] !== inline.data[at(left, top) + channel];
            }
        const where = `${path}, the icon at ${Math.round(box.x)},${Math.round(box.y)}`;
        expect(inked, `${where}: drawn inline, it shows`).toBe(true);
        expect(apart, `${where}: drawn by the stylesheet, it looks the same`).toBeLessThanOrEqual(antialiasing);
      }
    }
    await context.close();
  });
}
