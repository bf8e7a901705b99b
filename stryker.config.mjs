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
 *
 * Equivalent survivors: where a comment would also hide mutants the tests kill (same line, same
 * mutator), the equivalent one is left to survive and counts against its area. Each, and why no
 * test can kill it:
 * - app/forms/calendar-date.ts, padStart(4, "0") emptied: years before 1000 are never formatted (the dates are today's).
 * - app/forms/fill-time-token.server.ts, the length comparison forced false: the pattern admits only
 *   43 base64url characters, 32 bytes, the HMAC's own length.
 * - app/forms/form-action.server.ts, `(error as Error)?.stack` without `?.`: nothing the action calls throws null.
 * - app/forms/lead-context.server.ts and lead-context.ts, empty catch blocks: falling through gives
 *   the same undefined, and the same {} from the check below.
 * - app/forms/lead-context.server.ts, /^https?:/ without `$`: a URL's protocol always ends at its colon.
 * - app/forms/lead-context.ts, `typeof value !== "object"` forced false: indexing a number or a
 *   string by a context key gives undefined, so the result is {} as well.
 * - server/rate-limiter.ts, refusal memory: remembering an allowed decision (its end is NaN, it never
 *   refuses), `end !== undefined` forced true (undefined > now is false), and the eviction of ended
 *   windows (the block emptied, `end < at`, forced false, the delete removed): only the map's size would tell.
 * - server/request-body.ts, `req.off(...)` removed past the limit: pause() alone already stops both
 *   events; the "error" listener emptied or renamed: Node emits "error" on an aborted request only
 *   to a listener, and its client is gone.
 * - app/visualisations/impact-particles/simulation.ts, the gathering's `+` made `-`: the angle is
 *   uniformly random, so the mirrored target is drawn just as likely.
 * - app/visualisations/shared/phased-simulation.ts, resize's `state.phase === converging` forced true:
 *   it then also re-aims in the first phase, where aiming does nothing.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  coverageAnalysis: "perTest",
  // A static mutant (one that runs only while a module loads: a schema declared at the top of a
  // file, a limit, an option list) needs the module reloaded and every related test run, not just
  // the tests that cover it: 99% of the time of a run of the form areas. They are left out and
  // counted as ignored (the score table shows how many).
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
