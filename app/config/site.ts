import type { SiteConfig } from "./site-schema";

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The site configuration as parsed when the site was built. Vite replaces the
 * identifier with the parsed object, so the browser bundle carries the values,
 * not the parser; Node scripts set it on globalThis through `loadSiteConfig`.
 */
export const site: SiteConfig = __SITE_CONFIG__;

export type { SiteConfig };
