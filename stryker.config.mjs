// @ts-check
import mutation from "./stryker.areas.json" with { type: "json" };

/**
 * Mutation testing (StrykerJS, docs/decisions/019-mutation-testing.md): the code whose mistakes
 * cost the most, in seven areas. `npm run test:mutation` runs it and prints the score per area
 * (scripts/mutation-test.ts); `npm run test:mutation -- <area>` runs one area alone.
 *
 * Exclusions: a mutant that no test can kill is disabled where it stands, with a
 * `// Stryker disable next-line <mutator>: <reason>` comment, because a mutant is addressed by
 * its line and mutator, which this file cannot name. Each comment carries its reason.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  coverageAnalysis: "perTest",
  // A static mutant (one that runs only while a module loads: a schema declared at the top of a
  // file, a limit, an option list) needs the module reloaded and every related test run, not just
  // the tests that cover it: 99% of the time of a run of the form areas. They are left out and
  // counted as ignored; what they would change is read by the tests of the code that uses them.
  ignoreStatic: true,
  mutate: Object.values(mutation.areas).flat(),
  // Only what the tests read is copied into the sandboxes: no builds, databases or reports.
  ignorePatterns: [
    "/build*",
    "/data",
    "/test-results",
    "/playwright-report",
    "/bench/results",
    "/.editor-cache",
    "/docs/editing",
  ],
  // A re-run tests only the mutants whose code or covering tests changed (`--force` for all).
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  // Two cores, shared: one worker per core. Pass `--concurrency 1` while the machine is busy.
  concurrency: 2,
  // The integration tests start a real PostgreSQL cluster per worker and wait on real databases.
  timeoutMS: 15_000,
  dryRunTimeoutMinutes: 15,
  // Below the target, the clear-text report shows a file in red; scripts/mutation-test.ts fails the area.
  thresholds: { high: 90, low: mutation.targetScore, break: null },
  reporters: ["json", "clear-text", "progress", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  clearTextReporter: { reportTests: false, logTests: false, skipFull: true },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
