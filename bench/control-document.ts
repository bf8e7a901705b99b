/**
 * The bench's control: a document with nothing in it but a heading and a sentence, served beside the
 * site and measured in the same passes. Chromium's own work to commit a navigation (creating the
 * page's script context) lands on the main thread whatever the page, and Lighthouse's simulated
 * throttling multiplies it by four, so on this machine even this document scores tens of
 * milliseconds of TBT, more in a busy moment. A page whose TBT sits within the control's range
 * cannot be told from the machine's own floor.
 */
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";

export const controlPath = "(control: an empty document)";

export const controlDocument = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The Lighthouse bench's control document.">
<title>Control</title>
<link rel="icon" href="data:,">
</head>
<body>
<h1>Control</h1>
<p>A document with no stylesheet, no script and no image.</p>
</body>
</html>
`;

/**
 * A picture for the control to show alone: its file as the site sent it, the file's own size, and the
 * size in CSS pixels the page shows it at.
 */
export type ControlPicture = {
  body: Buffer;
  type: string;
  width: number;
  height: number;
  shown: { width: number; height: number };
};

/**
 * The control document with nothing but the picture added above its heading, the same file at the
 * size the page shows it: the least LCP any page showing that picture can have, as its request cannot
 * start before the document has arrived. (Shown at the page's full width instead, the picture was a
 * larger element than on the page, and the bench compared pictures of different sizes.)
 */
const controlWithPicture = ({ width, height, shown }: ControlPicture) =>
  controlDocument
    .replace("<title>Control</title>", "<title>Control with a picture</title>")
    .replace(
      "<h1>",
      `<img src="/picture" width="${width}" height="${height}" alt="The picture alone" style="display:block;width:${shown.width}px;height:${shown.height}px">\n<h1>`,
    );

/**
 * The control document grown to `bodyBytes` of brotli by a comment of characters that do not compress
 * (base64 of a hash chain, the same every run): a document with nothing to parse, lay out or paint but
 * a heading, whose bytes alone take as many round trips as a page of that size. Its LCP is the least a
 * page of that many bytes can have (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export function paddedControlBody(bodyBytes: number): Buffer {
  // Each piece is 43 base64 characters, which brotli cannot bring below 32 bytes.
  const filler: string[] = [];
  let seed = createHash("sha256").update("control").digest();
  for (let piece = 0; piece * 32 < bodyBytes; piece++) {
    seed = createHash("sha256").update(seed).digest();
    filler.push(seed.toString("base64url"));
  }
  const withFiller = (count: number) =>
    brotliCompressSync(controlDocument.replace("</body>", `<!-- ${filler.slice(0, count).join("")} -->\n</body>`));
  // The fewest pieces that reach the size: brotli's output grows with them, a step at a time.
  let [fewest, most] = [0, filler.length];
  while (fewest < most) {
    const middle = Math.floor((fewest + most) / 2);
    if (withFiller(middle).length < bodyBytes) fewest = middle + 1;
    else most = middle;
  }
  return withFiller(fewest);
}

const paddedPath = /^\/padded-([1-9]\d{0,5})$/;

/**
 * Serves the control document at the root of a free loopback port; given a picture, the same
 * document with it at /with-picture (`pictureUrl`); and the document padded to a brotli body of any
 * size up to 999,999 bytes (`paddedControlBody`) at /padded-<bytes> (`paddedUrl`), made on its first
 * request and kept.
 */
export type ControlServer = {
  url: string;
  pictureUrl?: string;
  paddedUrl: (bodyBytes: number) => string;
  close: () => void;
};

export async function serveControlDocument(picture?: ControlPicture): Promise<ControlServer> {
  const html = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
  const padded = new Map<number, Buffer>();
  const paddedBody = (bytes: number) => {
    const body = padded.get(bytes) ?? paddedControlBody(bytes);
    padded.set(bytes, body);
    return body;
  };
  const server = createServer((request, response) => {
    const paddedBytes = paddedPath.exec(request.url ?? "")?.[1];
    if (request.url === "/") response.writeHead(200, html).end(controlDocument);
    else if (paddedBytes)
      response.writeHead(200, { ...html, "content-encoding": "br" }).end(paddedBody(Number(paddedBytes)));
    else if (picture && request.url === "/with-picture") response.writeHead(200, html).end(controlWithPicture(picture));
    else if (picture && request.url === "/picture")
      response.writeHead(200, { "content-type": picture.type, "cache-control": "no-store" }).end(picture.body);
    else response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    pictureUrl: picture ? `${url}with-picture` : undefined,
    paddedUrl: (bodyBytes) => `${url}padded-${bodyBytes}`,
    close: () => server.close(),
  };
}

/**
 * The order of one pass: the pages, with the control before the first and after every `every`
 * pages, so that a busy moment of the machine reaches the control as it reaches the pages.
 */
export function withControlRuns(paths: string[], every: number): string[] {
  const order: string[] = [];
  paths.forEach((path, index) => {
    if (index % every === 0) order.push(controlPath);
    order.push(path);
  });
  return [...order, controlPath];
}
