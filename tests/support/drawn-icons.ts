/**
 * The icons a page's stylesheet file draws (scripts/icons-from-stylesheet.ts) against the same shapes
 * drawn inline, as lucide draws them: the Chromium suite (tests/e2e/icons-from-stylesheet.spec.ts)
 * and the other engines (tests/engines/checks/drawn-icons-engine-check.ts) take the same two pictures
 * and compare them alike, each engine with its own antialiasing.
 */
import sharp from "sharp";

/** How far apart a channel of a pixel may be, of 255: a mask and a stroke round their edges alike, not identically (seen: up to 20, at an edge on a phone). A missing, shifted, thicker or recoloured icon is 100 and more apart. */
export const antialiasing = 32;

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Puts each drawn icon's shapes back inline, from its own cell of the image its mask shows; returns
 * how many shapes each got. Runs in the page: it uses nothing but the page's globals.
 */
export function drawIconsInline(): number[] {
  return [...document.querySelectorAll("svg[data-icon]")].map((icon) => {
    const style = getComputedStyle(icon);
    const mask = style.maskImage && style.maskImage !== "none" ? style.maskImage : style.webkitMaskImage;
    const source = decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(mask)?.[1] ?? "");
    const sprite = new DOMParser().parseFromString(source, "image/svg+xml").documentElement;
    const drawing = sprite.querySelector(`#i${icon.getAttribute("data-icon")}`);
    for (const name of ["fill", "stroke-linecap", "stroke-linejoin"])
      icon.setAttribute(name, sprite.getAttribute(name) ?? "");
    icon.setAttribute("viewBox", "0 0 24 24");
    icon.setAttribute("stroke-width", drawing?.getAttribute("stroke-width") ?? "");
    icon.setAttribute("stroke", "currentColor");
    icon.removeAttribute("data-icon");
    icon.replaceChildren(...(drawing?.children ?? []));
    return icon.childElementCount;
  });
}

/**
 * The two screenshots' sizes and, for each icon's box (in CSS pixels of the screenshots, `scale`
 * device pixels each), whether the inline drawing shows in it at all and how far apart, of 255, the
 * two pictures are there.
 */
export async function iconsApart(drawnPng: Buffer, inlinePng: Buffer, boxes: Box[], scale: number) {
  const [drawn, inline] = await Promise.all(
    [drawnPng, inlinePng].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const width = inline.info.width;
  const at = (x: number, y: number) => (y * width + x) * 4;
  const icons = boxes.map((box) => {
    let apart = 0;
    let inked = false;
    const [left, top] = [Math.round(box.x * scale), Math.round(box.y * scale)];
    const [right, bottom] = [Math.round((box.x + box.width) * scale), Math.round((box.y + box.height) * scale)];
    for (let y = top; y < bottom; y += 1)
      for (let x = left; x < right; x += 1)
        for (let channel = 0; channel < 3; channel += 1) {
          apart = Math.max(apart, Math.abs(drawn.data[at(x, y) + channel] - inline.data[at(x, y) + channel]));
          inked ||= inline.data[at(x, y) + channel] !== inline.data[at(left, top) + channel];
        }
    return { box, inked, apart };
  });
  return { sizes: [drawn.info, inline.info].map((info) => [info.width, info.height]), icons };
}
