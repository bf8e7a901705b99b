/**
 * Writes what the pre-renderer does not: the favicon set and the web app manifest,
 * both derived from public/favicon.svg and the site configuration; and trims each
 * pre-rendered page's inline stylesheet to the rules the page can use (./page-css.ts),
 * then compresses the pages once with brotli and gzip.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { loadSiteConfig } from "../app/config/load-site-config.server";
import { inlineStyleId } from "../app/lib/document-context";
import { cssTokensOfHtml, cssTokensOfScript, islandChunk, pruneCss } from "./page-css";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");

function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** An .ico file holding PNG images, which every current browser reads. */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const assetsDir = path.join(clientDir, "assets");
const inlineStyle = new RegExp(`(<style id="${inlineStyleId}">)([\\s\\S]*?)(</style>)`);

/** A script and every chunk it imports, statically or not, by the file names its code mentions. */
async function scriptsReachableFrom(fileName: string, assets: Set<string>): Promise<string[]> {
  const found = new Map<string, string>();
  const queue = [fileName];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (found.has(name) || !assets.has(name)) continue;
    const code = await readFile(path.join(assetsDir, name), "utf8");
    found.set(name, code);
    for (const [referenced] of code.matchAll(/[\w.-]+\.js/g)) queue.push(referenced);
  }
  return [...found.values()];
}

/** The built scripts, each read and reduced to its CSS tokens once for all pages. */
function scriptTokenReader(assets: Set<string>) {
  const tokens = new Map<string, Promise<Set<string>>>();
  const code = new Map<string, Promise<string>>();
  return {
    code: (fileName: string) => {
      if (!code.has(fileName)) code.set(fileName, readFile(path.join(assetsDir, fileName), "utf8"));
      return code.get(fileName) as Promise<string>;
    },
    tokensFrom: (fileName: string) => {
      if (!tokens.has(fileName)) {
        tokens.set(fileName, scriptsReachableFrom(fileName, assets).then((scripts) => cssTokensOfScript(scripts.join("\n"))));
      }
      return tokens.get(fileName) as Promise<Set<string>>;
    },
  };
}

type ScriptTokenReader = ReturnType<typeof scriptTokenReader>;

/** What the page's scripts may add to it: the one script every page runs, and the code of the islands it has. */
async function scriptTokensOfPage(html: string, scripts: ScriptTokenReader): Promise<Set<string>> {
  const script = /<script type="module" src="\/assets\/([^"]+)"(?: data-islands-entry="\/assets\/([^"]+)")?/.exec(html);
  if (!script) throw new Error("a pre-rendered page without its script");
  const [, pageScript, islandsEntry] = script;
  const tokens = new Set(await scripts.tokensFrom(pageScript));
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]);
  if (!islands.length || !islandsEntry) return tokens;
  const entryCode = await scripts.code(islandsEntry);
  const chunks = islands.map((island) => islandChunk(entryCode, island));
  const roots = chunks.every((chunk) => chunk !== undefined) ? (chunks as string[]) : [islandsEntry];
  for (const root of roots) for (const token of await scripts.tokensFrom(root)) tokens.add(token);
  return tokens;
}

/** A page with its inline stylesheet trimmed to the rules the page and its scripts can use. */
async function withTrimmedStylesheet(file: string, scripts: ScriptTokenReader): Promise<string> {
  const html = await readFile(file, "utf8");
  const css = inlineStyle.exec(html)?.[2];
  if (css === undefined) throw new Error(`${file} has no inline stylesheet`);
  const tokens = cssTokensOfHtml(html);
  for (const token of await scriptTokensOfPage(html, scripts)) tokens.add(token);
  const trimmed = await pruneCss(css, tokens);
  return html.replace(inlineStyle, (_whole, open: string, _css, close: string) => open + trimmed + close);
}

/**
 * Each page with a trimmed stylesheet, and compressed once, as hard as the formats allow, for the
 * server to send as it is (server/prerendered-pages.ts): smaller than compressing on every request,
 * and no work per request.
 */
async function finishPages() {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
  const scripts = scriptTokenReader(new Set(await readdir(assetsDir)));
  for (const file of files) {
    const html = Buffer.from(await withTrimmedStylesheet(file, scripts));
    const brotli = promisify(brotliCompress)(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
    await writeFile(file, html);
    await writeFile(`${file}.br`, await brotli);
    await writeFile(`${file}.gz`, await promisify(gzip)(html, { level: 9 }));
  }
}

async function main() {
  const site = loadSiteConfig();
  const svg = await readFile(path.join(root, "public", "favicon.svg"), "utf8");
  const write = (name: string, data: Buffer | string) => writeFile(path.join(clientDir, name), data);

  await write("favicon.ico", icoFromPngs([16, 32, 48].map((size) => ({ size, png: renderPng(svg, size) }))));
  await write("apple-touch-icon.png", renderPng(svg, 180));
  await write("icon-192.png", renderPng(svg, 192));
  await write("icon-512.png", renderPng(svg, 512));
  const manifest = {
    name: site.productName,
    short_name: site.productName,
    description: "Validated Intelligence, Ethically Delivered. For a Regenerative Future.",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b1220",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  await write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
  await finishPages();
}

await main();
