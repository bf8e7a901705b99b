/** A run of an excerpt's text, and whether it is one of the words searched for. */
export type ExcerptPart = { text: string; marked: boolean };

const mark = /<mark>([\s\S]*?)<\/mark>/g;

/** Pagefind escapes these two in the page text before it wraps the words found in `<mark>`. */
function unescapeText(text: string): string {
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">");
}

/**
 * A Pagefind excerpt (page text with `<` and `>` escaped, the words found wrapped in `<mark>`) as
 * plain runs of text, so the page builds text nodes and `<mark>` elements from it and never parses
 * it as HTML: nothing in an excerpt can become markup, whatever the page said.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (text) parts.push({ text: unescapeText(text), marked });
  };
  let end = 0;
  for (const match of excerpt.matchAll(mark)) {
    push(excerpt.slice(end, match.index), false);
    push(match[1], true);
    end = match.index + match[0].length;
  }
  push(excerpt.slice(end), false);
  return parts;
}
