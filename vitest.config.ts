import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parseSiteConfig } from "./app/config/site-schema.ts";
import { contentPlugin } from "./app/content/content-vite-plugin.ts";
import { readPalette } from "./app/design/read-palette.ts";

const site = parseSiteConfig({});

// Separate from vite.config.ts: the React Router plugin cannot run under Vitest.
export default defineConfig({
  plugins: [contentPlugin({ site, root: fileURLToPath(new URL(".", import.meta.url)) })],
  define: { __SITE_CONFIG__: JSON.stringify(site), __PALETTE__: JSON.stringify(readPalette()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/{unit,build,integration}/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    // A throwaway PostgreSQL cluster for the storage tests (started only when integration tests run).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    // One file more than the cores, where Vitest runs one fewer: the integration files spend most of
    // their time waiting on the processes they start (servers, Chromium, PostgreSQL, the command line).
    maxWorkers: os.availableParallelism() + 1,
  },
});
