import pictures from "~content/pictures";
import {
  fallbackFileFor,
  fallbackFiles,
  pictureKey,
  type PictureFile,
  type PictureMediaType,
  type PictureSource,
  type PreparedPicture,
} from "~/pictures/picture-kinds";

/** A picture content names, as the build wrote it (app/content/content-vite-plugin.ts prepares each before any page renders). */
export function preparedPicture(source: PictureSource): PreparedPicture {
  const picture = pictures[pictureKey(source)];
  if (!picture) throw new Error(`${source.file} was not prepared by the build (app/pictures/)`);
  return picture;
}

/** The largest file every reader can open (JPEG, or PNG): for search engines, which pick their own size. */
export function largestFallbackFile(source: PictureSource): PictureFile {
  return fallbackFiles(preparedPicture(source)).at(-1)!;
}

/**
 * One file, for readers that take a single picture (feed readers): the fallback file fit for a column
 * `cssWidth` wide on a sharp screen, with its media type.
 */
export function singleFile(source: PictureSource, cssWidth: number): PictureFile & { type: PictureMediaType } {
  const picture = preparedPicture(source);
  return { ...fallbackFileFor(picture, cssWidth), type: picture.formats[picture.formats.length - 1].type };
}
