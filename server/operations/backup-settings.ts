import { loadSiteConfig } from "../../app/config/load-site-config.server";
import { ConfigError } from "../../app/config/parse-env";
import { parseServerEnv, type ServerEnv } from "../env";

/** The server's settings for `npm run backup` and `npm run restore`; prints a mistake and returns undefined. */
export function readSettings(): ServerEnv | undefined {
  try {
    return parseServerEnv(process.env, loadSiteConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
