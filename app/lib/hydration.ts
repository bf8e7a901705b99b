import { useMatches } from "react-router";

/**
 * Pages are plain pre-rendered HTML unless one of their routes asks for React in
 * the browser (a visualisation, a form, the white paper's contents tracking, the
 * not-found page's console message). Everything else ships no framework JavaScript.
 */
export type PageHandle = { hydrate?: boolean };

export const interactivePage: PageHandle = { hydrate: true };

export function useNeedsHydration(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}
