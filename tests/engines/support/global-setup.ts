/**
 * One production server for the whole cross-engine run (both engines' files), over the build in
 * BUILD_DIR, with a database of its own that the suites read back to check stored messages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "../../support/production-server";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    databaseFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-engines-"));
  const databaseFile = path.join(dataDir, "site.db");
  // Every visit posts from 127.0.0.1: a generous rate limit, as for the Chromium suite.
  const server = await startProductionServer({ DATABASE_URL: `file:${databaseFile}`, RATE_LIMIT_PER_MINUTE: "1000" });
  project.provide("siteUrl", server.url);
  project.provide("databaseFile", databaseFile);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
