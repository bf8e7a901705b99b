/**
 * The desk costs the public site nothing (docs/decisions/024-the-desk.md), read from the build: it is
 * never pre-rendered, the sitemap and feeds never name it, robots.txt keeps crawlers out, and no public
 * page loads or names its code, directly or through the scripts it loads.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deskPaths, feedPaths, resourcePaths } from "~/route-table";
import { builtFile } from "../support/built-page";
import { requireProductionBuild } from "../support/production-server";
import { allPagePaths, routeTable } from "../support/built-site";

const clientDir = path.join(requireProductionBuild(), "client");

/** Every script a page can load: those it names, then those they import, as the browser would follow them. */
function scriptsOf(html: string): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...html.matchAll(/(?:src|data-page-script|data-islands-entry|data-island-script|data-analytics-src|data-form-script)="(\/assets\/[\w.-]+\.js)"/g),
    ...[...html.matchAll(/data-islands-imports="([^"]+)"/g)].flatMap((match) => match[1].split(" ").map((url) => [url, url])),
  ].map((match) => match[1]);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const match of code.matchAll(/["'`](?:\/assets\/|\.\/)([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${match[1]}`);
  }
  return found;
}

describe("the desk in the build", () => {
  it("is never pre-rendered, and robots.txt keeps crawlers out of it", () => {
    expect(existsSync(path.join(clientDir, "desk"))).toBe(false);
    expect(builtFile(resourcePaths.robots).toString("utf8")).toMatch(/^Disallow: \/desk$/m);
  });

  it("is named by neither the sitemap nor the feeds", () => {
    for (const file of [resourcePaths.sitemap, ...Object.values(feedPaths(routeTable))]) {
      expect(builtFile(file).toString("utf8"), file).not.toContain(deskPaths.inbox + "/");
    }
  });

  it("loads its code on no public page: neither the desk's script nor the passkey library", () => {
    const scripts = new Set(allPagePaths.flatMap((pagePath) => [...scriptsOf(builtFile(pagePath).toString("utf8"))]));
    expect(scripts.size).toBeGreaterThan(10);
    for (const script of scripts) {
      const code = readFileSync(path.join(clientDir, script), "utf8");
      expect(script).not.toMatch(/desk/);
      expect(code, script).not.toMatch(/navigator\.credentials|desk_session|\/desk\/sign-in/);
    }
    for (const pagePath of allPagePaths) expect(builtFile(pagePath).toString("utf8"), pagePath).not.toContain('href="/desk');
  });
});
