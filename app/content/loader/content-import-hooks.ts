import type { InitializeHook, LoadHook, ResolveHook } from "node:module";
import { type ContentSettings, readContentEntry } from "./content-entry.server.ts";

/**
 * Node module hooks that give `~content/<key>` the same checked JSON as the build's plugin
 * (app/content/content-vite-plugin.ts), for Node processes that run the sources outside Vite through
 * tsx (the server's e-mails read the forms' copy); compiled, they read it in-process
 * (./content-in-process.server.ts). Registered by ./register-content-imports.server.ts; they run in
 * Node's loader thread, so the configuration and the root come as data.
 */
const prefix = "~content/";
const scheme = "site-content:";

let settings: ContentSettings;

export const initialize: InitializeHook<ContentSettings> = (data) => {
  settings = data;
};

export const resolve: ResolveHook = (specifier, resolveContext, nextResolve) =>
  specifier.startsWith(prefix)
    ? { url: `${scheme}${specifier.slice(prefix.length)}`, shortCircuit: true }
    : nextResolve(specifier, resolveContext);

export const load: LoadHook = async (url, loadContext, nextLoad) => {
  if (!url.startsWith(scheme)) return nextLoad(url, loadContext);
  const data = await readContentEntry(url.slice(scheme.length), settings);
  return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
};
