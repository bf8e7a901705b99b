/** What the server writes on an island's box (./island.tsx, ./script-island.tsx), read by app/browser/page.js. */
export const islandNameAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
/** A script island's own script, which page.js imports instead of the React entry. */
export const islandScriptAttribute = "data-island-script";

/**
 * Marks an island whose code now listens to it (React has taken its box, or its script has started
 * it) and says "island:live" on it: app/browser/page.js then gives it the clicks and key presses it
 * held while the island was starting (docs/decisions/020-no-first-touch-lost.md), and holds no more.
 */
export function markIslandLive(island: Element) {
  island.setAttribute("data-island-live", "");
  island.dispatchEvent(new Event("island:live", { bubbles: true }));
}

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
