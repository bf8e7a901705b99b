import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parseSiteConfig } from "./app/config/site-schema.ts";
import { contentPlugin } from "./app/content/content-vite-plugin.ts";
import { readPalette } from "./app/design/read-palette.ts";
import { testsThatMockModules } from "./tests/support/module-mocks.ts";
import SlowestFirst from "./tests/support/slowest-first.ts";

const site = parseSiteConfig({});

// Separate from vite.config.ts: the React Router plugin cannot run under Vitest.
export default defineConfig({
  plugins: [contentPlugin({ site, root: fileURLToPath(new URL(".", import.meta.url)) })],
  define: { __SITE_CONFIG__: JSON.stringify(site), __PALETTE__: JSON.stringify(readPalette()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["tests/support/vitest-setup.ts"],
    // A throwaway PostgreSQL cluster for the storage tests (started only when integration tests run).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    // One file more than the cores, where Vitest runs one fewer: the integration files spend most of
    // their time waiting on the processes they start (servers, Chromium, PostgreSQL, the command line).
    maxWorkers: os.availableParallelism() + 1,
    sequence: { sequencer: SlowestFirst },
    // Each project names its own files (a project's list would add to one given here). The files that
    // change nothing outside themselves (the unit files, the build's, the components', each of these
    // cleaning its document) share workers and their loaded modules (the schemas, the content, the
    // built pages parsed once by tests/support/built-page.ts) instead of loading them again in a fresh
    // worker per file; a file that replaces a module (vi.mock) keeps a worker to itself
    // (docs/decisions/019-test-suite-layout.md).
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/build/**/*.test.ts"],
          exclude: testsThatMockModules,
          isolate: false,
          pool: "threads",
        },
      },
      { extends: true, test: { name: "isolated", include: testsThatMockModules } },
      // The integration files start what they test (servers, databases, commands) and put back what they
      // change in this process (its environment, its clock): they too share their workers' loaded modules,
      // each in a process of its own (forks), as they start child processes and native modules.
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], isolate: false },
      },
    ],
  },
});
