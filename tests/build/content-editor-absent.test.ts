/**
 * The content editor is a tool for the people who edit the copy (`npm run edit`), never part of
 * the public site: no page names any of its code, and the build ships none for browsers. That the
 * production server does not answer its paths is in tests/integration/serving.test.ts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtFile } from "../support/built-page";
import { requireProductionBuild } from "../support/production-server";
import { canonicalPagePaths } from "../support/built-site";

const editorCode = /keystatic|keystar|markdoc|\/editor\//i;

describe("the content editor is absent from the build", () => {
  it("no page's HTML names editor code", () => {
    for (const pagePath of canonicalPagePaths) {
      const html = builtFile(pagePath).toString("utf8");
      expect(html.match(editorCode)?.[0], `${pagePath} names editor code`).toBeUndefined();
    }
  });

  it("no script the build wrote for browsers holds editor code", () => {
    const scripts = readdirSync(path.join(requireProductionBuild(), "client", "assets")).filter((name) => name.endsWith(".js"));
    expect(scripts.length, "the build's scripts").toBeGreaterThan(0);
    for (const name of scripts) {
      expect(name, "a script named after the editor").not.toMatch(editorCode);
      expect(builtFile(`/assets/${name}`).toString("utf8").match(editorCode)?.[0], `/assets/${name}`).toBeUndefined();
    }
  });
});
