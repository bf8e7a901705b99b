import { describe, expect, it } from "vitest";
import { medianScore, withinBudget } from "../../../bench/lighthouse";
import { pageScoreOf } from "./page-score";

describe("the Lighthouse bench's median of several runs", () => {
  it("takes each figure's median, so one busy run does not decide the page", () => {
    const score = medianScore([
      pageScoreOf({ tbtMs: 20, lcpMs: 910, performance: 100, benchmarkIndex: 2750, documentKB: 12.9 }),
      pageScoreOf({ tbtMs: 240, lcpMs: 1060, performance: 96, benchmarkIndex: 1400, documentKB: 12.9 }),
      pageScoreOf({ tbtMs: 35, lcpMs: 905, performance: 100, benchmarkIndex: 2600, documentKB: 13.1 }),
    ]);
    expect(score).toMatchObject({
      path: "/team",
      tbtMs: 35,
      lcpMs: 910,
      performance: 100,
      benchmarkIndex: 2600,
      documentKB: 12.9,
    });
    expect(withinBudget(score)).toEqual([]);
  });

  it("holds a page to the island budget when most of its runs started an island", () => {
    const score = medianScore([
      pageScoreOf({ islandStarted: true, jsKiB: 95 }),
      pageScoreOf({ islandStarted: true, jsKiB: 95 }),
      pageScoreOf({ islandStarted: false, jsKiB: 2.6 }),
    ]);
    expect(score.islandStarted).toBe(true);
    expect(withinBudget(score)).toEqual([]);
    expect(withinBudget({ ...score, islandStarted: false })).toEqual(["JS"]);
  });
});
