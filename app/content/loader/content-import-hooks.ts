import type { InitializeHook, LoadHook, ResolveHook } from "node:module";
import type { SiteConfig } from "../../config/site-schema.ts";
import type { ContentContext } from "../schema/context.ts";

/**
 * Node module hooks that give `~content/<key>` the same checked JSON as the build's plugin
 * (app/content/content-vite-plugin.ts), for Node processes that run app modules outside Vite (the
 * server's e-mails read the forms' copy). Registered by ./register-content-imports.server.ts;
 * they run in Node's loader thread, so the configuration and the root come as data.
 */
type Settings = { site: SiteConfig; root: string };

const prefix = "~content/";
const scheme = "site-content:";

let settings: Settings;
let context: ContentContext | undefined;

export const initialize: InitializeHook<Settings> = (data) => {
  settings = data;
};

export const resolve: ResolveHook = (specifier, resolveContext, nextResolve) =>
  specifier.startsWith(prefix)
    ? { url: `${scheme}${specifier.slice(prefix.length)}`, shortCircuit: true }
    : nextResolve(specifier, resolveContext);

export const load: LoadHook = async (url, loadContext, nextLoad) => {
  if (!url.startsWith(scheme)) return nextLoad(url, loadContext);
  // Loaded on the first content import only: a process that imports none pays nothing.
  const { contentEntries } = await import("../collections.ts");
  const { contextFor, formatIssue, loadEntry } = await import("./load-content.server.ts");
  const key = url.slice(scheme.length);
  if (!Object.hasOwn(contentEntries, key)) {
    throw new Error(`${prefix}${key}: no such content (see app/content/collections.ts)`);
  }
  context ??= contextFor(settings.site, settings.root);
  const result = loadEntry(key as keyof typeof contentEntries, context, settings.root);
  if (result.issues.length) throw new Error(result.issues.map(formatIssue).join("\n"));
  return { format: "module", source: `export default ${JSON.stringify(result.data)};`, shortCircuit: true };
};
