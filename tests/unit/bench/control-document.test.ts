import { afterEach, describe, expect, it } from "vitest";
import { controlDocument, controlPath, serveControlDocument, withControlRuns } from "../../../bench/control-document";
import { describeControl, type PageScore } from "../../../bench/lighthouse";
import { pageScoreOf } from "./page-score";

const score = (path: string, tbtMs: number, overrides: Partial<PageScore> = {}) =>
  pageScoreOf({ path, tbtMs, ...overrides });

describe("the Lighthouse bench's control document", () => {
  let close = () => {};
  afterEach(() => close());

  it("is measured before the first page, after every few pages and at the end of each pass", () => {
    const pages = ["/a", "/b", "/c", "/d", "/e"];
    expect(withControlRuns(pages, 2)).toEqual([
      controlPath,
      "/a",
      "/b",
      controlPath,
      "/c",
      "/d",
      controlPath,
      "/e",
      controlPath,
    ]);
    expect(withControlRuns(pages, 10).filter((path) => path === controlPath)).toHaveLength(2);
  });

  it("is served at the root of its own port, and nothing else is", async () => {
    const control = await serveControlDocument();
    close = control.close;
    const page = await fetch(control.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe(controlDocument);
    expect((await fetch(new URL("/favicon.ico", control.url))).status).toBe(404);
  });

  it("says how far its TBT spread and which pages missing on TBT alone stayed within it", () => {
    const controlRuns = [score(controlPath, 0), score(controlPath, 116), score(controlPath, 58)];
    const pages = [
      score("/privacy", 35),
      score("/team", 90),
      score("/white-paper", 140),
      score("/contact", 80, { lcpMs: 1100 }),
    ];
    expect(describeControl(controlRuns, pages)).toBe(
      [
        "The control (an empty document), 3 runs through the passes: TBT median 58 ms, from 0 to 116 ms.",
        "1 of the 2 pages that miss the budget on TBT alone measured no more than the control's highest run.",
      ].join("\n"),
    );
  });

  it("says so plainly when no page misses the budget on TBT alone", () => {
    const controlRuns = [score(controlPath, 12)];
    const pages = [score("/privacy", 35), score("/contact", 40, { lcpMs: 1100 })];
    expect(describeControl(controlRuns, pages).split("\n")[1]).toBe("No page misses the budget on TBT alone.");
  });
});
