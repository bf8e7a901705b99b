/**
 * One production server for the whole cross-engine run (both engines' files), over the build in
 * BUILD_DIR, with a database of its own that the suites read back to check stored messages, and an
 * SMTP receiver that keeps what the server sends as files the suites read (the desk's codes).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { addStaff } from "../../../server/desk/staff";
import { Storage } from "../../../server/storage/database";
import { startProductionServer } from "../../support/production-server";
import { startSmtpReceiver } from "../../support/receivers";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    databaseFile: string;
    /** Where every e-mail the server sends lands, one file each (the desk's sign-in codes). */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-engines-"));
  const databaseFile = path.join(dataDir, "site.db");
  const mailDir = path.join(dataDir, "mail");
  mkdirSync(mailDir);
  const smtp = await startSmtpReceiver(0, { keepIn: mailDir });
  // Every visit posts from 127.0.0.1: a generous rate limit, as for the Chromium suite.
  const server = await startProductionServer({
    DATABASE_URL: `file:${databaseFile}`,
    RATE_LIMIT_PER_MINUTE: "1000",
    SMTP_URL: smtp.url,
  });
  // A member of the team per engine, who signs in to the desk with an e-mailed code (../engine-suite.ts).
  const storage = new Storage({ kind: "sqlite", file: databaseFile }, () => {});
  for (const engine of ["firefox", "webkit"]) {
    await addStaff(await storage.ready(), { email: `${engine}-desk@example.com`, role: "editor" }, Date.now());
  }
  await storage.close();
  project.provide("siteUrl", server.url);
  project.provide("databaseFile", databaseFile);
  project.provide("mailDir", mailDir);
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
