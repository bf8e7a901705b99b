import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  islandNameAttribute,
  islandPropsAttribute,
  islandScriptAttribute,
  markIslandHydrated,
  markIslandLive,
} from "./islands/island-attributes";
import { islandLoaders, isIslandName } from "./islands/registry";

/**
 * The browser's whole share of the site: pages arrive complete from the server and only their
 * islands (app/islands/registry.ts) are hydrated, each as its own React root. app/browser/page.js
 * loads this module when the first island is due (near the screen or touched) and marks each
 * due island `data-island-due`, then says "islands:due"; in development React Router loads it
 * and every island starts at once.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(islandNameAttribute);
  if (!isIslandName(name)) return;
  const component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as object;
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds and yields between them, so
    // a tap on the page is not kept waiting while a large island (the ecosystem diagram) starts.
    startTransition(() => {
      hydrateRoot(element, createElement(Hydrated, { onHydrated: resolve }, createElement(component, props)));
    });
    // React listens on the box from here on: a click or key press on a part not yet hydrated
    // hydrates the island at once and then reaches its handler, those held by page.js included.
    markIslandLive(element);
  });
}

// A script island (app/islands/script-island.tsx) is started by its own script, never by React.
const islandSelector = `[${islandNameAttribute}]:not([${islandScriptAttribute}])`;
const dueSelector = import.meta.env.DEV ? islandSelector : `${islandSelector}[data-island-due]`;

function hydrateDueIslands() {
  for (const island of document.querySelectorAll<HTMLElement>(`${dueSelector}:not([data-island-started])`)) {
    island.setAttribute("data-island-started", "");
    void hydrateIsland(island).then(() => markIslandHydrated(island));
  }
}

document.addEventListener("islands:due", hydrateDueIslands);
hydrateDueIslands();
