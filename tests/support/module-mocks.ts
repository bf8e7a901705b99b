/**
 * The test files that replace a module (vi.mock): each keeps a worker to itself (vitest.config.ts),
 * where in a shared worker the replacement would reach the files after it, or miss a module a file
 * before it had loaded. Every other unit, build and component file shares its worker, and puts back
 * the globals, settings and clock it replaces. tests/unit/foundation/test-projects.test.ts checks both.
 */
export const testsThatMockModules = ["tests/unit/insights/article-page.test.tsx", "tests/unit/team/team-grid.test.tsx"];

/** What a file that shares its worker replaces, and what it must then call to put it back. */
export const putBack = [
  { replaces: /\bvi\.stubGlobal\(/, restores: /\bvi\.unstubAllGlobals\(/ },
  { replaces: /\bvi\.stubEnv\(/, restores: /\bvi\.unstubAllEnvs\(/ },
  { replaces: /\bvi\.useFakeTimers\(/, restores: /\bvi\.useRealTimers\(/ },
];

export const mocksModules = /\bvi\.(mock|doMock)\(/;
