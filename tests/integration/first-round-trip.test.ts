/**
 * Every pre-rendered page in the first round trip (docs/decisions/029-every-page-in-its-first-round-trip.md):
 * its response as the production server sends it to a browser, headers and brotli body, within
 * `firstRoundTripBytes`; the long read's first screen within it, and nothing after it that holds the
 * first paint. Prints the table of every page's bytes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstScreenCharacters, firstScreenEnd } from "../../scripts/first-screen-css";
import { builtFile, builtPage } from "../support/built-page";
import {
  type DocumentSize,
  documentSize,
  firstRoundTripBytes,
  longRead,
  markupOfFirstRoundTrip,
  prerenderedPaths,
  sizeTable,
  totalBytes,
} from "../support/document-sizes";
import { requireProductionBuild, type RunningServer, startProductionServer } from "../support/production-server";

let server: RunningServer;
let sizes: DocumentSize[];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "first-round-trip-"));

beforeAll(async () => {
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(dataDir, "site.db")}` });
  sizes = [];
  for (const pagePath of prerenderedPaths(path.join(requireProductionBuild(), "client")))
    sizes.push(await documentSize(server.url, pagePath));
  console.log(`Each page as the server sends it to a browser, in bytes:\n${sizeTable(sizes)}`);
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** What makes a browser wait before its first paint: a stylesheet link outside `<noscript>`, a script with a source that is neither async, deferred nor a module. */
const renderBlocking = (markup: string) =>
  [
    ...markup.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g),
    ...[...markup.matchAll(/<script[^>]*\ssrc="[^"]*"[^>]*>/g)].filter(
      ([tag]) => !/\s(async|defer)\b|type="module"/.test(tag),
    ),
  ].map(([tag]) => tag);

describe("every page in the first round trip", () => {
  it("measures every pre-rendered page, each sent as brotli", () => {
    expect(sizes.length).toBeGreaterThan(30);
    for (const size of sizes) expect(size.encoding, size.path).toBe("br");
  });

  it(`sends every page but the long read in at most ${firstRoundTripBytes} bytes, headers included`, () => {
    const over = sizes.filter((size) => size.path !== longRead && totalBytes(size) > firstRoundTripBytes);
    expect(over.map((size) => `${size.path}: ${totalBytes(size)} bytes`)).toEqual([]);
  });

  it("sends the long read's head, header and opening block in the first round trip, and nothing after them holds the first paint", () => {
    const size = sizes.find((candidate) => candidate.path === longRead) as DocumentSize;
    const html = builtFile(longRead).toString("utf8");
    // Its stylesheet, its header and the first block of its main content: the title and what it is.
    const firstScreen = html.slice(0, firstScreenEnd(html, 1));
    const arrived = markupOfFirstRoundTrip(size);
    expect(arrived.length, "the markup of the first round trip").toBeGreaterThan(firstScreen.length);
    expect(arrived.startsWith(firstScreen), "it begins with the whole first screen").toBe(true);
    expect(arrived.length, "and goes on into the text").toBeGreaterThan(html.indexOf("<main") + firstScreenCharacters);
    expect(renderBlocking(html.slice(firstScreen.length))).toEqual([]);
  });
});

describe("each page's whole stylesheet", () => {
  it("draws the icons after the first screen, and only those, from one image, none of them from the inline rules", () => {
    let drawn = 0;
    for (const { path: pagePath } of sizes) {
      const html = builtFile(pagePath).toString("utf8");
      const names = [...html.matchAll(/<svg [^>]*data-icon="(\w+)"/g)];
      if (!names.length) continue;
      drawn += names.length;
      expect(names[0].index, `${pagePath}: its first icon drawn by the file`).toBeGreaterThan(firstScreenEnd(html));
      expect(/<style[^>]*>[^<]*data-icon/.test(html), `${pagePath}: an icon's rule inline`).toBe(false);
      const href = builtPage(pagePath).querySelector("script[data-page-script]")!.getAttribute("data-page-stylesheet")!;
      const file = builtFile(href).toString("utf8");
      for (const [, name] of names) {
        expect(file, `${pagePath}: icon ${name}`).toContain(`[data-icon="${name}"]{-webkit-mask-position:`);
        expect(file, `${pagePath}: icon ${name}'s drawing`).toContain(`%3Csvg id='i${name}'`);
      }
      // The browser makes a document of each SVG image when the file applies: one per drawing made
      // the home page's main thread busy for 150 ms (Lighthouse's phone), one for all of them does not.
      expect(file.match(/data:image\/svg\+xml/g), `${pagePath}: one image of every drawing`).toHaveLength(2);
    }
    expect(drawn, "icons drawn by the stylesheet files").toBeGreaterThan(100);
  });

  it("is a content-named asset, cached for good and sent compressed like the others, named by the loader and for browsers without script", async () => {
    const pages = sizes.map((size) => size.path);
    const named = new Set<string>();
    for (const pagePath of pages) {
      const page = builtPage(pagePath);
      const href = page.querySelector("script[data-page-script]")?.getAttribute("data-page-stylesheet");
      if (!href) continue;
      expect(href, pagePath).toMatch(/^\/assets\/page-style-[\w-]{10}\.css$/);
      expect(page.querySelector("head > noscript")?.innerHTML, pagePath).toBe(`<link rel="stylesheet" href="${href}">`);
      // What no first paint needs, named by page.js after it: the web manifest (app/root.tsx).
      expect(page.querySelector('head > link[rel="manifest"]'), pagePath).toBeNull();
      expect(page.querySelector("head > noscript[data-after-paint]")?.innerHTML, pagePath).toBe(
        '<link rel="manifest" href="/site.webmanifest" crossorigin="use-credentials">',
      );
      named.add(href);
    }
    expect(named.size, "pages whose first screen needs only part of their stylesheet").toBeGreaterThan(
      pages.length / 2,
    );
    const pageScript = builtPage("/").querySelector("script[data-page-script]")!.getAttribute("data-page-script")!;
    /**
     * Status and headers, on a connection of its own (`agent: false`): fetch would reuse the one its
     * health check left idle, which the server may be closing by then.
     */
    const asSent = (href: string) =>
      new Promise<{ status?: number; headers: Record<string, unknown> }>((resolve, reject) => {
        get(`${server.url}${href}`, { agent: false, headers: { "accept-encoding": "br" } }, (response) => {
          response.resume();
          const headers: Record<string, unknown> = { ...response.headers };
          // What differs from one response or file to another; the CSP differs only by its nonce.
          for (const varying of ["date", "etag", "last-modified", "content-type", "x-request-id", "content-length"])
            delete headers[varying];
          headers["content-security-policy"] = String(headers["content-security-policy"]).replace(
            /'nonce-[^']+'/,
            "'nonce'",
          );
          response.on("end", () => resolve({ status: response.statusCode, headers })).on("error", reject);
        }).on("error", reject);
      });
    const script = await asSent(pageScript);
    for (const href of named) {
      const stylesheet = await asSent(href);
      expect(stylesheet, href).toEqual(script);
      expect(stylesheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(stylesheet.headers["content-encoding"]).toBe("br");
    }
  }, 60_000);
});
