import searchCopy from "~content/site/search";
import { createSearchDialog } from "./search/dialog";
import { enhanceSearchPage } from "./search/search-page";
import styles from "./search/search.css?inline";

/**
 * The site search in the browser (docs/decisions/011-site-search.md). app/browser/page.js imports
 * this on the first search (the header's button, "/" or Ctrl+K) and on the search page, then sends
 * `site-search:open` for each opening of the dialog.
 *
 * Its styles come with it: the pages' inline stylesheet keeps only the rules of what a page already
 * contains (docs/decisions/008), and a page that never searches should not carry these.
 */
const sheet = new CSSStyleSheet();
sheet.replaceSync(styles);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

let dialog: ReturnType<typeof createSearchDialog> | undefined;

document.addEventListener("site-search:open", () => {
  dialog ??= createSearchDialog(searchCopy.dialog, document.querySelector("[data-search-src]"));
  dialog.open();
});

enhanceSearchPage(searchCopy);
