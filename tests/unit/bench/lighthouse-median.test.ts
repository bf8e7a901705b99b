import { describe, expect, it } from "vitest";
import { medianScore, withinBudget, type PageScore } from "../../../bench/lighthouse";

const run = (overrides: Partial<PageScore>): PageScore => ({
  path: "/team",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 30,
  cls: 0,
  jsKiB: 2.6,
  benchmarkIndex: 2700,
  islandStarted: false,
  ...overrides,
});

describe("the Lighthouse bench's median of several runs", () => {
  it("takes each figure's median, so one busy run does not decide the page", () => {
    const score = medianScore([
      run({ tbtMs: 20, lcpMs: 910, performance: 100, benchmarkIndex: 2750 }),
      run({ tbtMs: 240, lcpMs: 1060, performance: 96, benchmarkIndex: 1400 }),
      run({ tbtMs: 35, lcpMs: 905, performance: 100, benchmarkIndex: 2600 }),
    ]);
    expect(score).toMatchObject({ path: "/team", tbtMs: 35, lcpMs: 910, performance: 100, benchmarkIndex: 2600 });
    expect(withinBudget(score)).toEqual([]);
  });

  it("holds a page to the island budget when most of its runs started an island", () => {
    const score = medianScore([
      run({ islandStarted: true, jsKiB: 95 }),
      run({ islandStarted: true, jsKiB: 95 }),
      run({ islandStarted: false, jsKiB: 2.6 }),
    ]);
    expect(score.islandStarted).toBe(true);
    expect(withinBudget(score)).toEqual([]);
    expect(withinBudget({ ...score, islandStarted: false })).toEqual(["JS"]);
  });
});
