import { createReadStream, mkdirSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { SiteConfig } from "../config/site-schema.ts";
import { builtPicturesFile } from "../pictures/built-pictures.server.ts";
import { publishPictureFiles, writeWhole } from "../pictures/prepare-picture.server.ts";
import {
  defaultPictureCache,
  picturesInContent,
  preparePictures,
  type PreparedPictures,
} from "../pictures/picture-step.server.ts";
import { contentEntries, type ContentKey } from "./collections.ts";
import { contextFor, formatIssue, loadAllContent, loadEntry, type ContentIssue } from "./loader/load-content.server.ts";

const prefix = "~content/";
const resolvedPrefix = "\0content:";
/** Every picture content refers to, as the build prepared it (app/pictures/picture-kinds.ts, PictureManifest). */
const picturesModule = `${prefix}pictures`;
const picturesId = `${resolvedPrefix}~pictures`;

/** A stack trace would bury the one line an editor needs, so print and stop. */
function stopWith(what: string, issues: ContentIssue[]): never {
  process.stderr.write(`\nThe site's ${what} ${issues.length} problem(s):\n${issues.map(formatIssue).join("\n")}\n\n`);
  process.exit(1);
}

/**
 * Makes `import vision from "~content/pages/vision"` give the checked, token-resolved content
 * of content/pages/vision.yaml. Every file is checked when the build or the dev server starts:
 * a broken one stops it with one line per problem (file: field: reason). While the dev server
 * runs, a saved file reloads the pages that use it, and a broken save shows in the overlay.
 */
export function contentPlugin({ site, root }: { site: SiteConfig; root: string }): Plugin {
  const cache = defaultPictureCache(root);
  // Once per process and content: the client and server builds share it, and a dev server drops it when content changes.
  let pictures: Promise<PreparedPictures> | undefined;
  let warned = false;
  const preparedPictures = (data = loadAllContent(site, root).data) =>
    (pictures ??= preparePictures(root, picturesInContent(data), cache));
  return {
    name: "site-content",
    enforce: "pre",
    async buildStart() {
      writeContentTypes(root);
      const { data, issues } = loadAllContent(site, root);
      if (issues.length) stopWith("content has", issues);
      const prepared = await preparedPictures(data);
      if (prepared.issues.length) stopWith("pictures have", prepared.issues);
      if (prepared.warnings.length && !warned) {
        warned = true;
        process.stderr.write(`\nPictures to improve:\n${prepared.warnings.map(formatIssue).join("\n")}\n\n`);
      }
    },
    resolveId(id) {
      if (!id.startsWith(prefix)) return undefined;
      if (id === picturesModule) return picturesId;
      const key = id.slice(prefix.length);
      if (!(key in contentEntries)) this.error(`${id}: no such content (see app/content/collections.ts)`);
      return resolvedPrefix + key;
    },
    async load(id) {
      if (id === picturesId) {
        const prepared = await preparedPictures();
        if (prepared.issues.length) this.error(prepared.issues.map(formatIssue).join("\n"));
        return `export default ${JSON.stringify(prepared.manifest)};`;
      }
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const key = id.slice(resolvedPrefix.length) as ContentKey;
      const result = loadEntry(key, contextFor(site, root), root);
      // Files only: a new file in a collection folder reaches the dev server through its watcher (configureServer).
      for (const file of result.files.filter((name) => path.extname(name))) this.addWatchFile(path.join(root, file));
      if (result.issues.length) this.error(result.issues.map(formatIssue).join("\n"));
      return `export default ${JSON.stringify(result.data)};`;
    },
    /**
     * The browser build's folder gets every picture's files under /assets/, beside the scripts; the
     * build's own folder gets the manifest. With no picture, nothing is written and nothing is read.
     */
    async writeBundle() {
      if (this.environment.name !== "client" || !pictures) return;
      const { files, manifest } = await pictures;
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      await publishPictureFiles(cache, files, path.join(outDir, "assets"));
      const manifestFile = path.join(path.dirname(outDir), builtPicturesFile);
      await writeWhole(manifestFile, (temporary) => writeFile(temporary, JSON.stringify(manifest)));
    },
    configureServer(server) {
      const contentDir = path.join(root, "content");
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        pictures = undefined;
        invalidateContent(server);
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
      // In development the pictures' files are served from the cache, where the build would copy them from.
      server.middlewares.use((req, res, next) => {
        const name = /^\/assets\/([\w.-]+)$/.exec(req.url ?? "")?.[1];
        if (!name) return next();
        void preparedPictures().then(({ files }) => {
          if (!files.includes(name)) return next();
          res.setHeader("Content-Type", `image/${path.extname(name).slice(1)}`);
          createReadStream(path.join(cache.dir, name)).pipe(res);
        }, next);
      });
    },
  };
}

function invalidateContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(resolvedPrefix)) environment.moduleGraph.invalidateModule(module);
    }
  }
}

/**
 * Types for `~content/*` imports, written from the registry so they cannot drift from it.
 * Like React Router's typegen, the file is generated (git-ignored) by the build, the dev
 * server and `npm run content:check`.
 */
export function writeContentTypes(root: string) {
  const declarations = [
    ...Object.keys(contentEntries).map(
      (key) =>
        `declare module "~content/${key}" {\n  const data: import("../app/content/collections.ts").Content<"${key}">;\n  export default data;\n}\n`,
    ),
    `declare module "${picturesModule}" {\n  const data: import("../app/pictures/picture-kinds.ts").PictureManifest;\n  export default data;\n}\n`,
  ];
  const folder = path.join(root, ".content-types");
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, "content.d.ts"),
    `// Generated by app/content/content-vite-plugin.ts.\n${declarations.join("\n")}`,
  );
}
