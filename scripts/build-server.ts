/**
 * The production server compiled to JavaScript, in `build/node/` (docs/decisions/019-test-suite-layout.md,
 * "The server, compiled"): `server/main.ts` and what it imports from `server/` and `app/` in one
 * module with its lazily loaded parts beside it, the packages of `node_modules` left to Node. Run
 * through tsx, each of the server's 660 modules passed through Node's module-hooks thread, where tsx
 * reads its cache and writes a source map: 4.3 s of CPU before the first request, against 2.0–2.5 s
 * compiled. Each step of a rolling restart, and each of the test suite's sixty servers, pays it.
 *
 * Nothing about what the server reads changes: a module that finds a file next to itself
 * (`import.meta.url`, `import.meta.dirname`) still finds it next to its source, and the content is
 * still read when the server starts, with the site configuration it is started with, by the same
 * loader (app/content/loader/), on the process's own thread rather than through module hooks.
 */
import { rm, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const serverBundleDir = path.join(root, "build", "node");
/** What `npm run serve`, systemd (ops/systemd/) and the tests run: `node build/node/main.mjs`. */
export const compiledServer = path.join(serverBundleDir, "main.mjs");

/**
 * The team's commands, compiled with the server and sharing its chunks: the tests run these copies
 * (tests/support/commands.ts), `desk add-owner` on 1.0 s of CPU where tsx took 1.7 s. `npm run <command>`
 * keeps running the source through tsx, so that it works in a checkout that has not been built.
 */
const commands = ["backup", "desk", "doctor", "newsletter", "privacy", "restore", "submissions"] as const;
export type Command = (typeof commands)[number];
export const compiledCommand = (command: Command) => path.join(serverBundleDir, `${command}.mjs`);

/**
 * Each source module's `import.meta.url` and `import.meta.dirname`, as the path from the bundle to that
 * source: the bundle's files all sit in one folder, so the same path serves every one of them, and the
 * checkout with its build can move as a whole.
 */
const sourceRelativeImportMeta: Plugin = {
  name: "source-relative-import-meta",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const fromBundle = path.relative(serverBundleDir, file).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      const source = await readFile(file, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      const contents =
        'import { dirname as sourceDirname } from "node:path";\n' +
        'import { fileURLToPath as sourcePath } from "node:url";\n' +
        source
          .replaceAll("import.meta.url", url)
          .replaceAll("import.meta.dirname", `sourceDirname(sourcePath(${url}))`);
      return { contents, loader: file.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/**
 * Each `~content/<key>` import, as a module that reads that entry when it is first imported
 * (app/content/loader/content-in-process.server.ts), where the sources have Node's module hooks do it.
 */
const contentInProcess: Plugin = {
  name: "content-in-process",
  setup(builder) {
    builder.onResolve({ filter: /^~content\// }, ({ path: specifier }) => ({
      path: specifier.slice("~content/".length),
      namespace: "site-content",
    }));
    builder.onLoad({ filter: /.*/, namespace: "site-content" }, ({ path: key }) => ({
      contents:
        `import { contentEntry } from ${JSON.stringify(path.join(root, "app/content/loader/content-in-process.server.ts"))};\n` +
        `export default await contentEntry(${JSON.stringify(key)});\n`,
      loader: "js",
      resolveDir: root,
    }));
  },
};

/** Writes `build/node/` anew: the checkout's server, whichever build (BUILD_DIR) the site went to. */
export async function buildServer() {
  // Loaded here: the tests read `compiledServer` without it.
  const { build } = await import("esbuild");
  await rm(serverBundleDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: "server/main.ts",
      // What an export's thread runs (server/storage/budgeted-reads.ts finds it beside its own chunk).
      "csv-file-writer": "server/export/csv-file-writer.ts",
      ...Object.fromEntries(commands.map((command) => [command, `scripts/${command}.ts`])),
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir: serverBundleDir,
    outExtension: { ".js": ".mjs" },
    plugins: [contentInProcess, sourceRelativeImportMeta],
    // Read only under `--enable-source-maps`: a stack trace then names the TypeScript source's lines.
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    splitting: true,
    chunkNames: "[name]-[hash]",
    define: { __CONTENT_IN_PROCESS__: "true" },
  });
}
