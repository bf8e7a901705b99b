import { site } from "~/config/site";
// `?worker&url` is Vite's one way to bundle a module with its imports into a standalone file
// (a classic script, not a worker: it touches only `window`) and hand back that file's hashed
// address, in the pages' own server render, without another entry in the build configuration.
import analyticsScript from "./analytics.ts?worker&url";

/**
 * The attribute of the page script (app/root.tsx) that makes app/browser/page.js start the
 * analytics after the first paint; none when analytics are off, so pages then name no
 * analytics code at all.
 */
export const analyticsScriptAttributes: { "data-analytics-src"?: string } = site.analytics
  ? { "data-analytics-src": analyticsScript }
  : {};
