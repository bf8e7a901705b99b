import { type ContentSettings, readContentEntry } from "./content-entry.server.ts";

/**
 * `~content/<key>` in the compiled server and commands (scripts/build-server.ts compiles each such
 * import into a call of `contentEntry`), read on the process's own thread. Node's module hooks
 * (./content-import-hooks.ts), which tsx and the sources use, would run every module the process
 * loads after them through a loader thread of their own: the server's React build and the packages
 * it imports, each a round trip between threads, and the loader's own modules a second time there.
 */
let settings: ContentSettings | undefined;

export function provideContentSettings(given: ContentSettings) {
  settings ??= given;
}

export function contentEntry(key: string): Promise<unknown> {
  if (!settings) {
    throw new Error(
      `~content/${key} was imported before the site's configuration was loaded (app/config/load-site-config.server.ts)`,
    );
  }
  return readContentEntry(key, settings);
}
