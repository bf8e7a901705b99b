/**
 * The build's picture step on real files (app/pictures/): what it writes for each picture, what it
 * refuses and why, what it only warns about, and that a rebuild reuses what it wrote.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fallbackFiles, type PictureKind, type PictureManifest } from "~/pictures/picture-kinds";
import { publishPictureFiles } from "~/pictures/prepare-picture.server";
import {
  checkPictures,
  preparePictures,
  type PictureReference,
  type PreparedPictures,
} from "~/pictures/picture-step.server";
import { photographicPicture } from "../../support/photographic-picture";

let root: string;
let cacheDir: string;
const cache = () => ({ dir: cacheDir });

function write(file: string, data: Buffer | string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), data);
}

const reference = (kind: PictureKind, file: string, field = "cover"): PictureReference => ({
  source: { kind, file, alt: "A test picture" },
  file: "content/articles/an-article.mdoc",
  field,
});

const prepare = (...references: PictureReference[]) => preparePictures(root, references, cache());
const portrait = reference("portrait", "content/pictures/team/ada-byron/photo.jpg", "photo");

/** Every file the cache holds, with its modification time. */
const cacheFiles = () =>
  Object.fromEntries(readdirSync(cache().dir).map((name) => [name, statSync(path.join(cache().dir, name)).mtimeMs]));

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "pictures-"));
  cacheDir = path.join(root, "cache");
  write("content/pictures/team/ada-byron/photo.jpg", await photographicPicture({ width: 500, height: 600 }));
  write(
    "content/pictures/articles/an-article/cut-out.png",
    await photographicPicture({ width: 600, height: 400, format: "png", transparent: true }),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a picture the build prepares", () => {
  let prepared: PreparedPictures;
  let picture: PictureManifest[string];

  // Made again for each test, from an empty cache: a mutation run (stryker.config.mjs) switches its
  // mutant on for each test, so what a test checks must be made while it runs.
  beforeEach(async () => {
    cacheDir = mkdtempSync(path.join(root, "cache-"));
    prepared = await prepare(portrait);
    picture = prepared.manifest["portrait:content/pictures/team/ada-byron/photo.jpg"];
  });

  it("is written in AVIF, WebP and JPEG at every width its kind needs, each file the size it claims", async () => {
    expect(prepared.issues).toEqual([]);
    expect(picture.formats.map((format) => format.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    for (const format of picture.formats) {
      expect(format.files.map((file) => [file.width, file.height])).toEqual([
        [128, 128],
        [256, 256],
        [384, 384],
      ]);
      for (const file of format.files) {
        const data = await sharp(path.join(cache().dir, path.basename(file.src))).metadata();
        expect([data.width, data.height], file.src).toEqual([file.width, file.height]);
        const formats: Record<string, string> = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" };
        expect(data.format, file.src).toBe(formats[format.type]);
        expect(statSync(path.join(cache().dir, path.basename(file.src))).size).toBe(file.bytes);
      }
    }
    expect([picture.width, picture.height]).toEqual([384, 384]);
    expect(picture).not.toHaveProperty("socialCard");
    expect(prepared.files, "three widths in three formats, to publish").toHaveLength(9);
    expect(prepared.warnings, "large enough for every place").toEqual([]);
  });

  it("is prepared once when two entries name it", async () => {
    const twice = await prepare(portrait, { ...portrait, file: "content/team/someone-else.yaml" });
    expect(twice.encoded + twice.reused).toBe(1);
    expect(twice.files).toEqual(prepared.files);
  });

  it("is named under /assets/ by a hash of its bytes and the settings, after its entry and file", () => {
    for (const file of picture.formats.flatMap((format) => format.files)) {
      expect(file.src).toMatch(/^\/assets\/ada-byron-photo-\d+-[0-9a-f]{10}\.(avif|webp|jpeg)$/);
    }
  });

  it("has its mean colour, to show while it loads", () => {
    expect(picture.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("is not written again by a rebuild: the same files, untouched", async () => {
    const before = cacheFiles();
    const again = await prepare(portrait);
    expect([again.encoded, again.reused]).toEqual([0, 1]);
    expect(again.manifest).toEqual(prepared.manifest);
    expect(cacheFiles()).toEqual(before);
  });

  it("is written anew, under new names, when its file changes", async () => {
    const file = "content/pictures/team/someone-else/photo.jpg";
    write(file, await photographicPicture({ width: 400, height: 400, seed: 2 }));
    const first = await prepare(reference("portrait", file, "photo"));
    write(file, await photographicPicture({ width: 400, height: 400, seed: 3 }));
    const second = await prepare(reference("portrait", file, "photo"));
    expect(second.encoded).toBe(1);
    const names = (result: PreparedPictures) =>
      fallbackFiles(result.manifest[`portrait:${file}`]).map((each) => each.src);
    expect(names(second)).not.toEqual(names(first));
  });

  it("is copied into the build whole, leaving no temporary file behind", async () => {
    const assets = path.join(root, "build", "client", "assets");
    await publishPictureFiles(cache(), prepared.files, assets);
    expect(readdirSync(assets).sort()).toEqual([...prepared.files].sort());
    for (const name of prepared.files) {
      expect(statSync(path.join(assets, name)).size).toBe(statSync(path.join(cache().dir, name)).size);
    }
  });
});

describe("a cover", () => {
  it("large enough for every place gets a 1200 × 630 link preview, and no word", async () => {
    // Its cut to the link preview's proportions is 1535 px wide: larger than the preview, with nothing to spare.
    const file = "content/pictures/articles/an-article/wide.jpg";
    write(file, await photographicPicture({ width: 1536, height: 806, seed: 4 }));
    const { manifest, files, warnings, issues } = await prepare(reference("cover", file));
    expect([issues, warnings]).toEqual([[], []]);
    const { socialCard } = manifest[`cover:${file}`];
    expect(socialCard && [socialCard.width, socialCard.height]).toEqual([1200, 630]);
    expect(files).toContain(path.basename(socialCard!.src));
  }, 30_000);
});

describe("pictures that are published with a word", () => {
  it("a picture with transparency falls back to PNG, with no colour behind it", async () => {
    const file = "content/pictures/articles/an-article/cut-out.png";
    const { manifest, issues } = await prepare(reference("figure", file, "body"));
    expect(issues).toEqual([]);
    const picture = manifest[`figure:${file}`];
    expect(picture.formats.map((format) => format.type)).toEqual(["image/avif", "image/webp", "image/png"]);
    expect(picture).not.toHaveProperty("placeholder");
    const largest = await sharp(path.join(cache().dir, path.basename(fallbackFiles(picture).at(-1)!.src))).metadata();
    expect(largest.hasAlpha).toBe(true);
  }, 30_000);

  it("a cover too small for its places is published at its own size, and the widths it cannot fill are named", async () => {
    const file = "content/pictures/articles/small/cover.jpg";
    write(file, await photographicPicture({ width: 600, height: 400, seed: 4 }));
    const { manifest, issues, warnings } = await prepare(reference("cover", file));
    expect(issues).toEqual([]);
    const cover = manifest[`cover:${file}`];
    expect(fallbackFiles(cover).map((each) => [each.width, each.height])).toEqual([
      [480, 240],
      [600, 300],
    ]);
    // Its link preview: the 1200 × 630 shape, as large as the picture holds, a JPEG.
    const card = await sharp(path.join(cache().dir, path.basename(cover.socialCard!.src))).metadata();
    expect([card.format, card.width, card.height]).toEqual(["jpeg", 600, 315]);
    expect(warnings).toEqual([
      {
        file: "content/articles/an-article.mdoc",
        field: "cover",
        reason: `${file} is too small to fill 768, 1024, 1536 px wide: larger screens get its 600 × 300 px instead`,
      },
      {
        file: "content/articles/an-article.mdoc",
        field: "cover",
        reason: `${file} is too small for a 1200 × 630 link preview: it gets 600 × 315`,
      },
    ]);
  });

  it("a photograph taken sideways (EXIF orientation) is turned upright", async () => {
    const file = "content/pictures/team/someone/photo.jpg";
    const sideways = await sharp(await photographicPicture({ width: 300, height: 200, seed: 5 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    write(file, sideways);
    expect(await checkPictures(root, [reference("figure", file, "photo")])).toEqual([]);
    const { manifest } = await prepare(reference("figure", file, "photo"));
    expect([manifest[`figure:${file}`].width, manifest[`figure:${file}`].height]).toEqual([200, 300]);
  });
});

describe("pictures the build refuses, naming the content file, the field and the reason", () => {
  const refused = async (file: string) => {
    const problem = reference("portrait", file, "photo");
    const checked = await checkPictures(root, [problem]);
    const { issues, files } = await preparePictures(root, [problem], cache());
    expect(files).toEqual([]);
    expect(checked, "npm run content:check says the same").toEqual(issues);
    return issues.map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);
  };

  it("a missing file", async () => {
    expect(await refused("content/pictures/team/nobody/photo.jpg")).toEqual([
      "content/articles/an-article.mdoc: photo: content/pictures/team/nobody/photo.jpg is missing",
    ]);
  });

  it("a file that is not a picture, whatever its name", async () => {
    write("content/pictures/team/notes/photo.jpg", "Remember to send the photograph.\n");
    expect(await refused("content/pictures/team/notes/photo.jpg")).toEqual([
      expect.stringMatching(
        /^content\/articles\/an-article\.mdoc: photo: content\/pictures\/team\/notes\/photo\.jpg is not a picture that can be read \(.+\)$/,
      ),
    ]);
  });

  it("a drawing (SVG)", async () => {
    write("content/pictures/team/logo/photo.png", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await refused("content/pictures/team/logo/photo.png")).toEqual([
      "content/articles/an-article.mdoc: photo: content/pictures/team/logo/photo.png is a drawing (SVG), not a photograph: export it as a PNG",
    ]);
  });

  it("a file over 25 MB, refused before it is read", async () => {
    write("content/pictures/team/huge/photo.jpg", Buffer.alloc(26 * 1024 * 1024, 1));
    expect(await refused("content/pictures/team/huge/photo.jpg")).toEqual([
      "content/articles/an-article.mdoc: photo: content/pictures/team/huge/photo.jpg is 26.0 MB: a picture may be at most 25 MB (save it as a JPEG, quality 90, for instance)",
    ]);
  });

  it("a picture over 50 megapixels, refused from its header", async () => {
    // A small JPEG whose frame header (SOF0: FF C0, length, precision, height, width) says 8200 × 6200.
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
    small.writeUInt16BE(6200, frame + 5);
    small.writeUInt16BE(8200, frame + 7);
    write("content/pictures/team/panorama/photo.jpg", small);
    expect(await refused("content/pictures/team/panorama/photo.jpg")).toEqual([
      "content/articles/an-article.mdoc: photo: content/pictures/team/panorama/photo.jpg is 8200 × 6200 pixels (50.8 megapixels): a picture may have at most 50 megapixels",
    ]);
  });

  it("a file cut short, refused when it is read whole, and nothing of it kept", async () => {
    const whole = await photographicPicture({ width: 800, height: 800, seed: 6 });
    write("content/pictures/team/cut/photo.jpg", whole.subarray(0, Math.round(whole.length * 0.6)));
    const problem = reference("portrait", "content/pictures/team/cut/photo.jpg", "photo");
    expect(await checkPictures(root, [problem]), "its header is whole").toEqual([]);
    const before = cacheFiles();
    const { issues } = await preparePictures(root, [problem], cache());
    expect(issues.map((issue) => issue.reason)).toEqual([
      expect.stringMatching(
        /^content\/pictures\/team\/cut\/photo\.jpg cannot be read to its end \(.+\): the file may be damaged or cut short$/,
      ),
    ]);
    const left = Object.keys(cacheFiles()).filter((name) => !(name in before));
    expect(left, "no file of it, whole or partial").toEqual([]);
  }, 30_000);
});
