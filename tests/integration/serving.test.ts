/**
 * The production server answers like a real site (docs/product.md#routes), over plain HTTP as any
 * client sees it: every path of the route table, catch-alls, case-insensitive matching, trailing
 * slashes, the not-found page, Insights' pages and feeds, the editor's absence, icons, security and
 * caching headers, compression.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedFormats, feedMediaTypes, formEndpointPath, resourcePaths } from "~/route-table";
import { builtPage, parsePage } from "../support/built-page";
import { articlePaths, feeds, newestFirst, paths, topicPaths, topicsWithArticles } from "../support/insights-content";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { pagePath, routeTable, site } from "../support/built-site";

let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "serving-"));
beforeAll(async () => {
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(dataDir, "site.db")}` });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A request on a connection of its own: parsing an answer can take longer than the server keeps an
 * idle connection open, and a request sent on a connection it is closing fails.
 */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { Connection: "close", ...headers }, redirect: "manual" });
/**
 * The status of a conditional GET. Not by fetch: the Fetch standard adds `Cache-Control: no-cache` to
 * a request with validators, which asks the server for the whole page again.
 */
const revalidate = (path: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on("error", reject);
  });
const canonicalLink = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const canonicalUrl = (path: string) => new URL(path, site.origin).href;
/** The script every pre-rendered page loads after its first paint: a hashed asset. */
const assetPath = () => builtPage("/").querySelector("script[data-page-script]")!.getAttribute("data-page-script")!;

describe("routes", () => {
  it.each(routeTable.flatMap((page) => [page.path, ...page.aliases]))("%s answers 200", async (path) => {
    expect((await get(path)).status).toBe(200);
  });

  it("catch-all paths under /platform and /consortium show their section page", async () => {
    for (const [path, id] of [
      ["/platform/anything-else", "platform"],
      ["/consortium/some/deeper/path", "consortium-mission"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(canonicalLink(html), path).toBe(canonicalUrl(pagePath(id)));
      expect(html, path).toMatch(/<h1[^>]*>[^<]*\S/);
    }
  });

  it("any other path under /consortium shows the mission page with its tab current", async () => {
    const tabBar = (document: Document) => document.querySelector('nav[aria-label="Consortium"]')?.outerHTML;
    const response = await get("/consortium/anything");
    expect(response.status, "/consortium/anything answers").toBe(200);
    const answer = parsePage(await response.text());
    expect(answer.querySelector("h1")?.textContent, "its headline").toBe("Our Mission");
    expect(tabBar(answer), "its tab bar, the mission page's (Our Mission current)").toBe(
      tabBar(builtPage(pagePath("consortium-mission"))),
    );
    expect(answer.querySelector('nav[aria-label="Consortium"] [aria-current="page"]')?.textContent).toBe("Our Mission");
  });

  it("matching is case-insensitive: a mixed-case path moves to its lower-case path, query kept", async () => {
    const upper = await get("/ABOUT");
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe("/about");
    const mixed = await get("/Platform/Solutions?ref=x");
    expect(mixed.status).toBe(301);
    expect(mixed.headers.get("location")).toBe("/platform/solutions?ref=x");
  });

  it("a trailing slash serves the page without a redirect", async () => {
    expect((await get("/team/")).status).toBe(200);
  });

  it("an unknown path answers 404 with the not-found page, not indexed", async () => {
    const response = await get("/missing/deep/path");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("Insights", () => {
  // What the pages and feeds hold is checked from the build in tests/build/insights*.
  it("answers every article and topic page from its pre-rendered file", async () => {
    for (const pagePath of [...articlePaths, ...topicPaths]) {
      const response = await get(pagePath);
      expect(response.status, pagePath).toBe(200);
      expect(response.headers.get("etag"), `${pagePath} is served from the pre-rendered file`).toBeTruthy();
      await response.body?.cancel();
    }
  });

  it("answers an unknown article, topic or page of a list with 404 and the not-found page", async () => {
    for (const missing of [
      paths.article("no-such-article"),
      paths.topic("no-such-topic"),
      `${paths.list()}/page/1`,
      paths.list(99),
      paths.topic(topicsWithArticles[0].slug, 2),
    ]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      const page = parsePage(await response.text());
      expect(page.querySelector("h1")?.textContent, `${missing}: the not-found page's headline`).toBe("Page Not Found");
      expect(page.querySelector("title")?.textContent, `${missing}: the not-found page's title`).toMatch(
        /Page Not Found/,
      );
    }
  });

  it("serves the feeds with their media types, and an article's social image as a PNG", async () => {
    for (const format of feedFormats) {
      const response = await get(feeds[format]);
      expect(response.status, feeds[format]).toBe(200);
      expect(response.headers.get("content-type"), feeds[format]).toBe(`${feedMediaTypes[format]}; charset=utf-8`);
    }
    const image = resourcePaths.articleSocialImage(newestFirst[0].slug);
    const response = await get(image);
    expect(response.status, image).toBe(200);
    expect(response.headers.get("content-type"), image).toBe("image/png");
  });
});

describe("the content editor", () => {
  // A tool for the people who edit the copy (`npm run edit`), never part of the public site; that no
  // page names its code is checked from the build in tests/build/content-editor-absent.test.ts.
  it("is not served: its paths and its API answer 404", async () => {
    for (const editorPath of ["/keystatic", "/keystatic/singleton/pages-vision", "/api/keystatic/tree"]) {
      const response = await get(editorPath, { "no-cors": "1" });
      expect(response.status, editorPath).toBe(404);
      await response.body?.cancel();
    }
    const save = await fetch(`${server.url}/api/keystatic/update`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "no-cors": "1" },
      body: "{}",
    });
    expect([404, 405], "a save to the editor's API").toContain(save.status);
  });
});

describe("files beside the pages", () => {
  it("favicons and the web manifest are served with their media types", async () => {
    for (const [path, type] of [
      [resourcePaths.faviconIco, "image/vnd.microsoft.icon"],
      [resourcePaths.faviconSvg, "image/svg+xml"],
      [resourcePaths.appleTouchIcon, "image/png"],
      [resourcePaths.icon512, "image/png"],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
    expect((await (await get(resourcePaths.webManifest)).json()).name).toBe(site.productName);
  });

  it("the social images are served as PNG", async () => {
    const response = await get(resourcePaths.socialImage("home"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});

describe("served like a real site", () => {
  const expectSecurityHeaders = (path: string, headers: Headers) => {
    const csp = headers.get("content-security-policy");
    expect(csp, path).toBeTruthy();
    const scriptSrc = csp!.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-powered-by"), path).toBeNull();
  };

  it("sends the security headers on pages, per-request pages, assets, the sitemap and the health check", async () => {
    for (const path of ["/", "/platform/x", "/no-such-page", "/healthz", resourcePaths.sitemap, assetPath()]) {
      expectSecurityHeaders(path, (await get(path)).headers);
    }
  });

  it("allows a page rendered per request its own scripts by a nonce, a fresh one each time, and a file no inline script", async () => {
    const nonceOf = async (path: string) => {
      const response = await get(path);
      const policyNonce = /script-src [^;]*'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)?.[1];
      const scriptNonces = [...(await response.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map(
        (match) => match[1],
      );
      return { policyNonce, scriptNonces };
    };
    const first = await nonceOf("/no-such-page");
    expect(first.policyNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(first.scriptNonces)).toEqual(new Set([first.policyNonce]));
    expect((await nonceOf("/no-such-page")).policyNonce).not.toBe(first.policyNonce);
    for (const path of [assetPath(), "/healthz"]) {
      const scriptSrc = /script-src ([^;]*)/.exec((await get(path)).headers.get("content-security-policy")!)?.[1];
      expect(scriptSrc, path).toBe("'self' 'wasm-unsafe-eval'");
    }
  });

  it("caches hashed assets for a year and has pages revalidate", async () => {
    expect((await get(assetPath())).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const html = await get("/", { "Accept-Encoding": "br" });
    expect(html.headers.get("cache-control")).toBe("no-cache");
    expect(await revalidate("/", { "Accept-Encoding": "br", "If-None-Match": html.headers.get("etag")! })).toBe(304);
  });

  it("compresses with brotli or gzip, pages with the build's own compressed copy", async () => {
    const terms = pagePath("terms");
    const plain = await get(terms, { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainText = await plain.text();
    for (const path of [terms, resourcePaths.sitemap, "/platform/no-such-page"]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await get(path, { "Accept-Encoding": encoding });
        expect(response.headers.get("content-encoding"), `${path} ${encoding}`).toBe(encoding);
        expect(response.headers.get("vary"), `${path} ${encoding}`).toMatch(/Accept-Encoding/i);
        if (path !== terms) continue;
        // Decoded, the same page; each encoding has its own validator.
        expect(await response.text()).toBe(plainText);
        expect(response.headers.get("etag")).not.toBe(plain.headers.get("etag"));
        const revalidated = await revalidate(path, {
          "Accept-Encoding": encoding,
          "If-None-Match": response.headers.get("etag")!,
        });
        expect(revalidated).toBe(304);
      }
    }
  });

  it("sends a form's JSON answer whole, with its length, and too small to be worth compressing", async () => {
    const response = await fetch(`${server.url}${formEndpointPath("contact")}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Accept-Encoding": "gzip, deflate, br, zstd",
        Origin: server.url,
        Connection: "close",
      },
      body: new URLSearchParams({ name: "" }),
    });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(1024);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(JSON.parse(body.toString())).toMatchObject({ form: "contact" });
  });

  it("gives a browser a page's brotli copy though it names gzip first, unless it refuses brotli", async () => {
    // Chromium's own Accept-Encoding.
    const browser = await get(pagePath("terms"), { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers.get("content-encoding")).toBe("br");
    const brotliRefused = await get(pagePath("terms"), { "Accept-Encoding": "gzip, br;q=0" });
    expect(brotliRefused.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers the health check for load balancers", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("sends interactive pages complete, with their islands marked and no router data", async () => {
    const html = await (await get("/")).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouter");
    expect(html).toContain('data-island="stakeholder-diagram"');
  });
});

describe("what the server logs", () => {
  // What the server wrote since `from` (an earlier length of its output): each line's message, but
  // the line every request gets (tests/integration/logs-without-personal-data.test.ts).
  const loggedSince = (from: number) =>
    server
      .output()
      .slice(from)
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { msg: string; err?: { stack?: string } })
      .filter((line) => line.msg !== "request")
      .map((line) => `${line.msg}\n${line.err?.stack ?? ""}`)
      .join("");
  const crossSitePost = () =>
    fetch(`${server.url}${pagePath("contact")}`, {
      method: "POST",
      headers: { Connection: "close", Origin: "https://attacker.example" },
      body: new URLSearchParams({ name: "Mallory" }),
    });
  const crossSiteLine = `Refused a form post to ${pagePath("contact")} from another site (Origin: "https://attacker.example")`;

  it("refuses a form post from another site with 400, in one line of the log, not a stack trace", async () => {
    const from = server.output().length;
    expect((await crossSitePost()).status).toBe(400);
    await expect.poll(() => loggedSince(from)).toContain(crossSiteLine);
    expect(loggedSince(from)).not.toMatch(/^\s+at /m);
  });

  it("refuses a post to a page that takes none with 405, in one line of the log", async () => {
    const from = server.output().length;
    const response = await fetch(`${server.url}${pagePath("vision")}`, {
      method: "POST",
      headers: { Connection: "close" },
      body: new URLSearchParams({ name: "Mallory" }),
    });
    expect(response.status).toBe(405);
    await response.body?.cancel();
    await expect
      .poll(() => loggedSince(from))
      .toContain(`Refused a POST request to ${pagePath("vision")}: 405 Method Not Allowed`);
    expect(loggedSince(from)).not.toMatch(/^\s+at /m);
  });

  it("logs nothing for visitors who leave while a page is still being written to them", async () => {
    const from = server.output().length;
    // Each closes its connection as the first bytes of a not-found page (rendered as it is sent) arrive;
    // most of them leave before the rest is written.
    for (let visitor = 0; visitor < 20; visitor++) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(new URL(server.url).port), "127.0.0.1", () =>
          socket.write(`GET /no-such-page-${visitor} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`),
        );
        socket.once("data", () => socket.destroy());
        socket.once("close", () => resolve());
        socket.once("error", reject);
      });
    }
    // A request after them whose line shows the server has dealt with theirs.
    await crossSitePost();
    await expect.poll(() => loggedSince(from)).toContain(crossSiteLine);
    expect(loggedSince(from).replace(`${crossSiteLine}\n`, "")).toBe("");
  });
});
