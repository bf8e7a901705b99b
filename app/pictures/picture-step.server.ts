import path from "node:path";
import { contentEntries } from "../content/collections.ts";
import type { ContentIssue } from "../content/loader/load-content.server.ts";
import type { ContentEntryDefinition } from "../content/schema/entries.ts";
import { inspectPicture, PictureProblem } from "./inspect-picture.server.ts";
import {
  isPictureSource,
  pictureKey,
  socialCardSize,
  type PictureManifest,
  type PictureSource,
} from "./picture-kinds.ts";
import { preparePicture, type PictureCache } from "./prepare-picture.server.ts";

/** A picture content refers to, and where: the content file and the field, as the build names them in its messages. */
export type PictureReference = { source: PictureSource; file: string; field: string };

function fieldPath(at: (string | number)[]): string {
  // A picture of an article's text is named by its file in the message; its place in the block model says nothing to an editor.
  if (at[0] === "body") return "body";
  return at.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${part}`)).join("");
}

function collect(value: unknown, file: string, at: (string | number)[], found: PictureReference[]) {
  if (isPictureSource(value)) {
    found.push({ source: value, file, field: fieldPath(at) });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => collect(item, file, [...at, index], found));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collect(item, file, [...at, key], found);
  }
}

/** Every picture of the loaded content (loadAllContent's data), with the file and field that name it. */
export function picturesInContent(data: Record<string, unknown>): PictureReference[] {
  const found: PictureReference[] = [];
  for (const [key, entry] of Object.entries(contentEntries) as [string, ContentEntryDefinition][]) {
    if (entry.kind === "singleton") collect(data[key], entry.file, [], found);
    else {
      for (const item of (data[key] ?? []) as { slug: string }[]) {
        const { slug, ...fields } = item;
        collect(fields, `${entry.folder}/${slug}${entry.extension}`, [], found);
      }
    }
  }
  return found;
}

export type PreparedPictures = {
  manifest: PictureManifest;
  /** The names of every file to publish under /assets/. */
  files: string[];
  /** Pictures that cannot be published: the build stops. */
  issues: ContentIssue[];
  /** Pictures smaller than their places can show: published, and said. */
  warnings: ContentIssue[];
  /** How many pictures were written anew, and how many came whole from the cache. */
  encoded: number;
  reused: number;
};

/** What `npm run content:check` says of the pictures: each read from its header alone, nothing written. */
export async function checkPictures(root: string, references: PictureReference[]): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const { source, file, field } of references) {
    await inspectPicture(root, source.file).catch((error: unknown) => {
      if (!(error instanceof PictureProblem)) throw error;
      issues.push({ file, field, reason: error.message });
    });
  }
  return issues;
}

export function defaultPictureCache(root: string): PictureCache {
  return { dir: path.join(root, "node_modules", ".cache", "pictures") };
}

/**
 * Each picture once, one after the other (sharp already spreads one picture's work over the
 * cores, and a 50-megapixel file decoded twice at once would double the memory it takes).
 */
export async function preparePictures(
  root: string,
  references: PictureReference[],
  cache: PictureCache = defaultPictureCache(root),
): Promise<PreparedPictures> {
  const result: PreparedPictures = { manifest: {}, files: [], issues: [], warnings: [], encoded: 0, reused: 0 };
  for (const { source, file, field } of references) {
    const key = pictureKey(source);
    if (result.manifest[key]) continue;
    try {
      const prepared = await preparePicture(await inspectPicture(root, source.file), source.kind, cache);
      result.manifest[key] = prepared.picture;
      result.files.push(...prepared.files);
      result[prepared.encoded ? "encoded" : "reused"] += 1;
      const { unfilled, socialCard } = prepared.plan;
      const { width, height } = prepared.picture;
      if (unfilled.length) {
        result.warnings.push({
          file,
          field,
          reason: `${source.file} is too small to fill ${unfilled.join(", ")} px wide: larger screens get its ${width} × ${height} px instead`,
        });
      }
      if (socialCard && socialCard.width < socialCardSize.width) {
        result.warnings.push({
          file,
          field,
          reason: `${source.file} is too small for a ${socialCardSize.width} × ${socialCardSize.height} link preview: it gets ${socialCard.width} × ${socialCard.height}`,
        });
      }
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      result.issues.push({ file, field, reason: error.message });
    }
  }
  return result;
}
