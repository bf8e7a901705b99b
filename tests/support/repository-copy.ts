import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const repository = path.resolve(import.meta.dirname, "../..");

/** What a copy leaves out: what installs, builds, tests and runs write. */
const leftOut = new Set([
  "node_modules",
  ".git",
  "data",
  "test-results",
  "playwright-report",
  ".react-router",
  ".content-types",
  ".editor-cache",
  "reports",
  ".stryker-tmp",
]);

/**
 * The repository's files in a new folder under the system's temporary one, sharing this one's
 * node_modules (and so its caches, the pictures' among them): a working tree a test may change,
 * build or edit through the editor without touching this one.
 */
export function copyRepository(prefix: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(repository, copy, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(repository, source).split(path.sep)[0];
      return !leftOut.has(name) && !name.startsWith("build");
    },
  });
  symlinkSync(path.join(repository, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

/** The environment a person's shell gives a command: without the test runners' variables, which put Vite into test mode. */
export function plainEnvironment(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST"))),
    ...env,
  };
}
