import type { SearchCopy } from "~/content/search-copy";
import { loadPagefind } from "./pagefind";
import { moveThroughResults } from "./results";
import { connectSearch } from "./session";

/** How many results the dialog shows; the search page shows them all. */
const dialogResultLimit = 8;

/** Lucide's `search` and `x` icons (as in the header), drawn here so the dialog needs no React. */
const iconPaths = {
  search: ["m21 21-4.34-4.34", "M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0"],
  close: ["M18 6 6 18", "m6 6 12 12"],
};

function icon(name: keyof typeof iconPaths): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  for (const d of iconPaths[name]) {
    const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/** A key that types something: on a result, it goes back to the search box. */
function typesText(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The search dialog (docs/product.md#site-search): a native modal `<dialog>`, so the page behind
 * it is inert and Escape closes it. Built on first use; focus goes back to where it was (or to
 * the header's search button) when it closes, except when a result is followed.
 */
export function createSearchDialog(copy: SearchCopy["dialog"], searchButton: HTMLElement | null) {
  const dialog = element("dialog", "site-search");
  dialog.setAttribute("aria-labelledby", "site-search-label");
  const panel = element("div", "site-search__panel");

  const label = element("label", "site-search__label");
  label.id = "site-search-label";
  label.htmlFor = "site-search-input";
  label.textContent = copy.label;
  const close = element("button", "site-search__close");
  close.type = "button";
  close.setAttribute("aria-label", copy.close);
  close.append(icon("close"));
  const top = element("div", "site-search__top");
  top.append(label, close);

  const input = element("input", "site-search__input");
  Object.assign(input, {
    id: "site-search-input",
    type: "search",
    placeholder: copy.placeholder,
    autocomplete: "off",
    spellcheck: false,
    autofocus: true,
  });
  const field = element("div", "site-search__field");
  field.append(icon("search"), input);

  const status = element("p", "site-search__status");
  status.setAttribute("role", "status");
  const list = element("ol", "site-search__results");
  list.id = "site-search-results";
  const more = element("a", "site-search__more");
  more.textContent = copy.allResults;
  more.hidden = true;

  panel.append(top, field, status, list, more);
  dialog.append(panel);
  document.body.append(dialog);

  connectSearch({ input, list, status, more, limit: dialogResultLimit }, copy);

  let returnFocus: HTMLElement | null = null;
  const giveFocusBack = () => {
    if (document.activeElement === document.body || dialog.contains(document.activeElement)) returnFocus?.focus();
  };
  // Closed by its own button, its backdrop or Escape, the dialog gives the focus back at once: until
  // then it stays in the closed dialog's search box, where a key pressed next ("/", Ctrl+K) would count
  // as typing in a field and be lost.
  const closeDialog = () => {
    dialog.close();
    giveFocusBack();
  };
  close.addEventListener("click", closeDialog);
  // The panel fills the dialog, so only a click on the backdrop lands on the dialog itself.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) closeDialog();
  });
  // Closed otherwise (a phone's back gesture), the close event comes a task later: a visitor who has
  // already moved on (a click into a field, typing there) keeps the focus they chose.
  dialog.addEventListener("close", giveFocusBack);
  dialog.addEventListener("keydown", (event) => {
    if (moveThroughResults(event, input, list)) return;
    if (event.key === "Escape") {
      // Closes at once: in a search box a browser's own Escape would first empty the box.
      event.preventDefault();
      closeDialog();
    } else if (event.key === "Enter" && event.target === input) {
      event.preventDefault();
      list.querySelector("a")?.click();
    } else if (event.target !== input && event.target instanceof HTMLAnchorElement && typesText(event)) {
      input.focus();
    }
  });
  // Leaving for a result: focus belongs to the page it opens (or the section it scrolls to).
  panel.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("a")) return;
    // A result opened in another tab or window leaves the search open here.
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    returnFocus = null;
    dialog.close();
  });

  return {
    open() {
      if (dialog.open) return;
      const focused = document.activeElement;
      returnFocus = focused instanceof HTMLElement && focused !== document.body ? focused : searchButton;
      dialog.showModal();
      input.select();
      // Fetch Pagefind and the index's entry while the visitor types the first word.
      loadPagefind().catch(() => undefined);
    },
  };
}
