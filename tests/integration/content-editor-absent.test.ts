/**
 * The content editor is a tool for the people who edit the copy (`npm run edit`), never part of
 * the public site: the production server does not answer its paths or its API. That no page
 * names its code is checked from the build in tests/build/content-editor-absent.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startProductionServer } from "../support/production-server";

let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "editor-absent-"));
beforeAll(async () => {
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(dataDir, "site.db")}` });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("the production server answers 404 for the editor and its API", async () => {
  for (const editorPath of ["/keystatic", "/keystatic/singleton/pages-vision", "/api/keystatic/tree"]) {
    const response = await fetch(`${server.url}${editorPath}`, { headers: { "no-cors": "1" } });
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
