/**
 * The drawings of the icons below a page's first screen, moved from its markup to its stylesheet
 * file (docs/decisions/029-every-page-in-its-first-round-trip.md): each icon keeps its `<svg>`, with
 * its classes, size and `aria-hidden`, but not its paths, which the file draws as a mask filled with
 * the icon's colour. The file comes moments after the first paint, before anyone has scrolled to
 * those icons; on the home page their paths were about 740 bytes of brotli in the first round trip.
 * The icons of the first screen, and those of a React island (which React would find changed when it
 * takes the island over), stay in the markup.
 */
import { createHash } from "node:crypto";
import { islandScriptAttribute } from "../app/islands/island-attributes";
import { firstScreenEnd } from "./first-screen-css";

/** A lucide-react icon as the server renders it: its attributes, its classes and its paths. */
const lucideIcon =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"( class="lucide[^"]*")?( aria-hidden="true")?>((?:<(?:path|circle|rect|line|polyline|polygon|ellipse)\s[^>]*><\/(?:path|circle|rect|line|polyline|polygon|ellipse)>)+)<\/svg>/g;

/** Where each React island's markup begins and ends: script islands are never re-rendered. */
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

/** The icon's paths as a `data:` URL of an SVG drawn in black, the colour a mask reads as opaque. */
function maskUrl(paths: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${paths.replaceAll('"', "'")}</svg>`;
  return `url("data:image/svg+xml,${svg.replaceAll("<", "%3C").replaceAll(">", "%3E").replaceAll("#", "%23")}")`;
}

/**
 * How an icon drawn by the stylesheet looks: filled with its colour through its mask; on paper too,
 * where browsers leave backgrounds out unless told and the site's print rules make every background
 * transparent (app/app.css). In forced colours an `<svg>` keeps its colours and takes its parent's
 * where it inherits (`forced-color-adjust: preserve-parent-color`, browsers' own rule), its background
 * as much as the inline drawing's `currentColor`.
 */
const drawnIcon =
  "[data-icon]{background-color:currentColor;print-color-adjust:exact}@media print{[data-icon]{background-color:currentColor!important}}";

/** The page with the paths of its icons below the first screen left to the stylesheet, and the rules that draw them. */
export function withIconsFromStylesheet(html: string): { html: string; css: string } {
  const start = firstScreenEnd(html);
  const islands = reactIslands(html);
  const rules = new Map<string, string>();
  const below = html
    .slice(start)
    .replace(lucideIcon, (icon, classes = "", hidden = "", paths: string, offset: number) => {
      const at = start + offset;
      if (islands.some(([from, to]) => at > from && at < to)) return icon;
      // Its lucide name where it has one (`lucide lucide-leaf …`), words brotli shrinks better than a hash.
      const name =
        /\blucide-([\w-]+)/.exec(classes)?.[1] ?? createHash("sha256").update(paths).digest("base64url").slice(0, 6);
      const mask = `${maskUrl(paths)} center/100% no-repeat`;
      // Chromium before 120 knows only the prefixed property.
      rules.set(name, `[data-icon="${name}"]{-webkit-mask:${mask};mask:${mask}}`);
      return `<svg width="24" height="24" data-icon="${name}"${classes}${hidden}></svg>`;
    });
  if (!rules.size) return { html, css: "" };
  return { html: html.slice(0, start) + below, css: drawnIcon + [...rules.values()].join("") };
}
