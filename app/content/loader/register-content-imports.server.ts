import { register } from "node:module";
import type { SiteConfig } from "../../config/site-schema.ts";

let registered = false;

/** In the compiled server, its compiled hooks, from this file's folder (scripts/build-server.ts). */
declare const __CONTENT_IMPORT_HOOKS__: string | undefined;
const hooksModule =
  typeof __CONTENT_IMPORT_HOOKS__ === "string" ? __CONTENT_IMPORT_HOOKS__ : "./content-import-hooks.ts";

/**
 * Lets this Node process import `~content/<key>` as Vite builds do (./content-import-hooks.ts),
 * once per process, with the first configuration given. Modules imported before this call
 * cannot use it: Node entry points load content-reading modules after it (server/main.ts).
 */
export function registerContentImports(site: SiteConfig, root: string) {
  if (registered) return;
  registered = true;
  register(hooksModule, import.meta.url, { data: { site, root } });
}
