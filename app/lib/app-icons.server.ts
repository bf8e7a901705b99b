import { Resvg } from "@resvg/resvg-js";
import { faviconSvg } from "~/lib/favicon";
import { resourcePaths } from "~/route-table";

/**
 * The site's icons, all drawn from one SVG mark in the site's colours (app/lib/favicon.ts): the
 * SVG favicon itself, the .ico that older browsers and crawlers ask for, and the PNGs for home
 * screens and the web manifest. Pre-rendered like every other resource route.
 */

/** The square PNG icons: the home-screen icon Apple devices ask for, and the two sizes the web manifest lists. */
export const pngIcons = [
  { path: resourcePaths.appleTouchIcon, size: 180, inManifest: false },
  { path: resourcePaths.icon192, size: 192, inManifest: true },
  { path: resourcePaths.icon512, size: 512, inManifest: true },
];

const icoSizes = [16, 32, 48];

function renderPng(size: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new Resvg(faviconSvg(), { fitTo: { mode: "width", value: size } }).render().asPng());
}

/** An .ico file holding PNG images, which every current browser reads. */
function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array<ArrayBuffer> {
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
  return new Uint8Array(Buffer.concat([header, ...entries, ...images.map((image) => image.png)]));
}

type AppIcon = { contentType: string; render: () => Uint8Array<ArrayBuffer> };

/** Every icon by the path it is served at. */
export const appIcons: Record<string, AppIcon> = {
  [resourcePaths.faviconSvg]: { contentType: "image/svg+xml", render: () => new TextEncoder().encode(faviconSvg()) },
  [resourcePaths.faviconIco]: {
    contentType: "image/vnd.microsoft.icon",
    render: () => icoFromPngs(icoSizes.map((size) => ({ size, png: renderPng(size) }))),
  },
  ...Object.fromEntries(
    pngIcons.map(({ path, size }) => [path, { contentType: "image/png", render: () => renderPng(size) }]),
  ),
};
