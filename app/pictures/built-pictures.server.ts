import { readFileSync } from "node:fs";
import path from "node:path";
import { fallbackFileFor, pictureKey, type PictureManifest, type PictureSource } from "./picture-kinds.ts";

/**
 * What a build made of each picture, written beside its `client` folder (app/content/content-vite-plugin.ts),
 * for the server-side code that sends what the build published: the newsletter's e-mails.
 */
export const builtPicturesFile = "pictures.json";

/** The build's pictures; none when it has none (a build with no picture writes no file). */
export function readBuiltPictures(buildDir: string): PictureManifest {
  const file = path.join(buildDir, builtPicturesFile);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as PictureManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** A picture in a column `cssWidth` pixels wide (an e-mail's), as published under `origin`: a JPEG or PNG, which every mail client shows. */
export function publishedPicture(
  pictures: PictureManifest,
  source: PictureSource,
  { cssWidth, origin, buildDir }: { cssWidth: number; origin: string; buildDir: string },
) {
  const picture = pictures[pictureKey(source)];
  if (!picture)
    throw new Error(`${source.file} is not in the build in ${buildDir}: build the site (npm run build) first`);
  const file = fallbackFileFor(picture, cssWidth);
  return { src: new URL(file.src, origin).href, width: file.width, height: file.height, alt: source.alt };
}
