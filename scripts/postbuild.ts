/**
 * Writes what the pre-renderer does not: the favicon set and the web app manifest,
 * both derived from public/favicon.svg and the site configuration.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { loadSiteConfig } from "../app/config/load-site-config.server";

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
}

await main();
