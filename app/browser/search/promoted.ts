/**
 * The Pagefind metadata field that holds the searches a page comes first for (`promoted` in
 * content/site/search.yaml). scripts/search-index.ts writes it; ./pagefind.ts weighs a match in it
 * as Pagefind weighs a match in a page's title (5), so that such a page comes before the pages
 * that only have the words in their title.
 */
export const promotedField = "promoted";

export const promotedWeight = 5;
