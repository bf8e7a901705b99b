import { parseSiteConfig, type SiteConfig } from "./site-schema";

/** For Node entry points that import content modules outside Vite. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const config = parseSiteConfig(env);
  (globalThis as { __SITE_CONFIG__?: SiteConfig }).__SITE_CONFIG__ = config;
  return config;
}
