/**
 * Each pre-rendered page inlines the site's stylesheet (app/entry.server.tsx);
 * most of it styles other pages. This keeps only the rules a page can use: those
 * whose classes, elements and attributes occur in its HTML, in the one script
 * every page runs (app/browser/page.js) and, on a page with islands, in the
 * island code that may render more markup later. The same stylesheet, minus
 * rules that could never match, so the page looks the same and parses faster.
 */
import { PurgeCSS } from "purgecss";

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

/** The rules of `css` that can match something named in `tokens`; at-rules, keyframes and custom properties stay. */
export async function pruneCss(css: string, tokens: Iterable<string>): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...tokens].join("\n"), extension: "txt" }],
    css: [{ raw: css }],
    defaultExtractor: (text) => text.split("\n"),
  });
  return result?.css ?? css;
}

/**
 * The chunk the island entry (app/entry.client.tsx) imports for one island of
 * app/islands/registry.ts, as the bundler writes it: `"name":()=>load(()=>import("./chunk.js")...`.
 * Undefined when the bundle is not shaped that way; the caller then counts every island's code.
 */
export function islandChunk(entryCode: string, island: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(island)) return undefined;
  return new RegExp(`"${island}":\\(\\)=>[\\w$]+\\(\\(\\)=>import\\([\`"']\\./([\\w.-]+\\.js)[\`"']\\)`).exec(entryCode)?.[1];
}
