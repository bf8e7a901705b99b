/** Which files a picture is written as, from its kind and size alone (app/pictures/plan-picture.ts). */
import { describe, expect, it } from "vitest";
import { planPicture } from "~/pictures/plan-picture";

describe("the files planned for a picture", () => {
  it("cuts a 4000 × 3000 cover to 2:1 at each width of the article's column, with a 1200 × 630 link preview", () => {
    expect(planPicture("cover", { width: 4000, height: 3000 })).toEqual({
      sizes: [
        { width: 480, height: 240 },
        { width: 768, height: 384 },
        { width: 1024, height: 512 },
        { width: 1536, height: 768 },
      ],
      unfilled: [],
      socialCard: { width: 1200, height: 630 },
    });
  });

  it("cuts a portrait to a square from its narrower side, and gives it no link preview", () => {
    expect(planPicture("portrait", { width: 1200, height: 1500 })).toEqual({
      sizes: [
        { width: 128, height: 128 },
        { width: 256, height: 256 },
        { width: 384, height: 384 },
      ],
      unfilled: [],
    });
    // A panorama cut to a square keeps its height.
    expect(planPicture("portrait", { width: 3000, height: 300 }).sizes.at(-1)).toEqual({ width: 300, height: 300 });
  });

  it("keeps a figure's own proportions", () => {
    expect(planPicture("figure", { width: 1600, height: 900 }).sizes).toEqual([
      { width: 480, height: 270 },
      { width: 768, height: 432 },
      { width: 1024, height: 576 },
      { width: 1536, height: 864 },
    ]);
  });

  it("never enlarges: a picture short of the largest width ends with its own, and names the widths it cannot fill", () => {
    expect(planPicture("cover", { width: 900, height: 600 })).toEqual({
      sizes: [
        { width: 480, height: 240 },
        { width: 768, height: 384 },
        { width: 900, height: 450 },
      ],
      unfilled: [1024, 1536],
      socialCard: { width: 900, height: 473 },
    });
    // Exactly one of the widths: no file twice, and that width is filled.
    const exact = planPicture("cover", { width: 1024, height: 512 });
    expect(exact.sizes.map((size) => size.width)).toEqual([480, 768, 1024]);
    expect(exact.unfilled).toEqual([1536]);
    // Smaller than every width: the picture itself, once.
    expect(planPicture("portrait", { width: 90, height: 90 })).toEqual({
      sizes: [{ width: 90, height: 90 }],
      unfilled: [128, 256, 384],
    });
  });

  it("cuts a tall cover from its full width, and never rounds a side down to nothing", () => {
    expect(planPicture("cover", { width: 1000, height: 3000 }).sizes.at(-1)).toEqual({ width: 1000, height: 500 });
    expect(planPicture("cover", { width: 1, height: 1 }).sizes).toEqual([{ width: 1, height: 1 }]);
    expect(planPicture("cover", { width: 3, height: 1 }).socialCard).toEqual({ width: 2, height: 1 });
  });
});
