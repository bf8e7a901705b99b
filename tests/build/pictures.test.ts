/**
 * Pictures as the build wrote them (docs/decisions/025-pictures.md), read from the site built with
 * test pictures (tests/support/picture-fixture.ts: an article with a 4000 × 3000 cover and a picture
 * with transparency in its text, another whose cover is decorative, the founder's portrait). Every
 * picture a page names exists in every format and width the page names, at the size it says; no
 * original is published; the link previews, structured data, feeds and e-mail name real files.
 * The site's own build, which has no picture, is read too: it publishes none.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedPicture, readBuiltPictures } from "~/pictures/built-pictures.server";
import { pictureKinds, type PictureSource } from "~/pictures/picture-kinds";
import { builtFile, builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { absolute, paths } from "../support/insights-content";
import { fixturePictures, fixtureSite, pictureFixture } from "../support/picture-fixture";
import { requireProductionBuild } from "../support/production-server";
import { pagePath } from "../support/built-site";

const clientDir = path.join(fixtureSite.buildDir, "client");
const { article, decoratedArticle, member } = pictureFixture;
const page = (urlPath: string) => builtPage(urlPath, clientDir);
const file = (urlPath: string) => builtFile(urlPath, clientDir);

const largestWidth = Math.max(...Object.values(pictureKinds).flatMap((kind) => kind.widths));
const formatOf: Record<string, string> = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg", "image/png": "png" };

const files = new Map<string, Promise<Metadata>>();
/** What a file the build wrote really is, read once. */
const metadataOf = (urlPath: string) => {
  if (!files.has(urlPath)) files.set(urlPath, sharp(file(new URL(urlPath, "http://site.test").pathname)).metadata());
  return files.get(urlPath)!;
};

function candidates(srcset: string | null): { url: string; width: number }[] {
  return (srcset ?? "").split(", ").map((candidate) => {
    const [url, descriptor] = candidate.split(" ");
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });
}

/** Every page the fixture built, by its address. */
function pagePaths(dir = clientDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${path.relative(dir, entry.parentPath).split(path.sep).join("/")}`.replace(/\/$/, "") || "/");
}

const pagesWithPictures = () =>
  pagePaths().filter((urlPath) => file(urlPath).toString("utf8").includes("<picture"));

describe("every picture of every page", () => {
  it("is found on the pages that show the fixture's pictures", () => {
    expect(pagesWithPictures()).toEqual(
      expect.arrayContaining([
        paths.article(article.slug),
        paths.article(decoratedArticle.slug),
        pagePath("insights"),
        paths.topic(decoratedArticle.topic),
        pagePath("team"),
        pagePath("company"),
      ]),
    );
  });

  it("exists in every format and width the page names, each file the size its page says", async () => {
    for (const urlPath of pagesWithPictures()) {
      for (const picture of page(urlPath).querySelectorAll("picture")) {
        const image = picture.querySelector("img")!;
        const where = `${urlPath}: ${image.getAttribute("src")}`;
        const [width, height] = ["width", "height"].map((name) => Number(image.getAttribute(name)));
        const sizes = image.getAttribute("sizes");
        expect(sizes, `${where}: sizes`).toBeTruthy();
        const sources = [...picture.querySelectorAll("source")].map((source) => ({
          type: source.getAttribute("type")!,
          sizes: source.getAttribute("sizes"),
          files: candidates(source.getAttribute("srcset")),
        }));
        expect(
          sources.map((source) => source.type),
          `${where}: the modern formats, best first`,
        ).toEqual(["image/avif", "image/webp"]);
        const fallback = candidates(image.getAttribute("srcset"));
        const fallbackType = fallback[0].url.endsWith(".png") ? "image/png" : "image/jpeg";
        const widths = fallback.map((candidate) => candidate.width);
        expect(widths.at(-1), `${where}: width and height are the largest file's`).toBe(width);
        expect(fallback.map((candidate) => candidate.url), `${where}: src is one of its files`).toContain(
          image.getAttribute("src"),
        );
        for (const format of [...sources, { type: fallbackType, sizes, files: fallback }]) {
          expect(format.sizes, `${where}: one sizes for every format`).toBe(sizes);
          expect(format.files.map((candidate) => candidate.width), `${where}: ${format.type} at every width`).toEqual(
            widths,
          );
          for (const candidate of format.files) {
            expect(candidate.url, where).toMatch(/^\/assets\/[\w-]+-[0-9a-f]{10}\.(avif|webp|jpeg|png)$/);
            expect(builtFilePath(candidate.url, clientDir), `${candidate.url} is published`).toBeDefined();
            const real = await metadataOf(candidate.url);
            expect(real.format, `${candidate.url}: its format`).toBe(formatOf[format.type]);
            expect(real.width, `${candidate.url}: its width is its descriptor`).toBe(candidate.width);
            expect(
              Math.abs(real.height - (candidate.width * height) / width),
              `${candidate.url}: its proportions are the page's`,
            ).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});

describe("the article with a cover", () => {
  const articlePage = () => page(paths.article(article.slug));
  const cover = () => articlePage().querySelector(`img[alt="${article.cover.alt}"]`)!;

  it("shows its cover first, fetched at once, cut to 2:1 from the 4000 × 3000 photograph, its mean colour behind it", () => {
    const [first, ...rest] = [...articlePage().querySelectorAll("main img")];
    expect(first, "the cover is the page's first picture").toBe(cover());
    expect(cover().getAttribute("fetchpriority")).toBe("high");
    expect(cover().hasAttribute("loading"), "not lazy").toBe(false);
    expect([cover().getAttribute("width"), cover().getAttribute("height")]).toEqual(["1536", "768"]);
    expect(cover().getAttribute("style")).toMatch(/^background-color:#[0-9a-f]{6}$/);
    for (const other of rest) {
      expect([other.getAttribute("loading"), other.getAttribute("decoding")], other.getAttribute("alt")!).toEqual([
        "lazy",
        "async",
      ]);
      expect(other.hasAttribute("fetchpriority")).toBe(false);
    }
  });

  it("asks for its cover in the document's first bytes: a preload of its first format, before the title", () => {
    const head = articlePage().head;
    const preload = head.querySelector('link[rel="preload"][as="image"]')!;
    const firstSource = cover().closest("picture")!.querySelector("source")!;
    expect(
      [...head.children].indexOf(preload),
      "after the character set and viewport, before the title",
    ).toBeLessThan([...head.children].indexOf(head.querySelector("title")!));
    expect(preload.getAttribute("imagesrcset")).toBe(firstSource.getAttribute("srcset"));
    expect(preload.getAttribute("imagesizes")).toBe(cover().getAttribute("sizes"));
    expect([preload.getAttribute("type"), preload.getAttribute("fetchpriority")]).toEqual([
      firstSource.getAttribute("type"),
      "high",
    ]);
    expect(head.querySelectorAll('link[rel="preload"]'), "nothing else asked for before it").toHaveLength(1);
  });

  it("shows the picture of its text in a figure with its caption, a PNG behind its transparency and no colour", () => {
    const figure = articlePage().querySelector(`figure:has(img[alt="${article.figure.alt}"])`)!;
    expect(figure.querySelector("figcaption")?.textContent).toBe(article.figure.caption);
    const image = figure.querySelector("img")!;
    expect(image.getAttribute("src")).toMatch(/\.png$/);
    expect(image.hasAttribute("style")).toBe(false);
  });

  it("is previewed by its cover at 1200 × 630, described by its alternative text", async () => {
    const meta = (property: string) =>
      articlePage().querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    const image = meta("og:image")!;
    expect(image).toMatch(new RegExp(`^${absolute("/assets/")}[\\w-]+-social-[0-9a-f]{10}\\.jpeg$`));
    const real = await metadataOf(new URL(image).pathname);
    expect([real.format, real.width, real.height]).toEqual(["jpeg", 1200, 630]);
    expect([meta("og:image:width"), meta("og:image:height"), meta("og:image:alt")]).toEqual([
      "1200",
      "630",
      article.cover.alt,
    ]);
  });

  it("gives search engines its cover, as the preview cuts it and at its largest, as real files", async () => {
    const graphs = [...articlePage().querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    const { image } = graphs.find((graph) => graph["@type"] === "Article");
    expect(image.map((each: { width: number; height: number }) => [each.width, each.height])).toEqual([
      [1200, 630],
      [1536, 768],
    ]);
    for (const { url, width } of image as { url: string; width: number }[]) {
      expect(url.startsWith(absolute("/assets/")), url).toBe(true);
      expect((await metadataOf(new URL(url).pathname)).width).toBe(width);
    }
  });

  it("names its cover in the three feeds, a JPEG at an absolute address, with its length in RSS and Atom", async () => {
    const rss = file("/insights/rss.xml").toString("utf8");
    const atom = file("/insights/atom.xml").toString("utf8");
    const json = JSON.parse(file("/insights/feed.json").toString("utf8"));
    const item = json.items.find((entry: { url: string }) => entry.url === absolute(paths.article(article.slug)));
    const url: string = item.image;
    const bytes = file(new URL(url).pathname).length;
    expect(rss).toContain(`<enclosure length="${bytes}" type="image/jpeg" url="${url}"/>`);
    expect(atom).toContain(`<link rel="enclosure" href="${url}" type="image/jpeg" length="${bytes}"/>`);
    expect((await metadataOf(new URL(url).pathname)).format).toBe("jpeg");
    // The text's picture, with addresses that work in a feed reader.
    expect(item.content_html).toMatch(new RegExp(`<img src="${absolute("/assets/")}[\\w-]+\\.png" srcSet="${absolute("/assets/")}`));
  });

  it("has its cover in the newsletter as a JPEG the build published, no wider than twice the e-mail's column", async () => {
    const source: PictureSource = { kind: "cover", file: fixturePictures()[0].file, alt: article.cover.alt };
    const picture = publishedPicture(readBuiltPictures(fixtureSite.buildDir), source, {
      cssWidth: 552,
      origin: absolute("/"),
      buildDir: fixtureSite.buildDir,
    });
    const real = await metadataOf(new URL(picture.src).pathname);
    expect([real.format, real.width, real.height]).toEqual(["jpeg", picture.width, picture.height]);
    expect(picture.width).toBeLessThanOrEqual(1104);
  });
});

describe("pictures elsewhere", () => {
  it("a decorative cover is passed over by screen readers, and its preview described by the title", () => {
    const decorated = page(paths.article(decoratedArticle.slug));
    expect(decorated.querySelector("main picture img")?.getAttribute("alt")).toBe("");
    const title = content("articles").find((entry) => entry.slug === decoratedArticle.slug)!.title;
    expect(decorated.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(title);
  });

  it("the cards show covers sized for a card, lazily on /insights, the first at once on a topic's page", () => {
    const cardImage = (urlPath: string) =>
      page(urlPath).querySelector(`main li:has(a[href="${paths.article(article.slug)}"]) img`)!;
    const listed = cardImage(pagePath("insights"));
    expect(listed.getAttribute("sizes")).toMatch(/^\(min-width: 76rem\) 20rem, /);
    expect(listed.getAttribute("loading")).toBe("lazy");
    // The decorated article is the newest: first on its topic's page, in its first screen.
    const [first, ...rest] = page(paths.topic(decoratedArticle.topic)).querySelectorAll("main ul.grid > li img");
    expect(first.closest("li")?.querySelector(`a[href="${paths.article(decoratedArticle.slug)}"]`)).not.toBeNull();
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(rest.map((image) => image.getAttribute("loading"))).toEqual(rest.map(() => "lazy"));
  });

  it("the founder's portrait leads the team page, square, fetched at once, and is the Person's image", async () => {
    const team = page(pagePath("team"));
    const portrait = team.querySelector(`img[alt="${member.photo.alt}"]`)!;
    expect([portrait.getAttribute("width"), portrait.getAttribute("height")]).toEqual(["384", "384"]);
    expect(portrait.getAttribute("fetchpriority")).toBe("high");
    expect(portrait.getAttribute("sizes")).toBe("(min-width: 48rem) 128px, 112px");
    const graphs = [...team.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const graph = JSON.parse(script.textContent ?? "");
      return graph["@graph"] ?? [graph];
    });
    const person = graphs
      .flatMap((node) => [node, ...(node.mainEntity?.itemListElement ?? []), ...(node.member ?? [])])
      .find((node) => node?.["@type"] === "Person" && node.image);
    expect(person?.image).toMatch(new RegExp(`^${absolute("/assets/")}[\\w-]+-384-[0-9a-f]{10}\\.jpeg$`));
  });
});

describe("what is never published", () => {
  let published: { name: string; sha256: string }[];
  beforeAll(() => {
    published = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const name = path.join(entry.parentPath, entry.name);
        return { name, sha256: createHash("sha256").update(readFileSync(name)).digest("hex") };
      });
  });

  it("an original: no file of the build is one of the pictures an editor gave", () => {
    const originals = new Set(fixturePictures().map((picture) => picture.sha256));
    expect(published.filter((entry) => originals.has(entry.sha256)).map((entry) => entry.name)).toEqual([]);
  });

  it("a picture wider than the widest any place shows", async () => {
    const pictures = published.filter((entry) => /\.(avif|webp|jpeg|png)$/.test(entry.name) && entry.name.includes("/assets/"));
    expect(pictures.length).toBeGreaterThan(0);
    for (const { name } of pictures) expect((await sharp(name).metadata()).width, name).toBeLessThanOrEqual(largestWidth);
  });

  it("a script for pictures: a page with pictures runs the very scripts it runs without them", () => {
    // The fixture is built with analytics on, whose settings the islands' entry carries: its content
    // hash differs from the site's own build, its name does not.
    const named = (value: string | null) => value?.replace(/-[\w-]{8}\.js\b/g, ".js") ?? null;
    const scripts = (document: Document) =>
      [...document.querySelectorAll('script:not([type="application/ld+json"])')].map((script) => [
        named(script.getAttribute("src")),
        named(script.getAttribute("data-page-script")),
        named(script.getAttribute("data-islands-entry")),
        named(script.getAttribute("data-islands-imports")),
        script.textContent,
      ]);
    for (const urlPath of pagesWithPictures()) {
      expect(scripts(page(urlPath)), urlPath).toEqual(scripts(builtPage(urlPath)));
    }
  });

  it("anything of pictures, by the site's own build, which has none", () => {
    const siteBuild = requireProductionBuild();
    expect(readBuiltPictures(siteBuild)).toEqual({});
    expect(readdirSync(path.join(siteBuild, "client", "assets")).filter((name) => /\.(avif|webp|jpeg)$/.test(name))).toEqual([]);
  });
});
