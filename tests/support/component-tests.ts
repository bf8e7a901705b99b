/** What replaces a module, a global or the clock for the rest of a test file's worker. */
export const replacesShared = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

/**
 * The component tests that replace a module (vi.mock), a global (vi.stubGlobal) or the clock (fake
 * timers): each keeps a worker and a document to itself (vitest.config.ts), where in the shared worker
 * the replacement would reach the files after it. tests/unit/foundation/test-projects.test.ts fails on
 * a file missing here.
 */
export const componentTestsThatReplace = [
  "tests/unit/forms/use-form-submission.test.tsx",
  "tests/unit/insights/article-page.test.tsx",
  "tests/unit/team/team-grid.test.tsx",
  "tests/unit/visualisations/diagrams.test.tsx",
  "tests/unit/visualisations/particle-canvases.test.tsx",
];
