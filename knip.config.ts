// Unused files, exports and dependencies (`npm run lint`). Knip's plugins find most entry points
// themselves: React Router (app/routes.ts, root, entry.*, every route module), Vitest and
// Playwright (configs, setup files, tests), ESLint, Prettier, and the files run by package.json scripts
// (scripts/*.ts, bench/run.ts). What follows is only what no plugin can see, each
// with its reason.
import { existsSync } from "node:fs";
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Loaded by app/content/editor/app/index.html, the page of the Vite server scripts/edit.ts starts.
    "app/content/editor/app/main.tsx",
    // A module augmentation of React Router's AppLoadContext: TypeScript reads it through tsconfig's
    // include, nothing imports it.
    "app/load-context.ts",
    // bench/run.ts imports its parts by name (`npm run bench -- forms`).
    "bench/{forms,simulations,newsletter,desk,images,import,operations,operations-metrics,request-cost}.ts",
    // The entry point scripts/build-server.ts compiles into build/node/, which `npm run serve` runs.
    "server/main.ts",
    // Node's module hooks for content, which register-content-imports.server.ts names to Node by path.
    "app/content/loader/content-import-hooks.ts",
    // Imported by the modules scripts/build-server.ts writes for each `~content/<key>` import.
    "app/content/loader/content-in-process.server.ts",
    // Run by hand after an npm install that rewrites the lockfile (README, decision 006).
    "scripts/prune-lockfile.mjs",
    // A second process on one SQLite file, spawned by tests/integration/storage-connection.test.ts.
    "tests/support/migrating-process.ts",
    // The Vitest config of mutation runs, named by stryker.config.mjs (vitest.configFile), which no plugin reads.
    "vitest.mutation.config.ts",
  ],
  playwright: {
    // Knip cannot load playwright.config.ts: it registers Node module hooks written in TypeScript,
    // which only Playwright's own loader can run. So its entries are named here instead.
    config: [],
    entry: [
      "playwright.config.ts",
      "tests/e2e/**/*.spec.ts",
      // The config's webServer.command.
      "scripts/e2e-server.mjs",
    ],
  },
  ignoreUnresolved: [
    // Content modules (content/**/*.yaml, checked against their schema), resolved by the site's own
    // Vite plugin (app/content/content-vite-plugin.ts), Node hooks (app/content/loader/content-import-hooks.ts)
    // and the compiled server's esbuild plugin (scripts/build-server.ts).
    /^~content\//,
    // Route modules' types, generated into .react-router/ by `react-router typegen` (npm run typecheck
    // runs it, and tsc checks them): `npm run lint` must not depend on that having run first.
    ...(existsSync(new URL(".react-router/types", import.meta.url)) ? [] : [/^\.\/\+types\//]),
  ],
  ignoreBinaries: [
    // The virtual display of the WebKit suite (tests/engines/support/xvfb.ts), a Debian package that
    // scripts/install-test-deps.sh installs.
    "Xvfb",
    // Programs the operations tests run for real (tests/support/nginx.ts, prometheus.ts): Debian packages that
    // scripts/install-test-deps.sh installs; and systemd's analyser, without which
    // tests/integration/systemd-units.test.ts says it is skipped.
    "nginx",
    "openssl",
    "prometheus",
    "systemd-analyze",
    // Prometheus's rule checker (tests/integration/ops-alerts.test.ts), from Debian's prometheus package.
    "promtool",
    // util-linux's, which every Debian has: bench/operations-metrics.ts puts its servers on a core of their own.
    "taskset",
    // coreutils', which every Debian has: tests/unit/server/read-threads.test.ts holds a thread by a FIFO.
    "mkfifo",
  ],
  ignoreDependencies: [
    // The font files are found by path, require.resolve(`@fontsource/inter/files/…`), in
    // app/lib/social-image.server.tsx and app/lib/white-paper-pdf.server.ts.
    "@fontsource/inter",
    // tests/support/html-checker.ts takes the jar's path from createRequire(…)("vnu-jar").
    "vnu-jar",
  ],
};

export default config;
