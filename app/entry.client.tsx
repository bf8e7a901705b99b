import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandNameAttribute, islandPropsAttribute } from "./islands/island";
import { islandLoaders, isIslandName } from "./islands/registry";

/**
 * The browser's whole share of the site: pages arrive complete from the server
 * and only their islands (app/islands/registry.ts) are hydrated, each as its own
 * React root. Started after the first paint by app/browser/page.js.
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
    hydrateRoot(element, createElement(Hydrated, { onHydrated: resolve }, createElement(component, props)));
  });
}

const islands = Array.from(document.querySelectorAll<HTMLElement>(`[${islandNameAttribute}]`));
void Promise.all(islands.map(hydrateIsland)).then(() => {
  // Tests wait for this before they interact (tests/support/test.ts).
  document.documentElement.dataset.hydrated = "";
});
