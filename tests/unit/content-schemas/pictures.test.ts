/**
 * Pictures in content (app/content/schema/fields.ts, picture(); app/content/schema/prose.ts): a file
 * of the collection's picture folder, with alternative text or an explicit word that it only
 * decorates; in an article's text, on a line of its own with its alternative text and a caption.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { article } from "~/content/articles";
import { teamMember } from "~/content/team-member";
import { pictureKinds } from "~/pictures/picture-kinds";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { editorMeta, picture } from "~/content/schema/fields";
import { parseProse, type ProseOptions } from "~/content/schema/prose";

const cover = picture("Cover picture", { kind: "cover", collection: "articles", description: "At the top." });
const file = "content/pictures/articles/an-article/cover.jpg";
const messages = (value: unknown) =>
  cover.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a picture field", () => {
  it("gives the file, how it is shown and its alternative text", () => {
    expect(cover.parse({ image: file, alt: "A ledger open on a desk" })).toEqual({
      kind: "cover",
      file,
      alt: "A ledger open on a desk",
    });
  });

  it("takes an explicit decorative picture, with empty alternative text", () => {
    expect(cover.parse({ image: file, decorative: true })).toEqual({ kind: "cover", file, alt: "" });
  });

  it("refuses a picture with neither alternative text nor the word that it is decorative", () => {
    expect(messages({ image: file })).toEqual([
      "alt: is required: say what the picture shows, or write decorative: true for a picture that adds nothing to the page",
    ]);
    expect(messages({ image: file, decorative: false })).toEqual(["decorative: is true, or left out"]);
  });

  it("refuses both at once: a decorative picture has nothing to describe", () => {
    expect(messages({ image: file, alt: "A ledger", decorative: true })).toEqual([
      "decorative: a decorative picture has no alternative text: keep one of the two",
    ]);
  });

  it("takes only a picture file of its collection's folder, in any case, in any sub-folder", () => {
    for (const image of [
      "content/pictures/articles/an-article/cover.JPG",
      "content/pictures/articles/an-article/2026/photo.webp",
      "content/pictures/articles/a.avif",
    ]) {
      expect(messages({ image, alt: "A" }), image).toEqual([]);
    }
    for (const image of [
      "content/pictures/team/someone/photo.jpg",
      "/images/cover.jpg",
      "content/pictures/articles/../../secret/cover.jpg",
      "content/pictures/articles/an-article/cover.svg",
      "content/pictures/articles/an-article/cover",
    ]) {
      expect(messages({ image, alt: "A" }), image).toEqual([
        "image: must be a picture file in content/pictures/articles/ (.jpg, .jpeg, .png, .webp, .avif, .gif, .tif, .tiff)",
      ]);
    }
  });

  it("tells the editor it is a picture of its collection, of its kind", () => {
    expect(editorMeta.get(cover)).toEqual({
      label: "Cover picture",
      widget: "picture",
      collection: "articles",
      pictureKind: "cover",
      description: "At the top.",
    });
  });

  it("asks for a file as wide as the widest the build writes of its kind", () => {
    const advice = (schema: z.ZodType) => editorMeta.get(schema instanceof z.ZodOptional ? schema.unwrap() : schema);
    expect(advice(article.shape.cover)?.description).toContain(
      `at least ${Math.max(...pictureKinds.cover.widths)} pixels wide`,
    );
    expect(advice(teamMember.shape.photo)?.description).toContain(
      `at least ${Math.max(...pictureKinds.portrait.widths)} pixels wide`,
    );
  });
});

const context = createContentContext(parseSiteConfig({}));
const parse = (source: string, options: ProseOptions = { pictures: "articles" }) =>
  withContentContext(context, () => parseProse(source, options));
const picturePath = "content/pictures/articles/an-article/chart.png";

describe("a picture in an article's text", () => {
  it("is a block of its own, with its alternative text and its caption", () => {
    const { document, issues } = parse(
      `Before.\n\n![A line chart rising](${picturePath} "What the chart shows")\n\nAfter.\n`,
    );
    expect(issues).toEqual([]);
    expect(document?.lead).toEqual([
      { type: "paragraph", text: [{ kind: "text", text: "Before." }] },
      {
        type: "picture",
        picture: { kind: "figure", file: picturePath, alt: "A line chart rising" },
        caption: "What the chart shows",
      },
      { type: "paragraph", text: [{ kind: "text", text: "After." }] },
    ]);
  });

  it("may go without a caption", () => {
    const { document } = parse(`![A line chart](${picturePath})\n`);
    expect(document?.lead).toEqual([
      { type: "picture", picture: { kind: "figure", file: picturePath, alt: "A line chart" } },
    ]);
  });

  it("is refused without alternative text, or outside the collection's picture folder, with its line", () => {
    expect(parse(`Text.\n\n![](${picturePath})\n`).issues).toEqual([
      { line: 3, reason: "a picture needs its alternative text, what it shows: ![A line chart of …](file)" },
    ]);
    expect(parse("Text.\n\n![A chart](/chart.png)\n").issues).toEqual([
      {
        line: 3,
        reason:
          "the picture must be a picture file in content/pictures/articles/ (.jpg, .jpeg, .png, .webp, .avif, .gif, .tif, .tiff)",
      },
    ]);
  });

  it("stands on a line of its own, not inside text", () => {
    expect(parse(`See ![a chart](${picturePath}) here.\n`).issues).toEqual([
      { line: 1, reason: "a picture stands on a line of its own, not inside text" },
    ]);
  });

  it("is refused where the entry has no pictures (the legal texts, the white paper)", () => {
    expect(parse(`![A chart](${picturePath})\n`, {}).issues).toEqual([
      { line: 1, reason: "image is not allowed in text" },
    ]);
  });
});
