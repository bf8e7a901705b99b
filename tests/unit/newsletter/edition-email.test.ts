/**
 * An edition's covers (server/newsletter/emails/edition-email.tsx): each article with a cover shows
 * it as the build published it, a JPEG fit for the e-mail's column (mail clients read no AVIF),
 * found through the build's record of its pictures (app/pictures/built-pictures.server.ts).
 */
import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { publishedPicture } from "~/pictures/built-pictures.server";
import type { PictureFile, PictureManifest } from "~/pictures/picture-kinds";
import { editionCoverWidth, type EditionArticle } from "../../../server/newsletter/edition-articles";
import { composeEdition } from "../../../server/newsletter/emails/edition-email";

const file = (width: number, type: string): PictureFile => ({
  src: `/assets/ledger-cover-${width}-0123456789.${type}`,
  width,
  height: width / 2,
  bytes: width * 40,
});
const widths = [480, 768, 1024, 1536];
const cover = { kind: "cover" as const, file: "content/pictures/articles/ledger/cover.jpg", alt: "An open ledger" };
const pictures: PictureManifest = {
  "cover:content/pictures/articles/ledger/cover.jpg": {
    width: 1536,
    height: 768,
    formats: [
      { type: "image/avif", files: widths.map((width) => file(width, "avif")) },
      { type: "image/webp", files: widths.map((width) => file(width, "webp")) },
      { type: "image/jpeg", files: widths.map((width) => file(width, "jpeg")) },
    ],
  },
};
const where = { cssWidth: editionCoverWidth, origin: "https://www.aequa.example", buildDir: "build" };

describe("an edition's covers", () => {
  it("are the build's JPEG no wider than twice the e-mail's column, at an absolute address", () => {
    expect(publishedPicture(pictures, cover, where)).toEqual({
      src: "https://www.aequa.example/assets/ledger-cover-1024-0123456789.jpeg",
      width: 1024,
      height: 512,
      alt: "An open ledger",
    });
  });

  it("stop the edition when the build has not made them, saying how to make them", () => {
    expect(() => publishedPicture({}, cover, where)).toThrow(
      "content/pictures/articles/ledger/cover.jpg is not in the build in build: build the site (npm run build) first",
    );
  });

  it("show above each article's title, at the column's width, described", () => {
    const article: EditionArticle = {
      slug: "ledger",
      title: "Reading the ledger",
      summary: "A summary.",
      authors: ["Ada Byron"],
      published: "2030-01-01",
      url: "https://www.aequa.example/insights/ledger",
      cover: publishedPicture(pictures, cover, where),
    };
    const plain = { ...article, slug: "plain", cover: undefined };
    const message = composeEdition(
      { number: 1, articles: [article, plain] },
      { email: "reader@example.com", preferencesUrl: "https://www.aequa.example/p", subscriberId: "1" },
      {
        mailFrom: "news@aequa.example",
        replyTo: "info@aequa.example",
        unsubscribeMailbox: "info@aequa.example",
        origin: "https://www.aequa.example",
      },
    );
    const { document } = parseHTML(message.html);
    const images = [...document.querySelectorAll("img")];
    expect(images.map((image) => [image.getAttribute("src"), image.getAttribute("alt")])).toEqual([
      ["https://www.aequa.example/assets/ledger-cover-1024-0123456789.jpeg", "An open ledger"],
    ]);
    expect([images[0].getAttribute("width"), images[0].getAttribute("height")]).toEqual(["552", "276"]);
    expect(images[0].nextElementSibling?.textContent).toBe("Reading the ledger");
  });
});
