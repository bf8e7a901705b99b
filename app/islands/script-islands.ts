import { islandNameAttribute, markIslandHydrated, markIslandLive } from "./island-attributes";

/**
 * For the script of a script island (./script-island.tsx): starts each island named `name` that
 * app/browser/page.js has marked due, now and at every later "islands:due", as app/entry.client.tsx
 * does for React's islands; the touches held while it was on its way follow once it has started.
 */
export function startScriptIslands(name: string, start: (island: HTMLElement) => void) {
  const selector = `[${islandNameAttribute}="${name}"][data-island-due]:not([data-island-started])`;
  const startDue = () => {
    for (const island of document.querySelectorAll<HTMLElement>(selector)) {
      island.setAttribute("data-island-started", "");
      start(island);
      markIslandLive(island);
      markIslandHydrated(island);
    }
  };
  document.addEventListener("islands:due", startDue);
  startDue();
}
