/**
 * Which pictures the build finds in the loaded content, and where it says each one is
 * (app/pictures/picture-step.server.ts, app/pictures/picture-kinds.ts): the content file and the
 * field its messages name, found at any depth, and nothing else taken for a picture.
 */
import { describe, expect, it } from "vitest";
import { fallbackFileFor, isPictureSource, picturePathPattern, type PreparedPicture } from "~/pictures/picture-kinds";
import { picturesInContent } from "~/pictures/picture-step.server";

const cover = { kind: "cover", file: "content/pictures/articles/an-article/cover.jpg", alt: "A harbour at dawn" };
const portrait = { kind: "portrait", file: "content/pictures/team/ada-byron/photo.jpg", alt: "" };
const figure = { kind: "figure", file: "content/pictures/articles/an-article/chart.png", alt: "A chart" };

describe("the pictures of the loaded content", () => {
  it("names each by its content file and field, at any depth, and a picture in an article's text by its body", () => {
    const found = picturesInContent({
      articles: [
        { slug: "an-article", title: "An article", cover, body: { children: [{ attributes: { picture: figure } }] } },
        { slug: "no-picture", title: "No picture", cover: null },
      ],
      team: [{ slug: "ada-byron", name: "Ada Byron", photo: portrait }],
      "pages/team": { heading: "Team", groups: [{ title: "Advisors" }, { title: "Staff", banner: { ...cover } }] },
    });
    // In the order of the content's entries (app/content/collections.ts): articles, team, the team page.
    expect(found).toEqual([
      { source: cover, file: "content/articles/an-article.mdoc", field: "cover" },
      { source: figure, file: "content/articles/an-article.mdoc", field: "body" },
      { source: portrait, file: "content/team/ada-byron.yaml", field: "photo" },
      { source: cover, file: "content/pages/team.yaml", field: "groups[1].banner" },
    ]);
  });

  it("finds nothing in content without pictures, or with entries missing", () => {
    expect(picturesInContent({})).toEqual([]);
    expect(picturesInContent({ articles: [{ slug: "a", title: "A", tags: ["x", 3, true] }] })).toEqual([]);
  });
});

describe("what counts as a picture", () => {
  it("a kind the site knows, a file and alternative text (empty when decorative), and nothing more", () => {
    expect(isPictureSource(cover)).toBe(true);
    expect(isPictureSource(portrait)).toBe(true);
    expect(isPictureSource({ ...cover, caption: "Dawn" })).toBe(false);
    expect(isPictureSource({ ...cover, kind: "banner" })).toBe(false);
    expect(isPictureSource({ ...cover, kind: 1 })).toBe(false);
    expect(isPictureSource({ ...cover, kind: "toString" })).toBe(false);
    expect(isPictureSource({ ...cover, file: 2 })).toBe(false);
    expect(isPictureSource({ ...cover, alt: null })).toBe(false);
    expect(isPictureSource({ kind: "cover", file: cover.file })).toBe(false);
    for (const value of [null, undefined, "content/pictures/a.jpg", 0, [cover]])
      expect(isPictureSource(value)).toBe(false);
  });

  it("a file in the collection's own folder, of a type the build reads, at any depth", () => {
    const articles = picturePathPattern("articles");
    expect(articles.test("content/pictures/articles/an-article/cover.JPG")).toBe(true);
    expect(articles.test("content/pictures/articles/an-article/2026/cover.webp")).toBe(true);
    expect(articles.test("content/pictures/team/ada-byron/photo.jpg")).toBe(false);
    expect(articles.test("content/pictures/articles/an-article/cover.svg")).toBe(false);
    expect(articles.test("public/content/pictures/articles/cover.jpg")).toBe(false);
  });
});

describe("the one file for a place of a given width (an e-mail, a feed)", () => {
  const file = (width: number) => ({ src: `/assets/a-${width}.jpg`, width, height: width / 2, bytes: width });
  const picture: PreparedPicture = {
    width: 1536,
    height: 768,
    formats: [
      { type: "image/avif", files: [file(480), file(768)] },
      { type: "image/jpeg", files: [file(480), file(768), file(1024), file(1536)] },
    ],
  };

  it("is the largest fallback file no wider than twice the width, or the smallest when all are wider", () => {
    expect(fallbackFileFor(picture, 512)).toEqual(file(1024));
    expect(fallbackFileFor(picture, 511)).toEqual(file(768));
    expect(fallbackFileFor(picture, 100)).toEqual(file(480));
  });
});
