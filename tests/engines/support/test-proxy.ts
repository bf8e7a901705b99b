/**
 * A test-only front for the production server, for WebKit, which WebDriver classic gives no
 * script-error events and whose window (MiniBrowser) is never narrower than 447 px:
 * - every page it passes on starts with the error recorder (./error-recorder.ts) as a script from
 *   the same origin, which the site's CSP allows;
 * - `/__engines/frame?src=<path>&width=&height=` is a page holding `<path>` in an iframe of that
 *   size, which gives the page a real viewport of that width (media queries, layout, `innerWidth`).
 *   A page the browser asks for as a frame (`Sec-Fetch-Dest: iframe`) may be framed by its own
 *   origin: `frame-ancestors 'self'` instead of `'none'`, and no `X-Frame-Options`. The production server and its headers are not
 *   changed; the suite checks them as sent (tests/engines/engine-suite.ts).
 * A page is read back from its compression to take the recorder and goes on uncompressed; everything
 * else passes through unchanged, byte for byte.
 */
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { recordErrors } from "./error-recorder";

const recorderPath = "/__engines/error-recorder.js";
const framePath = "/__engines/frame";

export type TestProxy = {
  origin: string;
  framed(path: string, width: number, height: number): string;
  close(): Promise<void>;
};

export async function startTestProxy(target: string): Promise<TestProxy> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://proxy");
    if (url.pathname === recorderPath) {
      outgoing.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      outgoing.end(`(${recordErrors.toString()})();`);
      return;
    }
    if (url.pathname === framePath) {
      outgoing.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      outgoing.end(framePage(url.searchParams));
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const isPage = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = decoded(Buffer.concat(chunks), answer.headers["content-encoding"])
            .toString("utf8")
            .replace(/<head>/, `<head><script src="${recorderPath}"></script>`);
          const { "content-encoding": _encoding, ...unencoded } = answer.headers;
          const headers = incoming.headers["sec-fetch-dest"] === "iframe" ? framable(unencoded) : unencoded;
          headers["content-length"] = String(Buffer.byteLength(html));
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(html);
        });
      },
    );
    forwarded.on("error", (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    framed: (path, width, height) =>
      `${framePath}?${new URLSearchParams({ src: path, width: String(width), height: String(height) })}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page as the server compressed it (brotli or gzip, as the browser accepts), read back. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** The page's headers, except that its own origin may frame it. */
function framable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { "x-frame-options": _denied, ...rest } = headers;
  const policy = rest["content-security-policy"];
  if (typeof policy === "string") {
    rest["content-security-policy"] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  }
  return rest;
}

function framePage(query: URLSearchParams): string {
  const src = query.get("src") ?? "/";
  if (!src.startsWith("/")) throw new Error(`a framed page is a path on the site, not ${src}`);
  const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>framed</title>
<style>html,body{margin:0;background:#888}iframe{display:block;border:0}</style></head>
<body><iframe title="page under test" src="${attribute(src)}" width="${Number(query.get("width"))}" height="${Number(query.get("height"))}"></iframe></body></html>`;
}
