import { afterEach, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import {
  controlDocument,
  controlPath,
  paddedControlBody,
  serveControlDocument,
  withControlRuns,
} from "../../../bench/control-document";
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

  it("padded to a page's bytes, is the same document with a comment that brotli cannot shrink", () => {
    for (const bytes of [14_000, 18_708]) {
      const body = paddedControlBody(bytes);
      expect(body.length).toBeGreaterThanOrEqual(bytes);
      // One more piece of the comment is about 32 bytes of brotli.
      expect(body.length).toBeLessThan(bytes + 40);
      const markup = brotliDecompressSync(body).toString();
      expect(markup.replace(/<!-- [\w-]+ -->\n/, "")).toBe(controlDocument);
    }
    expect(paddedControlBody(18_708)).toEqual(paddedControlBody(18_708));
  });

  it("serves its padded copies brotli-encoded, of the size asked for, and no other address", async () => {
    const control = await serveControlDocument();
    close = control.close;
    const padded = await fetch(control.paddedUrl(16_000));
    expect(padded.status).toBe(200);
    expect(padded.headers.get("content-encoding")).toBe("br");
    expect(await padded.text()).toContain("<h1>Control</h1>");
    for (const unknown of ["padded-0", "padded-1000000", "padded-12ab", "padded-"])
      expect((await fetch(new URL(unknown, control.url))).status).toBe(404);
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
