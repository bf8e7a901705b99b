import type { SearchCopy } from "~/content/search-copy";
import type { SearchHit } from "./pagefind";

type DialogCopy = SearchCopy["dialog"];

/** What the polite live region says once a search is done. */
export function matchSummary(copy: DialogCopy, total: number): string {
  if (total === 0) return copy.noMatches;
  if (total === 1) return copy.oneMatch;
  return `${total} ${copy.manyMatches}`;
}

function span(className: string, text: string): HTMLSpanElement {
  const element = document.createElement("span");
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * One found page: a link named by the page's title and section, described by the excerpt (its
 * words found in `<mark>`). The whole item is the link's target area (search.css).
 */
function hitItem(hit: SearchHit, id: string): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "site-search-hit";
  const link = document.createElement("a");
  link.href = hit.url;
  link.append(span("site-search-hit__title", hit.title));
  if (hit.section) link.append(span("site-search-hit__section", hit.section));
  const excerpt = document.createElement("p");
  excerpt.className = "site-search-hit__excerpt";
  excerpt.id = id;
  for (const part of hit.excerpt) {
    if (!part.marked) {
      excerpt.append(part.text);
      continue;
    }
    const mark = document.createElement("mark");
    mark.textContent = part.text;
    excerpt.append(mark);
  }
  link.setAttribute("aria-describedby", id);
  item.append(link, excerpt);
  return item;
}

export function showHits(list: HTMLOListElement, hits: SearchHit[]) {
  list.replaceChildren(...hits.map((hit, index) => hitItem(hit, `${list.id}-excerpt-${index}`)));
}

/**
 * Arrow keys between the search box and the results: down from the box to the first result and
 * on, up back to the box. Enter on a result follows its link, as on any link. Returns whether it
 * moved focus.
 */
export function moveThroughResults(event: KeyboardEvent, input: HTMLInputElement, list: HTMLOListElement): boolean {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
  const links = [...list.querySelectorAll("a")];
  const current = links.indexOf(event.target as HTMLAnchorElement);
  if (current === -1 && (event.target !== input || event.key === "ArrowUp")) return false;
  const next = event.key === "ArrowDown" ? current + 1 : current - 1;
  const target = next < 0 ? input : links[Math.min(next, links.length - 1)];
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
