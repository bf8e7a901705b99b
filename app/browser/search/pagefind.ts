import { searchBundlePath } from "~/route-table";
import { excerptParts, type ExcerptPart } from "./excerpt";
import { promotedField, promotedWeight } from "./promoted";

/** One found page, as the dialog and the search page show it. */
export type SearchHit = {
  /** The page, or the section of it where the words matter most. */
  url: string;
  title: string;
  /** The heading of that section; none when the words are found above the first one. */
  section?: string;
  excerpt: ExcerptPart[];
};

export type SearchOutcome = { total: number; hits: SearchHit[] };

/** What this code uses of Pagefind's browser API, `pagefind.js` in the bundle. */
type WeightedLocation = { weight: number; balanced_score: number; location: number };
type SubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string };
  weighted_locations: WeightedLocation[];
};
type ResultData = { url: string; excerpt: string; meta: { title?: string }; sub_results: SubResult[] };
type Results = { results: { id: string; data: () => Promise<ResultData> }[] };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (term: string) => Promise<Results | null>;
};

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's own script from the bundle the build writes (scripts/search-index.ts), loaded once.
 * A failed load (a dropped connection) is forgotten, so the next search tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const script = `${searchBundlePath}pagefind.js`;
    const pagefind = (await import(/* @vite-ignore */ script)) as Pagefind;
    await pagefind.options({ excerptLength: 24, ranking: { metaWeights: { [promotedField]: promotedWeight } } });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const sectionHeading = /^h[2-6]$/i;

/**
 * The part of a page to show: the section (a heading with an id) whose matches weigh most, or the
 * page itself when they weigh most above its first section heading (its title band).
 */
function toHit(data: ResultData): SearchHit {
  const title = data.meta.title ?? data.url;
  let best: SearchHit = { url: data.url, title, excerpt: excerptParts(data.excerpt) };
  let bestWeight = -1;
  for (const part of data.sub_results) {
    const weight = part.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
    if (weight <= bestWeight) continue;
    bestWeight = weight;
    const isSection = part.anchor !== undefined && sectionHeading.test(part.anchor.element);
    best = isSection
      ? { url: part.url, title, section: part.title, excerpt: excerptParts(part.excerpt) }
      : { url: data.url, title, excerpt: excerptParts(part.excerpt) };
  }
  return best;
}

/**
 * The pages matching `query`, best first, the first `limit` of them loaded for display. Null when a
 * later call has superseded this one while it waited (Pagefind's debounce), so typing fast costs
 * one search, not one per key.
 */
export async function findPages(query: string, limit: number): Promise<SearchOutcome | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(query);
  if (!found) return null;
  const shown = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
  return { total: found.results.length, hits: shown.map(toHit) };
}
