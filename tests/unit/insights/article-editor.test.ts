/**
 * The editor's form for an article is derived from its schema (app/content/editor/keystatic-fields.tsx):
 * dates are date pickers, the summary's length is checked at the field before anything is saved, and
 * pictures are uploaded with their alternative text.
 */
import type { BasicFormField } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { bodyPictures, keystaticConfig } from "~/content/editor/keystatic-config";

type Field = { validate(value: unknown): unknown; serialize(value: unknown): { value: unknown } };

const schema = keystaticConfig(parseSiteConfig({}), { kind: "local" }).collections!.articles
  .schema as unknown as Record<string, Field>;

describe("the editor's article form", () => {
  it("edits the publication and update dates with date pickers, the publication date required", () => {
    for (const name of ["published", "updated"]) {
      expect(schema[name].serialize("2026-09-29").value, name).toBeInstanceOf(Date);
    }
    expect(() => schema.published.validate(null)).toThrow(/Published on is required/);
    expect(() => schema.updated.validate(null)).not.toThrow();
  });

  it("refuses a summary shorter than 80 or longer than 200 characters at the field", () => {
    expect(() => schema.summary.validate("Too short.")).toThrow(/at least 80 characters/);
    expect(() => schema.summary.validate("x".repeat(201))).toThrow(/200 characters/);
    expect(() => schema.summary.validate("x".repeat(120))).not.toThrow();
  });
});

type PictureField = {
  directory: string;
  validate(value: unknown): unknown;
  serialize(
    value: unknown,
    extra: { suggestedFilenamePrefix?: string; slug?: string },
  ): { value: unknown; asset?: { filename: string } };
  parse(value: unknown, extra: { asset?: Uint8Array; slug?: string }): unknown;
};

describe("the editor's cover picture", () => {
  const cover = schema.cover as unknown as PictureField;
  const image = { data: new Uint8Array([0xff, 0xd8, 0xff]), extension: "JPG", filename: "IMG_0412.JPG" };

  it("uploads into the articles' picture folder, one folder an article, named after the field", () => {
    expect(cover.directory).toBe("content/pictures/articles");
    const saved = cover.serialize(
      { image, alt: "An open ledger on a desk", decorative: false },
      { suggestedFilenamePrefix: "cover", slug: "an-article" },
    );
    expect(saved.value).toEqual({
      image: "content/pictures/articles/an-article/cover.jpg",
      alt: "An open ledger on a desk",
    });
    expect(saved.asset?.filename).toBe("cover.jpg");
    // Read back from the file, with the uploaded bytes Keystatic found at that path.
    expect(cover.parse(saved.value, { asset: image.data, slug: "an-article" })).toEqual({
      image: { data: image.data, extension: "jpg", filename: "cover.jpg" },
      alt: "An open ledger on a desk",
      decorative: false,
    });
  });

  it("refuses a picture without alternative text at the field, and takes one marked decorative instead", () => {
    expect(() => cover.validate({ image, alt: " ", decorative: false })).toThrow(/^Alternative text is required/);
    expect(() => cover.validate({ image, alt: "", decorative: true })).not.toThrow();
    const saved = cover.serialize(
      { image, alt: "", decorative: true },
      { suggestedFilenamePrefix: "cover", slug: "a" },
    );
    expect(saved.value).toEqual({ image: "content/pictures/articles/a/cover.jpg", decorative: true });
  });

  it("leaves an article without a cover, and refuses alternative text without its picture", () => {
    expect(() => cover.validate({ image: null, alt: "", decorative: false })).not.toThrow();
    expect(cover.serialize({ image: null, alt: "", decorative: false }, { slug: "a" }).value).toBeUndefined();
    expect(() => cover.validate({ image: null, alt: "A ledger", decorative: false })).toThrow(/Choose the picture/);
  });

  it("refuses a file over 25 MB before it is saved", () => {
    const huge = { ...image, data: new Uint8Array(26 * 1024 * 1024) };
    expect(() => cover.validate({ image: huge, alt: "A ledger", decorative: false })).toThrow(
      "This picture is 26.0 MB: a picture may be at most 25 MB (save it as a JPEG, quality 90, for instance)",
    );
  });
});

describe("the editor's pictures in an article's text", () => {
  const pictures = bodyPictures("articles");

  it("upload beside the cover, under a name that reads the same everywhere", () => {
    expect(pictures.directory).toBe("content/pictures/articles");
    expect(pictures.transformFilename("IMG_0412 (1).JPG")).toBe("img-0412-1.jpg");
  });

  it("need their alternative text; a caption is optional", () => {
    const { alt, title } = pictures.schema as unknown as Record<"alt" | "title", BasicFormField<string>>;
    expect(() => alt.validate("")).toThrow();
    expect(alt.validate("A chart")).toBe("A chart");
    expect(title.validate("")).toBe("");
  });
});
