import type { SearchCopy } from "~/content/search-copy";
import { moveThroughResults } from "./results";
import { connectSearch, searchPageUrl } from "./session";

/**
 * The search page (app/routes/search.tsx) with JavaScript: its form (shown by the stylesheet
 * wherever script runs) searches as the
 * visitor types, keeps the words in the address (`?q=`, so a search can be shared and the
 * WebSite's SearchAction lands on its results) and lists every result.
 */
export function enhanceSearchPage(copy: SearchCopy) {
  const form = document.querySelector<HTMLFormElement>("form[data-search-page]");
  const results = document.querySelector<HTMLElement>("[data-search-results]");
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = results?.querySelector("ol");
  const status = results?.querySelector<HTMLElement>('[role="status"]');
  if (!form || !results || !input || !list || !status) return;

  const session = connectSearch({ input, list, status, limit: Number.POSITIVE_INFINITY }, copy.dialog, (query) => {
    results.hidden = !query;
    history.replaceState(history.state, "", searchPageUrl(query));
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void session.run();
  });
  for (const area of [form, results]) {
    area.addEventListener("keydown", (event) => moveThroughResults(event, input, list));
  }
  // Words in the address, or typed while this code was on its way.
  const query = new URLSearchParams(location.search).get("q")?.trim() || input.value.trim();
  if (query) {
    input.value = query;
    void session.run();
  }
}
