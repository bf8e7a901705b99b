/**
 * Short class names in everything the build wrote (docs/decisions/029-every-page-in-its-first-round-trip.md,
 * amended 2026-11-30): Tailwind's names (`md:text-4xl`, `[&_svg]:size-4`) are written into every
 * element's class list, and escaped into the selectors of each page's inline rules. Each becomes a
 * name of one or two characters, the most used the shortest, at once in:
 * - the pages' class attributes and their stylesheets (inline and file), `withShortClassNames`;
 * - the scripts: the browser's chunks, whose islands render the same lists when they hydrate, and the
 *   server's bundle, which renders the pages made on request and holds the site's whole stylesheet,
 *   `withShortClassNamesInScript`.
 * The source keeps Tailwind's names; only the build's output is renamed, all of it with one map.
 *
 * A string in a script is renamed only when every word of it is a class of the site's stylesheet:
 * copy, which holds other words, never is (the build fails if a word of a class list would be renamed
 * in the markup but could not be in a script). Kept as they are, so that a script holding the same
 * word for another purpose is never changed: one-word names (`flex`, `hidden`, `block`, which are
 * also attribute values and CSS keywords), and names that the stylesheet uses as a property or a
 * value (`inline-flex`, `flex-wrap`), which a script may set as a style.
 */
import { createHash } from "node:crypto";
import postcss from "postcss";
import ts from "typescript";
import { cssTokensOfHtml } from "./page-css";

export type ClassNameMap = ReadonlyMap<string, string>;

/**
 * A class selector in a rule's selector, a dot and the name with CSS escapes (`.md\:text-4xl`), its
 * name the first group; or an attribute selector, whose quoted value may hold a dot (`[href$=".pdf"]`).
 */
const classSelector = /\[(?:[^\]"'\\]|\\.|"[^"]*"|'[^']*')*\]|\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n])+)/g;

/** A CSS identifier's escapes undone: `md\:text-4xl` is `md:text-4xl`, `\32 xl` is `2xl`. */
export function unescapeCssName(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_whole, hex: string | undefined, character: string) =>
    hex === undefined ? character : String.fromCodePoint(Number.parseInt(hex, 16)),
  );
}

/** Every class name the stylesheet's selectors name, unescaped. */
export function classNamesOfStylesheet(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, escaped] of rule.selector.matchAll(classSelector))
      if (escaped !== undefined) names.add(unescapeCssName(escaped));
  });
  return names;
}

/** The words a stylesheet uses as properties and values (`display`, `inline-flex`, `flex-wrap`). */
function cssWordsOf(css: string): Set<string> {
  const words = new Set<string>();
  postcss.parse(css).walkDecls((declaration) => {
    words.add(declaration.prop);
    for (const word of declaration.value.split(/[^\w-]+/)) if (word) words.add(word);
  });
  return words;
}

/** Whether a class keeps its name: see the module's comment. */
const keepsItsName = (name: string, cssWords: Set<string>) => /^[a-z]+$/.test(name) || cssWords.has(name);

/** Short names in order: `a` … `z`, then `a0` … `zz`. */
function* shortNames(): Generator<string> {
  const first = "abcdefghijklmnopqrstuvwxyz";
  const second = `0123456789${first}`;
  yield* first;
  for (const a of first) for (const b of second) yield a + b;
}

/**
 * One short name for each class of the site's stylesheet that is renamed, the most used in the pages
 * the shortest. No short name is a word or class name of any page: the first screen's rules are found
 * by the words of its markup (./first-screen-css.ts), so a class named `a` would bring in its rule
 * wherever a link is.
 */
export function shortClassNameMap(siteCss: string, pages: readonly string[]): Map<string, string> {
  const cssWords = cssWordsOf(siteCss);
  const siteClasses = classNamesOfStylesheet(siteCss);
  const renamed = [...siteClasses].filter((name) => !keepsItsName(name, cssWords));
  const uses = new Map(renamed.map((name) => [name, 0]));
  const taken = new Set(siteClasses);
  for (const html of pages) {
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
      for (const name of decodeAttribute(value).split(/\s+/)) if (uses.has(name)) uses.set(name, uses.get(name)! + 1);
    for (const token of cssTokensOfHtml(html)) taken.add(token);
  }
  const names = shortNames();
  const nextFree = () => {
    for (let next = names.next(); !next.done; next = names.next()) if (!taken.has(next.value)) return next.value;
    throw new Error("Short class names: more classes than names of two characters.");
  };
  const byUse = [...uses].sort(([a, aUses], [b, bUses]) => bUses - aUses || (a < b ? -1 : 1));
  return new Map(byUse.map(([name]) => [name, nextFree()]));
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
const decodeAttribute = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity]);

/** A class list with each renamed class replaced, spaces as they were. */
const renamedList = (list: string, map: ClassNameMap) => list.replace(/\S+/g, (name) => map.get(name) ?? name);

/** A stylesheet whose class selectors name the short names. */
export function withShortClassNamesInCss(css: string, map: ClassNameMap): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selector = rule.selector.replace(classSelector, (whole, escaped: string | undefined) =>
      escaped === undefined ? whole : `.${map.get(unescapeCssName(escaped)) ?? escaped}`,
    );
  });
  return root.toString();
}

/** A page with short names in its class attributes and in its inline stylesheet. */
export function withShortClassNames(html: string, map: ClassNameMap): string {
  return html
    .replace(
      /(\sclass=")([^"]*)"/g,
      (_whole, start: string, value: string) =>
        `${start}${value.replace(/\S+/g, (name) => map.get(decodeAttribute(name)) ?? name)}"`,
    )
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_whole, open: string, css: string, close: string) => open + withShortClassNamesInCss(css, map) + close,
    );
}

/** The site's stylesheet as a script holds it (the server renders it into the pages it makes on request). */
const holdsAStylesheet = (text: string) => text.includes("@layer utilities");

/**
 * A script with short names in its class lists (strings whose every word is a class of `siteClasses`)
 * and in any copy of the site's stylesheet it holds. The rest of the script stays byte for byte.
 */
export function withShortClassNamesInScript(
  code: string,
  map: ClassNameMap,
  siteClasses: ReadonlySet<string>,
  file = "a script",
): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const replacement = renamedLiteral(node, source, map, siteClasses, file);
      if (replacement) edits.push(replacement);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let renamed = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    renamed = renamed.slice(0, edit.start) + edit.text + renamed.slice(edit.end);
  return renamed;
}

/** The literal's new text, or nothing when it is not a class list (or the stylesheet) with a renamed class. */
function renamedLiteral(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralToken,
  source: ts.SourceFile,
  map: ClassNameMap,
  siteClasses: ReadonlySet<string>,
  file: string,
): { start: number; end: number; text: string } | undefined {
  const value = node.text;
  const start = node.getStart(source);
  if (holdsAStylesheet(value)) {
    if (!ts.isStringLiteral(node)) throw new Error(`Short class names: ${file} holds the stylesheet in a template.`);
    return { start, end: node.end, text: JSON.stringify(withShortClassNamesInCss(value, map)) };
  }
  const words = value.split(/\s+/).filter(Boolean);
  if (!words.some((word) => map.has(word))) return undefined;
  if (!words.every((word) => siteClasses.has(word)))
    throw new Error(
      `Short class names: ${file} holds ${JSON.stringify(value)}, with classes the pages' markup renames and words that are no class: a class list with a name the stylesheet does not know, or copy that holds a class name. Give the class a rule, or keep the name (keepsItsName).`,
    );
  // The literal's text between its delimiters (a quote or backtick, or the `}` and `${` around a
  // template's parts): class names hold no escapes, so what the script says is what it means.
  const opening = 1;
  const closing = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
  const raw = source.text.slice(start + opening, node.end - closing);
  if (raw !== value) throw new Error(`Short class names: a class list in ${file} is written with escapes: ${raw}`);
  return { start: start + opening, end: node.end - closing, text: renamedList(value, map) };
}

/** A fingerprint of the map: what, with a script's own content, decides what the renaming makes of it. */
export const classNameMapFingerprint = (map: ClassNameMap) =>
  createHash("sha256")
    .update(JSON.stringify([...map]))
    .digest("base64url");

/**
 * New file names for the browser's scripts that the renaming changes. Each is named by a hash of
 * its content as the bundler wrote it: cached for good (`immutable`), so a script whose content
 * changes must change its name, or a returning visitor's cached copy, with the class names of an
 * earlier build, would style and hydrate the new pages. A script changes when it holds a renamed
 * class list (`renamed`), or names a script that is renamed; its new hash is that of its old name
 * and the map, which together decide its new content.
 */
export function renamedScriptFiles(
  scripts: ReadonlyMap<string, string>,
  renamed: ReadonlySet<string>,
  fingerprint: string,
): Map<string, string> {
  const changed = new Set(renamed);
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, code] of scripts)
      if (!changed.has(file) && [...changed].some((name) => code.includes(name))) {
        changed.add(file);
        grew = true;
      }
  }
  return new Map(
    [...changed].map((file) => {
      const named = /^(.*)-[\w-]{8}\.js$/.exec(file);
      if (!named) throw new Error(`Short class names: ${file} is not named <name>-<hash>.js, so it cannot be renamed.`);
      const hash = createHash("sha256").update(`${file}\n${fingerprint}`).digest("base64url").slice(0, 8);
      return [file, `${named[1]}-${hash}.js`];
    }),
  );
}

/** Text with every script file name of `files` replaced by its new name. */
export function withScriptFilesRenamed(text: string, files: ReadonlyMap<string, string>): string {
  if (!files.size) return text;
  const names = new RegExp(
    `(?<![\\w.-])(?:${[...files.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
    "g",
  );
  return text.replace(names, (name) => files.get(name)!);
}
