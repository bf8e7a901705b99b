/**
 * The drawings of the icons below a page's first screen, moved from its markup to its stylesheet
 * file (docs/decisions/029-every-page-in-its-first-round-trip.md): each icon keeps its `<svg>`, with
 * its attributes, classes, size and `aria-hidden`, but not its paths, which the file draws as a mask
 * filled with the icon's colour, from one image of all the page's drawings. The file comes moments
 * after the first paint, before anyone has scrolled to those icons; on /about their paths were about
 * 640 bytes of brotli in the first round trip. The icons of the first screen, and those of a React
 * island (which React would find changed when it takes the island over), stay in the markup.
 */
import { islandScriptAttribute } from "../app/islands/island-attributes";
import { firstScreenEnd } from "./first-screen-css";

/**
 * A lucide-react icon as the server renders it, hidden from assistive technology: its stroke width,
 * its classes and its shapes.
 */
const lucideIcon =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="([\d.]+)" stroke-linecap="round" stroke-linejoin="round"(?: class="([^"]*)")? aria-hidden="true">((?:<(path|circle|rect|line|polyline|polygon|ellipse)\s[^>]*><\/\4>)+)<\/svg>/g;

/** The attribute that names an icon drawn by the stylesheet, and its rule. */
export const drawnIconAttribute = "data-icon";

/** Where each React island's markup begins and ends: script islands are never rendered again. */
function reactIslands(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  const opening = /<([a-z][\w-]*)\s[^>]*data-island="[^"]*"[^>]*>/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    if (match[0].includes(`${islandScriptAttribute}=`)) continue;
    ranges.push([match.index, elementEnd(html, match.index + match[0].length, match[1] as string)]);
  }
  return ranges;
}

/** The end of the element of tag `name` whose content begins at `from`. */
function elementEnd(html: string, from: number, name: string): number {
  const tags = new RegExp(`<(/?)${name}(?:\\s[^>]*)?>`, "g");
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/** An icon's shapes and the width of their strokes, as lucide drew them. */
type Drawing = { shapes: string; strokeWidth: string };

/**
 * One SVG image of every drawing of the page, the `index`-th at `index * 48` down: a column of
 * 24-unit cells, each followed by an empty one, so that no stroke reaches into a neighbour's window.
 * Each drawing is an `<svg>` of its own, which clips it to its cell as an inline `<svg>` clips its
 * shapes, and named `i<its name on the page>`. In black, the colour a mask reads as opaque.
 */
function spriteUrl(drawings: Drawing[]): string {
  const cells = drawings.map(
    ({ shapes, strokeWidth }, index) =>
      `<svg id='i${index.toString(36)}' y='${index * 48}' width='24' height='24' stroke-width='${strokeWidth}'>${shapes.replaceAll('"', "'")}</svg>`,
  );
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 ${drawings.length * 48 - 24}' fill='none' stroke='black' stroke-linecap='round' stroke-linejoin='round'>${cells.join("")}</svg>`;
  return `url("data:image/svg+xml,${svg.replaceAll("<", "%3C").replaceAll(">", "%3E").replaceAll("#", "%23")}")`;
}

/**
 * The rules that draw the page's icons from one sprite (`spriteUrl`): every icon masks with the whole
 * column, scaled so that a cell is the icon's box, and moved to its own cell. One image, because the
 * browser makes a document of each SVG image when the stylesheet applies: an image per drawing was a
 * task of 150–180 ms (Lighthouse's simulated phone) on the home page, one image is one document. In
 * a position's percentage, 0 puts the column's top at the box's and 100% its bottom: the
 * `index`-th cell's top is `index / (count - 1)` of the way.
 */
function spriteRules(drawings: Drawing[]): string {
  const column = `${spriteUrl(drawings)} 0 0/100% ${(drawings.length * 2 - 1) * 100}% no-repeat`;
  // Chromium before 120 knows only the prefixed properties.
  const whole = `[${drawnIconAttribute}]{-webkit-mask:${column};mask:${column}}`;
  const cells = drawings.map((_, index) => {
    const position = `0 ${Number(((index / Math.max(drawings.length - 1, 1)) * 100).toFixed(4))}%`;
    return `[${drawnIconAttribute}="${index.toString(36)}"]{-webkit-mask-position:${position};mask-position:${position}}`;
  });
  return whole + cells.join("");
}

/**
 * How an icon drawn by the stylesheet looks: filled with its colour through its mask; on paper too,
 * where browsers leave backgrounds out unless told and the site's print rules make every background
 * transparent (app/app.css). In forced colours an `<svg>` keeps its colours and takes its parent's
 * where it inherits (`forced-color-adjust: preserve-parent-color`, browsers' own rule), its background
 * as much as the inline drawing's `currentColor`.
 */
const drawnIcon = `[${drawnIconAttribute}]{background-color:currentColor;print-color-adjust:exact}@media print{[${drawnIconAttribute}]{background-color:currentColor!important}}`;

/**
 * The page with the shapes of its icons below the first screen left to the stylesheet, and the rules
 * that draw them (empty when there are none). Each drawing gets a name of its own on the page, in the
 * order the page first shows it (`0`, `1`, … `z`, `10`): lucide's names for them (`circle-dollar-sign`)
 * were about 120 bytes of brotli on /about. An emptied `<svg>` keeps its size, classes and
 * `aria-hidden`; what it said of how to draw its shapes is in its mask.
 */
export function withIconsFromStylesheet(html: string): { html: string; css: string } {
  const start = firstScreenEnd(html);
  const islands = reactIslands(html);
  const names = new Map<string, string>();
  const drawings: Drawing[] = [];
  const below = html
    .slice(start)
    .replace(
      lucideIcon,
      (icon, strokeWidth: string, classes: string | undefined, shapes: string, _shape, offset: number) => {
        if (islands.some(([from, to]) => start + offset > from && start + offset < to)) return icon;
        const drawing = `${strokeWidth} ${shapes}`;
        if (!names.has(drawing)) {
          names.set(drawing, drawings.length.toString(36));
          drawings.push({ shapes, strokeWidth });
        }
        const classAttribute = classes === undefined ? "" : ` class="${classes}"`;
        return `<svg width="24" height="24"${classAttribute} aria-hidden="true" ${drawnIconAttribute}="${names.get(drawing)}"></svg>`;
      },
    );
  if (!drawings.length) return { html, css: "" };
  return { html: html.slice(0, start) + below, css: drawnIcon + spriteRules(drawings) };
}
