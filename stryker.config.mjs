// @ts-check
import mutation from "./stryker.areas.json" with { type: "json" };

/**
 * Mutation testing (StrykerJS, docs/decisions/022-mutation-testing.md): the code whose mistakes
 * cost the most, in the areas of stryker.areas.json. `npm run test:mutation` runs it and prints the score per area
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
 * - app/visualisations/trust-particles/simulation.ts, the cluster spacing's `perCategory + 0.5` made
 *   `- 0.5`: below the 11 px cap (wide canvases under about 300 px tall) it moves a cluster's outermost
 *   particle from 0.2·√((n−½)/(n+½)) to 0.2 of the smaller side; the cluster stays in its quadrant with
 *   its particles apart, so only a test restating the formula tells them apart.
 * - app/content/loader/load-content.server.ts, `.sort()` removed after reading a collection's folder:
 *   Node's readdir (libuv's scandir) already returns the names sorted.
 * - app/content/loader/load-content.server.ts, link-targets.ts and prose.ts, `!(error instanceof
 *   UnknownTokenError)` and `!(error instanceof LinkError)` forced false: resolveTokens and resolveLink
 *   throw nothing else.
 * - app/content/schema/prose.ts, `node.type === "heading"` forced true before `level === 2`: only
 *   heading nodes carry a level; the numbered-heading pattern without `$`: the greedy `(.+)` already
 *   runs to the end of a heading, which holds no line break.
 * - server/storage/migrations.ts: allOrNothing's savepoint made on PostgreSQL too (`dialect ===
 *   "postgres"` forced false, or its string emptied): inside the migration's own transaction a savepoint
 *   changes nothing there; a constraint's name emptied (nothing refers to these constraints by
 *   name); the context column's default "{}" emptied (both read back as no lead context); the shared
 *   limit's table made on SQLite too (`dialect !== "postgres"` forced false), where nothing reads it.
 * - server/storage/desk-tables.ts and subscriber-summary.ts, on PostgreSQL: `release savepoint` emptied
 *   (the migration's transaction ends the savepoint as it commits), the pg_trgm extension's creation
 *   in 0007 emptied (0006 has already made it in the same database), and the `rollback to savepoint`
 *   after a refused extension (the test cluster's role may add it); the leads' indexes (their loop
 *   emptied, `id` added or left out on either database) and the search text's id type, which change
 *   how fast the inbox is read (`npm run bench -- desk`), not what it reads; the table of wrong sign-in
 *   codes made on SQLite too, where nothing reads it; the summary's `string_agg` on SQLite (since 3.44
 *   an alias of `group_concat`, which better-sqlite3's SQLite has).
 * - server/storage/write-first.ts: reached only through the subscriber import, whose tests run the
 *   newsletter command in a child process, which never sees the mutant.
 * - server/storage/budgeted-reads.ts, a read thread's `message` listeners dropped when it fails or is
 *   given up (`worker.off("message", settle)` and `removeAllListeners("message")` removed, or their
 *   event's name emptied): the thread ends either way, and an answer to a settled question settles nothing.
 * - server/storage/database.ts, isReachable's `finally` block emptied: the timer left running only
 *   settles a race already decided (its clearTimeout is disabled in place for the same reason).
 * - server/delivery/delivery-worker.ts:
 *   - start()'s guard forced false, or its `||` made `&&`: a worker without channels then makes passes
 *     that claim nothing, since a claim for no channel is empty;
 *   - start()'s `!this.#stopped`, #run's `if (this.#stopped) return` and the end of a pass's, forced
 *     false, and `wait <= 0` made `wait < 0` in the quiet wait: each only adds a pass or a 0 ms wait that
 *     finds nothing more (a stopped worker's pass ends at once);
 *   - `if (!channel) return` forced false: a worker claims rows of its own channels only.
 *   - the wait after a pass the pace held back, its outer Math.max made Math.min or `batchSize * spacingMs`
 *     made `/`: the next pass only comes sooner, finds the pace allows nothing yet and waits again; the
 *     pace kept in send_pace, not the wait, decides how many copies go (delivery-pacing's tests).
 * - server/delivery/outbox.ts: `claimed.length === 0` forced false (the empty claim gives [] either way),
 *   the submission-id list keeping nulls or a stray id (`in (null)` finds no submission), and
 *   `row.submission_id === null` forced false (the map has no null key); a submission row whose
 *   submission is gone mapped to a stray entry (deleting a submission deletes its rows with it).
 * - server/delivery/webhook.ts, `response.status < 200` forced false: fetch never resolves with a 1xx answer.
 * - server/newsletter/newsletter-keys.ts, signatureMatches' length comparison forced true: the link
 *   patterns admit only 43 base64url characters, the length of the signature it is compared with.
 * - server/desk/desk-secrets.ts, sameHash's length comparison forced true: the two hashes it compares are
 *   both HMAC-SHA256 in base64url, 43 characters.
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
