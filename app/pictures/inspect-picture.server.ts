import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { pictureLimits } from "./picture-kinds.ts";

/** A picture file that can be published: its bytes, their hash, and its size once turned upright. */
export type InspectedPicture = { file: string; data: Buffer; hash: string; width: number; height: number };

/** Why a picture cannot be published, in words an editor can act on; each names the file first. */
export class PictureProblem extends Error {}

const megabyte = 1024 * 1024;
const readableFormats = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif"]);

/**
 * Reads what a picture is from its header alone (size, format, orientation), so a file the build
 * refuses costs nothing to refuse. `file` is the path content gives, from the repository's root.
 */
export async function inspectPicture(root: string, file: string): Promise<InspectedPicture> {
  const absolute = path.join(root, file);
  const size = await stat(absolute).then(
    (stats) => (stats.isFile() ? stats.size : undefined),
    () => undefined,
  );
  if (size === undefined) throw new PictureProblem(`${file} is missing`);
  if (size > pictureLimits.megabytes * megabyte) {
    throw new PictureProblem(
      `${file} is ${(size / megabyte).toFixed(1)} MB: a picture may be at most ${pictureLimits.megabytes} MB (save it as a JPEG, quality 90, for instance)`,
    );
  }
  const data = await readFile(absolute);
  const metadata = await sharp(data)
    .metadata()
    .catch((error: Error) => {
      throw new PictureProblem(`${file} is not a picture that can be read (${error.message})`);
    });
  if (metadata.format === "svg") {
    throw new PictureProblem(`${file} is a drawing (SVG), not a photograph: export it as a PNG`);
  }
  if (metadata.format === "heif" && metadata.compression === "hevc") {
    throw new PictureProblem(`${file} is an HEIC photo, which cannot be read here: export it as a JPEG`);
  }
  if (!readableFormats.has(metadata.format)) {
    throw new PictureProblem(`${file} is a ${metadata.format} file: give a JPEG, PNG, WebP, AVIF, GIF or TIFF`);
  }
  const { width, height } = metadata.autoOrient;
  const megapixels = (width * height) / 1_000_000;
  if (megapixels > pictureLimits.megapixels) {
    throw new PictureProblem(
      `${file} is ${width} × ${height} pixels (${megapixels.toFixed(1)} megapixels): a picture may have at most ${pictureLimits.megapixels} megapixels`,
    );
  }
  return { file, data, hash: createHash("sha256").update(data).digest("hex"), width, height };
}
