/**
 * What a pre-rendered page costs on the wire before anything paints: its response as the real server
 * sends it to a browser (the status line, every header as written, the brotli body), measured by
 * tests/integration/first-round-trip.test.ts and `npm run bench -- pages`
 * (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
import { readdirSync } from "node:fs";
import { Agent, get } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import { inlineStyleId } from "~/lib/document-context";

/**
 * What one round trip carries: TCP's first window of ten segments is about 14,600 bytes, the figure
 * Lighthouse's model uses, less room for the TLS records and HTTP/2 frames a real connection adds.
 */
export const firstRoundTripBytes = 14_000;

/** The page whose text alone is larger than a round trip: its first screen must come in the first one. */
export const longRead = "/white-paper";

/** What Chromium asks for: the server picks brotli from it (server/app.ts, `pageEncoding`). */
const browserAcceptEncoding = "gzip, deflate, br, zstd";

export type DocumentSize = { path: string; headerBytes: number; body: Buffer; encoding?: string };

export const totalBytes = (size: DocumentSize) => size.headerBytes + size.body.length;

/** Every page the build pre-rendered (`<path>/index.html`), as the URL paths the server answers them at. */
export function prerenderedPaths(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) =>
      `/${path.dirname(file)}`
        .replace(/^\/\.$/, "/")
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

/** One page's response as a browser gets it on a kept-alive connection, byte for byte: the header block as sent, the body as sent. */
export function documentSize(origin: string, pagePath: string): Promise<DocumentSize> {
  // A connection of its own, asked to be kept alive as a browser asks, so that the server answers as it answers a browser.
  const agent = new Agent({ keepAlive: true });
  return new Promise<DocumentSize>((resolve, reject) => {
    get(new URL(pagePath, origin), { agent, headers: { "accept-encoding": browserAcceptEncoding } }, (response) => {
      const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
      for (let index = 0; index < response.rawHeaders.length; index += 2)
        lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
      const headerBytes = Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          path: pagePath,
          headerBytes,
          body: Buffer.concat(chunks),
          encoding: response.headers["content-encoding"],
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  }).finally(() => agent.destroy());
}

/** A page's markup, uncompressed, on a connection of its own (one left idle may be closing). */
export function documentMarkup(origin: string, pagePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(new URL(pagePath, origin), { agent: false, headers: { "accept-encoding": "identity" } }, (response) => {
      let markup = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (markup += chunk));
      response.on("end", () => resolve(markup));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** The page's markup that arrives with the first round trip: what its first `firstRoundTripBytes` decompress to. */
export function markupOfFirstRoundTrip(size: DocumentSize): string {
  const received = size.body.subarray(0, Math.max(0, firstRoundTripBytes - size.headerBytes));
  return brotliDecompressSync(received, { finishFlush: zlib.BROTLI_OPERATION_FLUSH }).toString("utf8");
}

/** A table of each page's header and body bytes, their sum against the budget; largest first. */
export function sizeTable(sizes: DocumentSize[]): string {
  const rows = [...sizes]
    .sort((a, b) => totalBytes(b) - totalBytes(a))
    .map((size) => [
      size.path,
      String(size.headerBytes),
      String(size.body.length),
      String(totalBytes(size)),
      totalBytes(size) <= firstRoundTripBytes ? "ok" : size.path === longRead ? "long read" : "OVER",
    ]);
  const header = ["page", "headers", "brotli body", "total", `≤ ${firstRoundTripBytes}`];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(column ? widths[column] : 0).padEnd(widths[column])).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const brotliBytes = (text: string) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The kinds of part a page is made of, each found by a pattern over its markup. */
const partPatterns: [string, RegExp][] = [
  ["inline stylesheet", new RegExp(`<style id="${inlineStyleId}">[\\s\\S]*?</style>`, "g")],
  ["structured data (JSON-LD)", /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ["inline scripts", /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g],
  ["SVG drawings and icons", /<svg[\s\S]*?<\/svg>/g],
  ["class attributes", / class="[^"]*"/g],
  ["meta and link elements", /<(?:meta|link)\b[^>]*>/g],
];

/**
 * What each kind of part costs a page: the brotli bytes it saves when taken out alone (parts
 * compress together, so these overlap and do not add up to the page). The rest is the text and
 * the elements that hold it.
 */
export function largestParts(html: string): { part: string; bytes: number }[] {
  const whole = brotliBytes(html);
  return partPatterns
    .map(([part, pattern]) => ({ part, bytes: whole - brotliBytes(html.replace(pattern, "")) }))
    .sort((a, b) => b.bytes - a.bytes);
}
