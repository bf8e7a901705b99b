/**
 * Pictures as the build's own step prepares them (app/pictures/picture-step.server.ts), from test
 * pictures written to a folder of their own: for the component tests, which render pictures the
 * site's content does not have. Give the manifest to `~content/pictures` with vi.mock.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PictureManifest, PictureSource } from "~/pictures/picture-kinds";
import { defaultPictureCache, preparePictures } from "~/pictures/picture-step.server";
import { photographicPicture } from "./photographic-picture";
import { repository } from "./repository-copy";

export async function preparedManifest(
  pictures: { source: PictureSource; width: number; height: number }[],
): Promise<PictureManifest> {
  const root = mkdtempSync(path.join(os.tmpdir(), "prepared-pictures-"));
  try {
    for (const [index, { source, width, height }] of pictures.entries()) {
      mkdirSync(path.dirname(path.join(root, source.file)), { recursive: true });
      writeFileSync(path.join(root, source.file), await photographicPicture({ width, height, seed: index + 1 }));
    }
    const references = pictures.map(({ source }) => ({ source, file: "(test)", field: "(test)" }));
    // The repository's own cache: the same test pictures are prepared once, whichever run comes first.
    const { manifest, issues } = await preparePictures(root, references, defaultPictureCache(repository));
    if (issues.length) throw new Error(issues.map((issue) => issue.reason).join("\n"));
    return manifest;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
