import type { SearchCopy } from "~/content/search-copy";
import { searchPath } from "~/route-table";
import { findPages } from "./pagefind";
import { matchSummary, showHits } from "./results";

export type SearchView = {
  input: HTMLInputElement;
  list: HTMLOListElement;
  /** A polite live region: the number of pages found is announced, not every result. */
  status: HTMLElement;
  /** The link to every result on the search page, shown when more pages match than `limit`. */
  more?: HTMLAnchorElement;
  limit: number;
};

/** The search page's address for `query` (the link to every result, and the page's own address). */
export function searchPageUrl(query: string): string {
  return query ? `${searchPath}?${new URLSearchParams({ q: query })}` : searchPath;
}

/**
 * Searches as the visitor types into `view.input` and shows what is found. A search that ends after
 * a later one has started shows nothing, so the results always belong to the words in the box.
 */
export function connectSearch(view: SearchView, copy: SearchCopy["dialog"], onSearch?: (query: string) => void) {
  let latest = 0;
  const show = (status: string, hits: Parameters<typeof showHits>[1], total = hits.length) => {
    view.status.textContent = status;
    showHits(view.list, hits);
    if (!view.more) return;
    view.more.hidden = total <= hits.length;
    view.more.href = searchPageUrl(view.input.value.trim());
  };
  const run = async () => {
    const query = view.input.value.trim();
    const search = ++latest;
    onSearch?.(query);
    if (!query) return show("", []);
    try {
      const outcome = await findPages(query, view.limit);
      if (outcome && search === latest) show(matchSummary(copy, outcome.total), outcome.hits, outcome.total);
    } catch {
      if (search === latest) show(copy.unavailable, []);
    }
  };
  view.input.addEventListener("input", run);
  return { run };
}
