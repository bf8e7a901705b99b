/** What the server writes on an island's box (./island.tsx, ./script-island.tsx), read by app/browser/page.js. */
export const islandNameAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
/** A script island's own script, which page.js imports instead of the React entry. */
export const islandScriptAttribute = "data-island-script";

/**
 * Marks an island started, and the page once all its islands are: tests wait for these
 * (tests/support/test.ts).
 */
export function markIslandHydrated(island: Element) {
  island.setAttribute("data-hydrated", "");
  if (!document.querySelector(`[${islandNameAttribute}]:not([data-hydrated])`)) {
    document.documentElement.dataset.hydrated = "";
  }
}
