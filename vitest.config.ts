import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { parseSiteConfig } from "./app/config/site-schema.ts";
import { contentPlugin } from "./app/content/content-vite-plugin.ts";
import { readPalette } from "./app/design/read-palette.ts";

const site = parseSiteConfig({});
const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The files that take longest (20 s or more each on our two-core machine, most of it waiting on the
 * servers and commands they start), longest first. Vitest's own order puts the projects in turn and,
 * on a fresh clone with no timings of its own, the larger files first: a long file started late
 * then ran alone at the end of the stage while the cores idled (docs/decisions/019-test-suite-layout.md).
 */
const longestFiles = [
  "tests/integration/backup-restore-drill.test.ts",
  "tests/integration/newsletter-crash.test.ts",
  "tests/integration/newsletter-editions.test.ts",
  "tests/integration/desk-hostile-requests.test.ts",
  "tests/integration/backup-commands.test.ts",
  "tests/integration/proxy-and-rolling-restart.test.ts",
  "tests/integration/newsletter-http.test.ts",
  "tests/integration/production-server.test.ts",
  "tests/integration/crash-safety.test.ts",
  "tests/integration/submissions-script.test.ts",
  "tests/integration/content-editor.test.ts",
  "tests/integration/operations-metrics.test.ts",
  "tests/integration/html-validity.test.ts",
];

const missing = longestFiles.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) throw new Error(`vitest.config.ts names test files that do not exist: ${missing.join(", ")}`);

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFiles.indexOf(path.relative(root, file.moduleId));
      return index === -1 ? longestFiles.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order after these.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Separate from vite.config.ts: the React Router plugin cannot run under Vitest.
export default defineConfig({
  plugins: [contentPlugin({ site, root })],
  define: { __SITE_CONFIG__: JSON.stringify(site), __PALETTE__: JSON.stringify(readPalette()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["tests/support/vitest-setup.ts"],
    // A throwaway PostgreSQL cluster for the storage tests (started only when integration tests run).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    sequence: { sequencer: LongestFirst },
    // One file more than the cores, where Vitest runs one fewer: the integration files spend most of
    // their time waiting on the processes they start (servers, Chromium, PostgreSQL, the command line).
    maxWorkers: os.availableParallelism() + 1,
    // Each project names its own files (a project's list would add to one given here). Files that
    // change nothing outside themselves share one worker and its loaded modules (the
    // schemas, the content, the built pages parsed once by tests/support/built-page.ts) instead of
    // loading them again in a fresh worker per file (docs/decisions/019-test-suite-layout.md).
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false, pool: "threads" },
      },
      {
        extends: true,
        test: { name: "build", include: ["tests/build/**/*.test.ts"], isolate: false, pool: "threads" },
      },
      // The components' tests replace modules and globals (vi.mock, vi.stubGlobal) in a document of
      // their own (jsdom): each keeps a worker to itself.
      { extends: true, test: { name: "components", include: ["tests/unit/**/*.test.tsx"] } },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});
