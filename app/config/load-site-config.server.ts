import { fileURLToPath } from "node:url";
import { registerContentImports } from "../content/loader/register-content-imports.server";
import { parseSiteConfig, type SiteConfig } from "./site-schema";

/**
 * For Node entry points that import content modules outside Vite: what Vite gives the build,
 * the configuration as a global and `~content/<key>` imports, for the modules imported after.
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const config = parseSiteConfig(env);
  (globalThis as { __SITE_CONFIG__?: SiteConfig }).__SITE_CONFIG__ = config;
  registerContentImports(config, fileURLToPath(new URL("../..", import.meta.url)));
  return config;
}
