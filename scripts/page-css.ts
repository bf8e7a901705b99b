/**
 * Each pre-rendered page inlines the site's stylesheet (app/entry.server.tsx);
 * most of it styles other pages. This keeps only the rules a page can use: those
 * whose classes, elements and attributes occur in its HTML, in the one script
 * every page runs (app/browser/page.js) and, on a page with islands, in the code
 * of those islands, which may render more markup later; then the custom properties
 * that nothing left reads. The same stylesheet, minus rules that could never match,
 * so the page looks the same and parses faster.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import postcss, { type Container } from "postcss";
import { PurgeCSS } from "purgecss";
import { inlineStyleId } from "../app/lib/document-context";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Class names exactly as written (`md:text-4xl`, `[&>p]:mt-2`, `bg-white/10`), element and attribute names and values. */
export function cssTokensOfHtml(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) tokens.add(name);
  }
  for (const word of decodeEntities(html).split(/[\s"'`<>=/]+/)) if (word) tokens.add(word);
  return tokens;
}

/** Every word of a script's string literals and code: class names, attribute names and values it may set. */
export function cssTokensOfScript(code: string): Set<string> {
  return new Set(code.split(/[\s"'`]+/).filter(Boolean));
}

/**
 * Tailwind's base rule that makes the `hidden` attribute win over a display class. PurgeCSS 8 drops
 * every rule with `:where(:not(…))` whatever the page holds, so this one is marked to be kept; the
 * built pages are checked for it (tests/integration/page-stylesheets.test.ts).
 */
export const hiddenAttributeRule = "[hidden]:where(:not([hidden=until-found]))";

/** The rules of `css` that can match something named in `tokens`; at-rules, keyframes and custom properties stay. */
export async function pruneCss(css: string, tokens: Iterable<string>): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...tokens].join("\n"), extension: "txt" }],
    css: [{ raw: css.replace(`${hiddenAttributeRule}{`, `${hiddenAttributeRule}{/* purgecss ignore current */`) }],
    defaultExtractor: (text) => text.split("\n"),
  });
  return result?.css ?? css;
}

const propertyRead = /var\(\s*(--[\w-]+)/g;

/** The custom property names (`--site-origin`) that occur in `text`. */
export function customPropertiesNamedIn(text: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const part of text) for (const [name] of part.matchAll(/--[a-z][\w-]*/gi)) names.add(name);
  return names;
}

/**
 * Once a page's unused rules are gone, most custom properties are read by no `var()` left, and a
 * property nothing reads has no effect: Tailwind's own (`--tw-*`), declared for every utility that
 * may set them, each with an `@property` rule and a fallback for browsers without `@property`, and
 * the theme's sizes, radii and fonts that only other pages use. Those go. A property stays when the
 * stylesheet reads it, when the page's markup or scripts name it (`namedElsewhere`), or when it is a
 * colour token: scripts read each `--color-*` by a name they assemble (app/design/theme.ts). Without
 * `everyColour`, unread colours go too: for inline rules that no script runs before the page's whole
 * stylesheet has come (./first-screen-css.ts).
 */
export function withoutUnreadCustomProperties(
  css: string,
  namedElsewhere: ReadonlySet<string> = new Set(),
  { everyColour = true } = {},
): string {
  const root = postcss.parse(css);
  const kept = (name: string, read: Set<string>) =>
    (everyColour && name.startsWith("--color-")) || read.has(name) || namedElsewhere.has(name);
  for (let removedAny = true; removedAny;) {
    removedAny = false;
    const read = new Set<string>();
    root.walkDecls((declaration) => {
      for (const [, name] of declaration.value.matchAll(propertyRead)) read.add(name);
    });
    root.walkDecls(/^--/, (declaration) => {
      if (kept(declaration.prop, read)) return;
      declaration.remove();
      removedAny = true;
    });
    root.walkAtRules("property", (rule) => {
      if (kept(rule.params.trim(), read)) return;
      rule.remove();
      removedAny = true;
    });
  }
  removeEmptyBlocks(root);
  return root.toString();
}

/** Rules and at-rules left with nothing inside, innermost first. */
function removeEmptyBlocks(container: Container) {
  container.each((node) => {
    if (node.type !== "rule" && node.type !== "atrule") return;
    if (!node.nodes) return;
    removeEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The chunk the island entry (app/entry.client.tsx) imports for one island of
 * app/islands/registry.ts, as the bundler writes it: `"name":()=>load(()=>import("./<chunk>.js")...`.
 * Undefined when the bundle is not shaped that way.
 */
export function islandChunk(entryCode: string, island: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(island)) return undefined;
  return new RegExp(`"${island}":\\(\\)=>[\\w$]+\\(\\(\\)=>import\\([\`"']\\./([\\w.-]+\\.js)[\`"']\\)`).exec(
    entryCode,
  )?.[1];
}

/**
 * What a pre-rendered page loads: the script every page runs, the island entry, the React islands
 * its markup names, and the scripts of its script islands (app/islands/script-island.tsx).
 */
export function scriptsOfPage(
  page: string,
  html: string,
): { pageScript: string; islandsEntry?: string; islands: string[]; islandScripts: string[] } {
  const script = /<script data-page-script="\/assets\/([^"]+)"(?: data-islands-entry="\/assets\/([^"]+)")?/.exec(html);
  if (!script) throw new Error(`Per-page stylesheets: ${page} does not load the page script.`);
  const boxes = [...html.matchAll(/data-island="([^"]+)"(?: data-island-script="\/assets\/([^"]+)")?/g)];
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value) => value !== undefined))];
  return {
    pageScript: script[1],
    islandsEntry: script[2],
    islands: unique(boxes.filter((box) => box[2] === undefined).map((box) => box[1])),
    islandScripts: unique(boxes.map((box) => box[2])),
  };
}

/**
 * The page without the names of React's island code when it has no React island: the page script
 * then never loads that code, and the names are bytes of the first round trip
 * (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export function withoutUnusedIslandCode(page: string, html: string): string {
  if (scriptsOfPage(page, html).islands.length) return html;
  return html.replace(
    /(<script data-page-script="[^"]*") data-islands-entry="[^"]*"(?: data-islands-imports="[^"]*")?/,
    "$1",
  );
}

/**
 * The page's icons without the names lucide-react gives each (`lucide lucide-leaf lucide-…`): no rule
 * or script reads them, and on a page of fifty icons they are about 250 bytes of brotli in the first
 * round trip (docs/decisions/029-every-page-in-its-first-round-trip.md). A React island that draws
 * an icon again in the browser writes them back, harmlessly.
 */
export function withoutIconNames(html: string): string {
  return html.replace(/(<svg\b[^>]*?\sclass=")([^"]*)"/g, (_whole, start: string, classes: string) => {
    const kept = classes.split(/\s+/).filter((name) => name && name !== "lucide" && !name.startsWith("lucide-"));
    return kept.length ? `${start}${kept.join(" ")}"` : start.replace(/\sclass="$/, "");
  });
}

/**
 * The chunk of each island on a page. Without them the page would have to keep the CSS of
 * every island, so a bundle this step cannot read stops the build instead of quietly
 * undoing the saving.
 */
export function islandChunks(
  page: string,
  islands: string[],
  entry: { fileName: string; code: string },
  assets: Set<string>,
): string[] {
  return islands.map((island) => {
    const chunk = islandChunk(entry.code, island);
    if (chunk !== undefined && assets.has(chunk)) return chunk;
    const found = chunk === undefined ? "no such import" : `"./${chunk}", which is not in assets/`;
    throw new Error(
      [
        `Per-page stylesheets: cannot find the chunk of island "${island}" (on ${page}) in the island entry assets/${entry.fileName}.`,
        `Expected its loader from app/islands/registry.ts written as "${island}":()=>…(()=>import("./<chunk>.js")…; found ${found}.`,
        "Check how the bundler now writes the island entry's dynamic imports (a Vite upgrade may change it) and update islandChunk in scripts/page-css.ts.",
      ].join("\n"),
    );
  });
}

/** The built scripts of one build, each read and reduced to its CSS tokens once for all pages. */
export async function scriptTokenReader(clientDir: string) {
  const assetsDir = path.join(clientDir, "assets");
  const assets = new Set(await readdir(assetsDir));
  const code = new Map<string, Promise<string>>();
  const tokens = new Map<string, Promise<Set<string>>>();
  const codeOf = (fileName: string) => {
    if (!code.has(fileName)) code.set(fileName, readFile(path.join(assetsDir, fileName), "utf8"));
    return code.get(fileName) as Promise<string>;
  };
  /** A script and every chunk it imports, statically or not, by the file names its code mentions. */
  const reachableFrom = async (fileName: string) => {
    const found = new Map<string, string>();
    const queue = [fileName];
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (found.has(name) || !assets.has(name)) continue;
      const script = await codeOf(name);
      found.set(name, script);
      for (const [referenced] of script.matchAll(/[\w.-]+\.js/g)) queue.push(referenced);
    }
    return [...found.values()];
  };
  return {
    assets,
    code: codeOf,
    /** The tokens of a script and of every chunk it reaches. */
    tokensFrom: (fileName: string) => {
      if (!tokens.has(fileName))
        tokens.set(
          fileName,
          reachableFrom(fileName).then((scripts) => cssTokensOfScript(scripts.join("\n"))),
        );
      return tokens.get(fileName) as Promise<Set<string>>;
    },
  };
}

export type ScriptTokenReader = Awaited<ReturnType<typeof scriptTokenReader>>;

/** Everything a page may style: its HTML, the script every page runs, and its own islands' code. */
async function cssTokensOfPage(page: string, html: string, scripts: ScriptTokenReader): Promise<Set<string>> {
  const { pageScript, islandsEntry, islands, islandScripts } = scriptsOfPage(page, html);
  const tokens = cssTokensOfHtml(html);
  for (const script of [pageScript, ...islandScripts]) {
    for (const token of await scripts.tokensFrom(script)) tokens.add(token);
  }
  if (!islands.length) return tokens;
  if (!islandsEntry) throw new Error(`Per-page stylesheets: ${page} has islands but its script names no island entry.`);
  const entry = { fileName: islandsEntry, code: await scripts.code(islandsEntry) };
  for (const chunk of islandChunks(page, islands, entry, scripts.assets)) {
    for (const token of await scripts.tokensFrom(chunk)) tokens.add(token);
  }
  return tokens;
}

const inlineStyle = new RegExp(`(<style id="${inlineStyleId}">)([\\s\\S]*?)(</style>)`);

/** The page's inline stylesheet. */
export function inlineStylesheetOf(page: string, html: string): string {
  const css = inlineStyle.exec(html)?.[2];
  if (css === undefined) throw new Error(`${page} has no inline stylesheet`);
  return css;
}

/** A pre-rendered page (`page` names it in errors) with its inline stylesheet trimmed to the rules it can use. */
export async function withTrimmedStylesheet(page: string, html: string, scripts: ScriptTokenReader): Promise<string> {
  const used = await pruneCss(inlineStylesheetOf(page, html), await cssTokensOfPage(page, html, scripts));
  const outsideTheStylesheet = await cssTokensOfPage(page, html.replace(inlineStyle, "$1$3"), scripts);
  const trimmed = withoutUnreadCustomProperties(used, customPropertiesNamedIn(outsideTheStylesheet));
  return html.replace(inlineStyle, (_whole, open: string, _css, close: string) => open + trimmed + close);
}
