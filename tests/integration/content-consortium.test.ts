/**
 * The production server's answer for a path under /consortium that names no page (a catch-all,
 * docs/product.md#routes): the mission page, with its tab current. The pages themselves are
 * checked from the build in tests/build/content-consortium.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtPage } from "../support/built-page";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { pagePath } from "../support/site";

let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "consortium-answers-"));
beforeAll(async () => {
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(dataDir, "site.db")}` });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const tabBar = (document: Document) => document.querySelector('nav[aria-label="Consortium"]')?.outerHTML;

it("any other path under /consortium shows the mission page with its tab current", async () => {
  const response = await fetch(`${server.url}/consortium/anything`);
  expect(response.status, "/consortium/anything answers").toBe(200);
  const answer = new JSDOM(await response.text()).window.document;
  expect(answer.querySelector("h1")?.textContent, "its headline").toBe("Our Mission");
  expect(tabBar(answer), "its tab bar, the mission page's (Our Mission current)").toBe(
    tabBar(builtPage(pagePath("consortium-mission"))),
  );
  expect(answer.querySelector('nav[aria-label="Consortium"] [aria-current="page"]')?.textContent).toBe("Our Mission");
});
