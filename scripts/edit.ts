import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import express from "express";
import { createServer } from "vite";
import { parseSiteConfig } from "../app/config/site-schema.ts";
import { keystaticConfig, type EditorStorage } from "../app/content/editor/keystatic-config.ts";
import { tidySavedYaml } from "../app/content/editor/tidy-saved-file.server.ts";

/**
 * `npm run edit`: the content editor (Keystatic) on EDITOR_PORT (default 4000), writing to the
 * files of this working tree, and the site's development server beside it on SITE_PORT
 * (default 5173), which reloads a page when a file it uses is saved. Local only: no account,
 * no network. With KEYSTATIC_GITHUB_REPO=owner/name, saves go to that repository instead.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = parseSiteConfig(process.env);
const editorPort = Number(process.env.EDITOR_PORT ?? 4000);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const repo = process.env.KEYSTATIC_GITHUB_REPO;
const storage: EditorStorage = repo ? { kind: "github", repo: repo as `${string}/${string}` } : { kind: "local" };

const api = makeGenericAPIRouteHandler({ config: keystaticConfig(site, storage), localBaseDirectory: root });
const vite = await createServer({
  configFile: false,
  root: path.join(root, "app/content/editor/app"),
  appType: "spa",
  // Its own dependency cache: the site's development server runs beside it with another.
  cacheDir: path.join(root, ".editor-cache"),
  // Named up front so the first visit does not wait for a second round of dependency bundling.
  optimizeDeps: {
    include: [
      "@keystatic/core",
      "@keystatic/core/ui",
      "@keystatic/core/content-components",
      "@keystar/ui/checkbox",
      "@keystar/ui/combobox",
      "@keystar/ui/layout",
      "@keystar/ui/text-field",
      "@markdoc/markdoc",
      "lucide-react",
      "react",
      "react/jsx-runtime",
      "react-dom/client",
      "zod",
    ],
  },
  server: { middlewareMode: true, hmr: { port: editorPort + 1 } },
  define: { __SITE_CONFIG__: JSON.stringify(site), __EDITOR_STORAGE__: JSON.stringify(storage) },
  logLevel: "warn",
});

const app = express();
// A save carries its uploaded pictures, base64 in JSON: room for a few at the largest the build takes (25 MB each).
app.all("/api/keystatic/{*splat}", express.raw({ type: () => true, limit: "120mb" }), async (req, res) => {
  let body: Uint8Array<ArrayBuffer> | undefined =
    Buffer.isBuffer(req.body) && req.body.length ? new Uint8Array(req.body) : undefined;
  if (body && storage.kind === "local" && req.method === "POST" && req.path.endsWith("/update")) {
    body = await tidyUpdate(body);
  }
  const request = new Request(new URL(req.originalUrl, `http://${req.headers.host}`), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      value === undefined || name === "content-length"
        ? []
        : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
    ),
    body,
  });
  const { body: responseBody, headers, status } = await api(request);
  res.status(status ?? 200);
  new Headers(headers).forEach((value, name) => res.setHeader(name, value));
  res.end(responseBody ?? undefined);
});

/** A local save's YAML files, put into the repository's format before they are written (see tidySavedYaml). */
async function tidyUpdate(body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const update = JSON.parse(Buffer.from(body).toString("utf8")) as { additions?: { path: string; contents: string }[] };
  for (const addition of update.additions ?? []) {
    if (!addition.path.endsWith(".yaml")) continue;
    const source = Buffer.from(addition.contents, "base64").toString("utf8");
    const tidy = await tidySavedYaml(source, path.join(root, addition.path));
    addition.contents = Buffer.from(tidy, "utf8").toString("base64");
  }
  return new Uint8Array(Buffer.from(JSON.stringify(update), "utf8"));
}

app.get("/", (_req, res) => res.redirect("/keystatic"));
app.use(vite.middlewares);
// Loopback unless told otherwise: a hosted editor (GitHub mode) sits behind a proxy that sets EDITOR_HOST.
app.listen(editorPort, process.env.EDITOR_HOST ?? "127.0.0.1", () => {
  process.stdout.write(`Editor: http://localhost:${editorPort}/keystatic\nSite:   http://localhost:${sitePort}/\n`);
});

// The site beside the editor: the same development server as `npm run dev`.
const siteServer = spawn("npx", ["react-router", "dev", "--port", String(sitePort), "--strictPort"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
const stop = () => {
  siteServer.kill();
  void vite.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
siteServer.on("exit", (code) => {
  if (code) process.exit(code);
});
