/**
 * The production build's files as the unit runner reads them: a pre-rendered page parsed into a
 * document (what a browser gets before any script runs), and any other file the build wrote
 * (feeds, sitemap, images). For the checks that need no browser (docs/decisions/019-test-suite-layout.md).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { requireProductionBuild } from "./production-server";

let productionClientDir: string | undefined;
/** The production build's `client` folder (BUILD_DIR), looked for when a test first reads it. */
const defaultClientDir = () => (productionClientDir ??= path.join(requireProductionBuild(), "client"));

/**
 * The file of `build/client` that a URL path names (a page's `index.html`), when the build wrote
 * one; `clientDir` names another build's (the site built with pictures, tests/support/picture-fixture.ts).
 */
export function builtFilePath(urlPath: string, clientDir = defaultClientDir()): string | undefined {
  const target = path.join(clientDir, decodeURIComponent(new URL(urlPath, "http://site.test").pathname));
  if (!target.startsWith(clientDir)) return undefined;
  return [path.join(target, "index.html"), target].find((file) => existsSync(file) && statSync(file).isFile());
}

/** The bytes of the file the build wrote for a URL path; fails naming the path when there is none. */
export function builtFile(urlPath: string, clientDir = defaultClientDir()): Buffer {
  const file = builtFilePath(urlPath, clientDir);
  if (!file) throw new Error(`the build wrote no file for ${urlPath}`);
  return readFileSync(file);
}

const documents = new Map<string, Document>();

/**
 * HTML attribute names are case-insensitive, and a browser's parser lowers them (React writes
 * `dateTime`, a browser has `datetime`); linkedom keeps them as written, so they are lowered here,
 * except inside SVG, whose names keep their case (`viewBox`).
 */
function lowerAttributeNames(document: Document) {
  for (const element of document.querySelectorAll("*")) {
    if (element.closest("svg")) continue;
    for (const name of element.getAttributeNames()) {
      if (name === name.toLowerCase()) continue;
      const value = element.getAttribute(name)!;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
}

/**
 * The pre-rendered page at a path, parsed once and shared by the tests that read it (they must not
 * change it), as a browser's parser gives it before any script runs. linkedom, not jsdom: it parses a
 * page ten times faster, and these checks need the document's tree and text, not layout or style.
 */
export function builtPage(pagePath: string, clientDir = defaultClientDir()): Document {
  const key = `${clientDir}\n${pagePath}`;
  let document = documents.get(key);
  if (!document) {
    document = parsePage(builtFile(pagePath, clientDir).toString("utf8"));
    documents.set(key, document);
  }
  return document;
}

/** A page's HTML as a browser's parser gives it before any script runs: a built page, or one the server answered. */
export function parsePage(html: string): Document {
  const document = parseHTML(html).document as unknown as Document;
  lowerAttributeNames(document);
  return document;
}
