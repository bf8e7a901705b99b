import type { PageScore } from "../../../bench/lighthouse";

/** One Lighthouse run of a page within every budget; a test overrides the figures it is about. */
export const pageScoreOf = (overrides: Partial<PageScore>): PageScore => ({
  path: "/team",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  documentKB: 12.1,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 30,
  cls: 0,
  jsKiB: 2.6,
  benchmarkIndex: 2700,
  islandStarted: false,
  ...overrides,
});
