import { createHash, randomUUID } from "node:crypto";
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp, type Stats } from "sharp";
import { PictureProblem, type InspectedPicture } from "./inspect-picture.server.ts";
import type { PictureFile, PictureKind, PictureMediaType, PreparedPicture } from "./picture-kinds.ts";
import { pictureKinds } from "./picture-kinds.ts";
import { planPicture, type PicturePlan, type Size } from "./plan-picture.ts";

/**
 * How each format is written. AVIF at effort 3 is as small as at sharp's default 4 for
 * photographs and four times as quick to write (docs/decisions/025-pictures.md); JPEG through mozjpeg.
 */
const formatSettings = {
  "image/avif": { extension: "avif", options: { quality: 50, effort: 3 } },
  "image/webp": { extension: "webp", options: { quality: 75, effort: 4 } },
  "image/jpeg": { extension: "jpeg", options: { quality: 75, mozjpeg: true } },
  "image/png": { extension: "png", options: { compressionLevel: 9 } },
} as const satisfies Record<PictureMediaType, { extension: string; options: object }>;

const socialCardJpeg = { quality: 80, mozjpeg: true } as const;

function encodeAs(image: Sharp, type: PictureMediaType): Sharp {
  switch (type) {
    case "image/avif":
      return image.avif(formatSettings[type].options);
    case "image/webp":
      return image.webp(formatSettings[type].options);
    case "image/jpeg":
      return image.jpeg(formatSettings[type].options);
    case "image/png":
      return image.png(formatSettings[type].options);
  }
}

/**
 * Everything besides the file's bytes and its kind that changes what is written: a new setting or a
 * new encoder gives new names, so a cached file is reused only when it is exactly what would be written now.
 */
const settingsFingerprint = JSON.stringify({
  formatSettings,
  socialCardJpeg,
  position: "attention",
  versions: sharp.versions,
});

/** Where prepared pictures are kept between builds (node_modules/.cache/pictures by default). */
export type PictureCache = { dir: string };

/** Written under a temporary name, then renamed: a reader never finds half a file. */
export async function writeWhole(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = `${file}.${process.pid}-${randomUUID()}.partial`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Copies prepared files from the cache into a folder of the build (its /assets/), each whole or not at all. */
export async function publishPictureFiles(cache: PictureCache, names: string[], folder: string) {
  await mkdir(folder, { recursive: true });
  for (const name of names) {
    await writeWhole(path.join(folder, name), (temporary) => copyFile(path.join(cache.dir, name), temporary));
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A picture at content/pictures/team/<name>/photo.jpg is "<name>-photo" in /assets/: a name a person can read. */
function stemOf(file: string): string {
  const { dir, name } = path.posix.parse(file);
  return `${path.posix.basename(dir)}-${name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function meanColour(stats: Stats): string {
  return `#${stats.channels
    .slice(0, 3)
    .map((channel) => Math.round(channel.mean).toString(16).padStart(2, "0"))
    .join("")}`;
}

export type Prepared = {
  picture: PreparedPicture;
  /** The names of its files in the cache, each published under /assets/. */
  files: string[];
  plan: PicturePlan;
  /** False when every file came from the cache. */
  encoded: boolean;
};

/**
 * The files of one picture for its kind: every planned width in every format, and a cover's link
 * preview, named by a hash of the file's bytes and the settings. Files already in the cache are
 * reused without opening the picture again.
 */
export async function preparePicture(
  picture: InspectedPicture,
  kind: PictureKind,
  cache: PictureCache,
): Promise<Prepared> {
  const plan = planPicture(kind, picture);
  const key = createHash("sha256")
    .update(`${picture.hash}\n${kind}\n${JSON.stringify(pictureKinds[kind])}\n${settingsFingerprint}`)
    .digest("hex");
  const record = path.join(cache.dir, `${key}.json`);
  const cached = await readFile(record, "utf8").then(
    (text) => JSON.parse(text) as Omit<Prepared, "plan" | "encoded">,
    () => undefined,
  );
  if (cached && (await Promise.all(cached.files.map((name) => exists(path.join(cache.dir, name))))).every(Boolean)) {
    return { ...cached, plan, encoded: false };
  }
  await mkdir(cache.dir, { recursive: true });
  const prepared = await encode(picture, plan, `${stemOf(picture.file)}-%s-${key.slice(0, 10)}`, cache).catch(
    (error: Error) => {
      if (error instanceof PictureProblem) throw error;
      throw new PictureProblem(
        `${picture.file} cannot be read to its end (${error.message}): the file may be damaged or cut short`,
      );
    },
  );
  // The record last: it says every file it names is whole.
  await writeWhole(record, (temporary) => writeFile(temporary, JSON.stringify(prepared)));
  return { ...prepared, plan, encoded: true };
}

async function encode(picture: InspectedPicture, plan: PicturePlan, nameFormat: string, cache: PictureCache) {
  // `truncated`: a file cut short is refused rather than published with a grey band.
  const source = () => sharp(picture.data, { failOn: "truncated" }).autoOrient();
  const largest = plan.sizes[plan.sizes.length - 1];
  const { data, info } = await source()
    .resize({ ...largest, fit: "cover", position: "attention" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const stats = await sharp(data, { raw }).stats();
  const types: PictureMediaType[] = ["image/avif", "image/webp", stats.isOpaque ? "image/jpeg" : "image/png"];
  const files: string[] = [];
  const write = async (name: string, image: Sharp, size: Size): Promise<PictureFile> => {
    const bytes = await image.toBuffer();
    await writeWhole(path.join(cache.dir, name), (temporary) => writeFile(temporary, bytes));
    files.push(name);
    return { src: `/assets/${name}`, ...size, bytes: bytes.length };
  };
  const formats: PreparedPicture["formats"] = [];
  for (const type of types) {
    const { extension } = formatSettings[type];
    const written: PictureFile[] = [];
    for (const size of plan.sizes) {
      const image = encodeAs(sharp(data, { raw }).resize(size.width, size.height), type);
      written.push(await write(`${nameFormat.replace("%s", String(size.width))}.${extension}`, image, size));
    }
    formats.push({ type, files: written });
  }
  const prepared: PreparedPicture = {
    width: largest.width,
    height: largest.height,
    ...(stats.isOpaque ? { placeholder: meanColour(stats) } : {}),
    formats,
  };
  if (plan.socialCard) {
    const card = source()
      .resize({ ...plan.socialCard, fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg(socialCardJpeg);
    prepared.socialCard = await write(`${nameFormat.replace("%s", "social")}.jpeg`, card, plan.socialCard);
  }
  return { picture: prepared, files };
}
