/**
 * The production server's answers for Insights: every article and topic page from its pre-rendered
 * file, 404 with the not-found page for what does not exist, and the feeds and social images with
 * their media types. What the pages and feeds hold is checked from the build in tests/build/insights*.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePaths, feeds, newestFirst, paths, topicPaths, topicsWithArticles } from "../support/insights";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { feedFormats, feedMediaTypes, resourcePaths } from "~/route-table";

let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "insights-answers-"));
beforeAll(async () => {
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(dataDir, "site.db")}` });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A request on a connection of its own: parsing a page can take longer than the server keeps an
 * idle connection open, and a request sent on a connection it is closing fails.
 */
const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { headers: { Connection: "close" } });

describe("every article and topic page", () => {
  it("answers 200 from its pre-rendered file", async () => {
    for (const pagePath of [...articlePaths, ...topicPaths]) {
      const response = await get(pagePath);
      expect(response.status, pagePath).toBe(200);
      expect(response.headers.get("etag"), `${pagePath} is served from the pre-rendered file`).toBeTruthy();
      await response.body?.cancel();
    }
  });

  it("an unknown article, topic or page of a list answers 404 with the not-found page", async () => {
    for (const missing of [
      paths.article("no-such-article"),
      paths.topic("no-such-topic"),
      `${paths.list()}/page/1`,
      paths.list(99),
      paths.topic(topicsWithArticles[0].slug, 2),
    ]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      const page = new JSDOM(await response.text()).window.document;
      expect(page.querySelector("h1")?.textContent, `${missing}: the not-found page's headline`).toBe("Page Not Found");
      expect(page.title, `${missing}: the not-found page's title`).toMatch(/Page Not Found/);
    }
  });
});

describe("feeds and social images", () => {
  it("the feeds are served with their media types", async () => {
    for (const format of feedFormats) {
      const response = await get(feeds[format]);
      expect(response.status, feeds[format]).toBe(200);
      expect(response.headers.get("content-type"), feeds[format]).toBe(`${feedMediaTypes[format]}; charset=utf-8`);
    }
  });

  it("an article's social image is served as a PNG", async () => {
    const image = resourcePaths.articleSocialImage(newestFirst[0].slug);
    const response = await get(image);
    expect(response.status, image).toBe(200);
    expect(response.headers.get("content-type"), image).toBe("image/png");
  });
});
