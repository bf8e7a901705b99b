/**
 * The per-page stylesheet step (scripts/page-css.ts) read against the bundler's real output
 * in the production build, so that a bundler upgrade that changes how the island entry
 * imports its islands fails here (and the build) instead of quietly keeping every island's CSS.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { islandLoaders } from "~/islands/registry";
import {
  cssTokensOfHtml,
  hiddenAttributeRule,
  inlineStylesheetOf,
  islandChunks,
  scriptsOfPage,
  scriptTokenReader,
  withTrimmedStylesheet,
  type ScriptTokenReader,
} from "../../scripts/page-css";
import { requireProductionBuild } from "../support/production-server";

type BuiltPage = { page: string; html: string; css: string; islands: string[] };

let clientDir: string;
let pages: BuiltPage[];
let scripts: ScriptTokenReader;
/** Each island's chunk, as the step finds it in the island entry. */
let chunks: Map<string, string>;

const pageAt = (directory: string) =>
  pages.find((page) => page.page === path.join(directory, "index.html")) as BuiltPage;

/** A simple class name, as Tailwind writes most utilities: the ones this test can look for in minified CSS. */
const isPlainClass = (token: string) => /^[a-z][a-z0-9-]*$/.test(token);

/** A rule for the class `name` in minified CSS, not the start of a longer class (`.hidden` is not `.hidden\:md`). */
const hasClassRule = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w\\\\-])`).test(css);

/** A page's whole stylesheet: the file it links when its inline rules are its first screen's alone (scripts/first-screen-css.ts). */
async function wholeStylesheetOf(page: string, html: string): Promise<string> {
  const linked = /data-page-stylesheet="\/assets\/([^"]+)"/.exec(html)?.[1];
  return linked ? readFile(path.join(clientDir, "assets", linked), "utf8") : inlineStylesheetOf(page, html);
}

beforeAll(async () => {
  clientDir = path.join(requireProductionBuild(), "client");
  scripts = await scriptTokenReader(clientDir);
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => path.basename(file) === "index.html");
  pages = await Promise.all(
    files.map(async (page) => {
      const html = await readFile(path.join(clientDir, page), "utf8");
      return { page, html, css: await wholeStylesheetOf(page, html), islands: scriptsOfPage(page, html).islands };
    }),
  );
  chunks = new Map();
  for (const { page, html, islands } of pages.filter((candidate) => candidate.islands.length)) {
    const fileName = scriptsOfPage(page, html).islandsEntry as string;
    const found = islandChunks(page, islands, { fileName, code: await scripts.code(fileName) }, scripts.assets);
    islands.forEach((island, index) => chunks.set(island, found[index]));
  }
});

/** What the page itself, the script every page runs and the page's own islands name: worked out here, apart from the step. */
async function tokensOfPageAndItsIslands({ page, html, islands }: BuiltPage): Promise<Set<string>> {
  const tokens = new Set([
    ...cssTokensOfHtml(html),
    ...(await scripts.tokensFrom(scriptsOfPage(page, html).pageScript)),
  ]);
  for (const island of islands)
    for (const token of await scripts.tokensFrom(chunks.get(island) as string)) tokens.add(token);
  return tokens;
}

describe("per-page stylesheets on the real build", () => {
  it("finds the chunk of every island in the island entry", () => {
    expect([...chunks.keys()].sort()).toEqual(Object.keys(islandLoaders).sort());
    for (const chunk of chunks.values()) expect(scripts.assets).toContain(chunk);
  });

  it("keeps on each page no rule for a class that only the code of an island it lacks names", async () => {
    let checked = 0;
    for (const page of pages) {
      const own = await tokensOfPageAndItsIslands(page);
      for (const [island, chunk] of chunks) {
        if (page.islands.includes(island)) continue;
        for (const token of await scripts.tokensFrom(chunk)) {
          if (own.has(token) || !isPlainClass(token)) continue;
          checked += 1;
          expect(hasClassRule(page.css, token), `${page.page} keeps .${token}, which only ${island} names`).toBe(false);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("keeps on a page the rules of the classes only its own island renders", async () => {
    const contact = pageAt("contact");
    const withoutIsland = new Set([
      ...cssTokensOfHtml(contact.html),
      ...(await scripts.tokensFrom(scriptsOfPage(contact.page, contact.html).pageScript)),
    ]);
    const islandOnly = [...(await scripts.tokensFrom(chunks.get("contact-form") as string))].filter(
      (token) => !withoutIsland.has(token) && isPlainClass(token) && hasClassRule(contact.css, token),
    );
    expect(islandOnly.length).toBeGreaterThan(0);
  });

  it("keeps on every page the rule that makes the hidden attribute win over a display class", () => {
    for (const page of pages) expect(page.css, page.page).toContain(`${hiddenAttributeRule}{display:none`);
  });

  it("keeps on the ecosystem page the rules for the states its script island sets (app/islands/script-island.tsx)", () => {
    const ecosystem = pages.find((page) => page.html.includes('data-island="ecosystem-network"')) as BuiltPage;
    expect(scriptsOfPage(ecosystem.page, ecosystem.html).islandScripts).toEqual([
      expect.stringMatching(/^ecosystem-network-[\w-]+\.js$/),
    ]);
    for (const state of ["[data-emphasis=active]", "[data-emphasis=dimmed]", "[data-active=true]"])
      expect(ecosystem.css).toContain(state);
  });

  describe("run again on a copy of the build's scripts", () => {
    let copy: string;
    beforeAll(async () => {
      copy = await mkdtemp(path.join(tmpdir(), "page-css-"));
      await cp(path.join(clientDir, "assets"), path.join(copy, "assets"), { recursive: true });
    });
    afterAll(() => rm(copy, { recursive: true, force: true }));

    it("leaves an already trimmed page as it is", async () => {
      const contact = pageAt("contact");
      expect(await withTrimmedStylesheet(contact.page, contact.html, await scriptTokenReader(copy))).toBe(contact.html);
    });

    it("stops, naming the island, the entry and what to update, when the bundler writes island imports differently", async () => {
      const contact = pageAt("contact");
      const islandsEntry = scriptsOfPage(contact.page, contact.html).islandsEntry as string;
      const entryFile = path.join(copy, "assets", islandsEntry);
      const entryCode = await readFile(entryFile, "utf8");
      // An import shape the step does not know: the chunk's URL computed instead of written out.
      const tampered = entryCode.replace(/import\(([`"'])\.\/(contact-form-[\w-]+\.js)\1\)/, "import(chunkUrl(`$2`))");
      expect(tampered).not.toBe(entryCode);
      await writeFile(entryFile, tampered);
      const trimming = withTrimmedStylesheet(contact.page, contact.html, await scriptTokenReader(copy));
      await expect(trimming).rejects.toThrow(
        `cannot find the chunk of island "contact-form" (on ${contact.page}) in the island entry assets/${islandsEntry}.`,
      );
      await expect(trimming).rejects.toThrow(
        'written as "contact-form":()=>…(()=>import("./<chunk>.js")…; found no such import.',
      );
      await expect(trimming).rejects.toThrow("update islandChunk in scripts/page-css.ts");
    });
  });
});
