/**
 * A page's stylesheet in two parts (docs/decisions/029-every-page-in-its-first-round-trip.md): inline,
 * only the rules that the first screen's markup can use; the page's whole stylesheet (./page-css.ts)
 * in a file named by its content, which the page loads after its first paint (app/browser/page-script-loader.ts)
 * or, without scripts, at once (a `<noscript>` link). The file repeats the inline rules so that, once
 * it applies, every rule stands in the order Tailwind wrote it: the cascade is that of the whole
 * stylesheet, not of two halves.
 */
import { createHash } from "node:crypto";
import postcss from "postcss";
import { pageStyledAttribute } from "../app/browser/page-script-loader";
import { inlineStyleId } from "../app/lib/document-context";
import { cssTokensOfHtml, customPropertiesNamedIn, pruneCss, withoutUnreadCustomProperties } from "./page-css";

/**
 * How much of the main content's markup counts as the first screen: its first top-level blocks until
 * they hold this many characters. A hero of 800 to 7,500 characters is followed by the block below it,
 * which a tall screen shows too; an article (its title, cover and text in one block) is one.
 */
export const firstScreenCharacters = 8_000;

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The main content's opening tag. */
const mainOpening = /<main(?:\s[^>]*)?>/;

/**
 * Where the first screen's markup ends in a pre-rendered page: after the first top-level blocks of
 * `<main>` that hold `characters`, or at `</main>`. Everything before it (the head, the skip
 * link, the header with its menus) is the first screen too. React escapes `<` and `>` in attribute
 * values, so a tag ends at the first `>`. (A cut inside a block, tried on 2026-11-29, left out an
 * article's sidebar, which a wide screen shows beside its opening paragraphs.)
 */
export function firstScreenEnd(html: string, characters = firstScreenCharacters): number {
  const mainTag = mainOpening.exec(html);
  if (!mainTag) throw new Error("First-screen stylesheet: the page has no <main>.");
  const contentStart = mainTag.index + mainTag[0].length;
  const tags = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;
  tags.lastIndex = contentStart;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [, closing, rawName, selfClosing] = tag;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (closing) depth -= 1;
    else if (name === "script" || name === "style") {
      const end = html.indexOf(`</${name}>`, tags.lastIndex);
      tags.lastIndex = end + name.length + 3;
    } else if (!selfClosing && !voidElements.has(name)) depth += 1;
    if (depth < 0) return tag.index;
    if (depth === 0 && tags.lastIndex - contentStart >= characters) return tags.lastIndex;
  }
  throw new Error("First-screen stylesheet: the page's <main> is not closed.");
}

/**
 * Rules that nothing needs before the page's stylesheet arrives, moments after the first paint:
 * printing, and hovering with a mouse.
 */
const later = /^(print|\(hover:\s*hover\))$/;

/** What a closed `<details>` shows: its summary, not its panel. */
const closedDetailsPanel = /(<details(?![^>]*\sopen[\s=>])[^>]*>[\s\S]*?<\/summary>)[\s\S]*?(<\/details>)/g;

const unstyled = `[data-scripted]:not([${pageStyledAttribute}])`;

/**
 * Until the page's whole stylesheet has applied (the loader then marks the page,
 * app/browser/page-script-loader.ts):
 * - the header's menus, closed when the page paints and whose panels' rules come with the whole
 *   stylesheet, show nothing when opened rather than a panel out of place;
 * - nothing below the first screen, laid out without its rules yet, sticks out sideways. A phone
 *   widens its layout to what sticks out (a closed menu's panel, a card without its grid), and
 *   narrows it again when the stylesheet applies, which moved the header's buttons: a layout shift.
 * A page read without script is never marked, and has the whole stylesheet before its first paint.
 */
export const beforeStylesheetGuard = `${unstyled} header details>:not(summary){display:none}${unstyled} body>:not(header){overflow-x:clip}`;

/**
 * Tailwind's base rules for the parts of a text, number, date, search or file field (its placeholder,
 * its date parts, its spin buttons, its file button). PurgeCSS keeps a selector made only of a
 * pseudo-element, as it names no class or element, so they are dropped here when the first screen has
 * no such field: 1,400 characters, about 240 bytes of brotli.
 */
const fieldPartRule =
  /^::(?:placeholder|file-selector-button|-webkit-(?:search-decoration|date-and-time-value|datetime-edit[\w-]*|calendar-picker-indicator|inner-spin-button|outer-spin-button))$/;
const fieldWithParts =
  /<textarea\b|<input\b(?![^>]*\stype="(?:radio|checkbox|hidden|submit|button|reset|image|range|color)")/;

/**
 * Tailwind's variables (`--tw-shadow`, `--tw-translate-y`) start with a value that each `@property`
 * rule declares, and for browsers without `@property` with the same values declared on every element
 * (in `@layer properties`, under `@supports` of what those browsers lack). Until the page's whole
 * stylesheet comes, the inline rules give them that fallback alone, for every browser: one
 * declaration each instead of a rule each, about 250 bytes of brotli, and the same values. What
 * `@property` adds besides, the variables' types, lets them be animated: nothing animates before the
 * whole stylesheet, which brings the rules.
 */
function withStartingValuesAlone(css: postcss.Root) {
  css.walkAtRules("property", (rule) => {
    rule.remove();
  });
  css.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "properties") return;
    layer.walkAtRules("supports", (fallback) => {
      fallback.replaceWith(fallback.nodes ?? []);
    });
  });
}

/**
 * A transition runs only when a value changes, and before the page's whole stylesheet has applied
 * nothing changes but what a visitor does in that moment (hovering is left to the file already); the
 * file repeats every inline rule, so it changes no value of the first screen when it applies. Left to
 * the file: about 100 bytes of brotli on every page, with the variables that only transitions read
 * (`--tw-duration`, `--tw-ease`), which go as unread. Animations stay: one may be how an element first
 * shows.
 */
function withoutTransitions(css: postcss.Root) {
  css.walkDecls(/^transition/, (declaration) => {
    declaration.remove();
  });
}

/** The rules of a page's stylesheet that its first screen can use, and the custom properties they read. */
export async function firstScreenCss(pageCss: string, html: string): Promise<string> {
  const mainStart = html.search(mainOpening);
  const header = html
    .slice(0, mainStart)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/, "")
    .replace(closedDetailsPanel, "$1$2");
  const firstScreen = header + html.slice(mainStart, firstScreenEnd(html));
  const used = postcss.parse(await pruneCss(pageCss, cssTokensOfHtml(firstScreen)));
  used.walkAtRules("media", (rule) => {
    if (later.test(rule.params.trim())) rule.remove();
  });
  if (!fieldWithParts.test(firstScreen))
    used.walkRules((rule) => {
      if (rule.selectors.every((selector) => fieldPartRule.test(selector.trim()))) rule.remove();
    });
  withStartingValuesAlone(used);
  withoutTransitions(used);
  // The licence comment stays in the page's stylesheet file, which carries every rule.
  used.walkComments((comment) => {
    comment.remove();
  });
  return withoutUnreadCustomProperties(used.toString(), customPropertiesNamedIn([firstScreen]), { everyColour: false });
}

/** The file of a page's whole stylesheet under assets/, named by its content: cached for good. */
export function pageStylesheetName(css: string): string {
  return `page-style-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
}

const inlineStyle = new RegExp(`(<style id="${inlineStyleId}">)([\\s\\S]*?)(</style>)`);
const pageScriptTag = /<script data-page-script="[^"]*"[^>]*/;

/**
 * The page with its first screen's rules inline and its whole stylesheet linked: named on the page
 * script's element for the loader, and in a `<noscript>` link after the inline rules for a browser
 * that runs no script. The same page when the first screen needs every rule, or when it is split already.
 */
export async function withFirstScreenStylesheet(
  html: string,
  pageCss: string,
): Promise<{ html: string; stylesheet?: { name: string; css: string } }> {
  if (pageScriptTag.exec(html)?.[0].includes("data-page-stylesheet=")) return { html };
  const critical = await firstScreenCss(pageCss, html);
  if (critical.length + beforeStylesheetGuard.length >= pageCss.length) return { html };
  const name = pageStylesheetName(pageCss);
  const href = `/assets/${name}`;
  const split = html
    .replace(
      inlineStyle,
      (_whole, open: string, _css, close: string) =>
        `${open}${critical}${beforeStylesheetGuard}${close}<noscript><link rel="stylesheet" href="${href}"/></noscript>`,
    )
    .replace(pageScriptTag, (tag) => `${tag} data-page-stylesheet="${href}"`);
  return { html: split, stylesheet: { name, css: pageCss } };
}
