import { register } from "node:module";
import type { SiteConfig } from "../../config/site-schema.ts";
import { provideContentSettings } from "./content-in-process.server.ts";

let registered = false;

/** Set by scripts/build-server.ts in the compiled server and commands, which read content in-process. */
declare const __CONTENT_IN_PROCESS__: boolean | undefined;

/**
 * Lets this Node process import `~content/<key>` as Vite builds do, once per process, with the first
 * configuration given: compiled, on its own thread (./content-in-process.server.ts); from the sources,
 * through Node's module hooks (./content-import-hooks.ts). Modules imported before this call cannot
 * use it: Node entry points load content-reading modules after it (server/main.ts).
 */
export function registerContentImports(site: SiteConfig, root: string) {
  if (registered) return;
  registered = true;
  if (typeof __CONTENT_IN_PROCESS__ === "boolean") provideContentSettings({ site, root });
  else register("./content-import-hooks.ts", import.meta.url, { data: { site, root } });
}
