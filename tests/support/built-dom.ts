/**
 * Finding things in a built page (tests/support/built-page.ts) the way a visitor names them,
 * with plain DOM: Testing Library's role queries cost about a quarter of a second each in jsdom.
 * Names follow the accessible-name rules the pages use: aria-labelledby, then aria-label, then
 * the text a screen reader would read (aria-hidden parts left out, images by their alt text).
 */

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a screen reader reads for an element's content, without its aria-hidden parts. */
function readableText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? "";
  if (node.nodeType !== node.ELEMENT_NODE) return "";
  const element = node as Element;
  if (element.getAttribute("aria-hidden") === "true") return "";
  if (element.localName === "img") return element.getAttribute("alt") ?? "";
  return [...element.childNodes].map(readableText).join("");
}

/** An element's accessible name. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const labels = labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id));
    return normalized(labels.map((label) => (label ? readableText(label) : "")).join(" "));
  }
  const label = element.getAttribute("aria-label");
  if (label) return normalized(label);
  return normalized(readableText(element));
}

/**
 * The elements matching `selector` in `scope` named `name`: as Playwright's role queries match,
 * the whole name exactly with `exact`, else any part of it, ignoring case.
 */
export function allNamed(scope: ParentNode, selector: string, name: string, { exact = false } = {}): Element[] {
  const wanted = normalized(name);
  return [...scope.querySelectorAll(selector)].filter((element) => {
    const actual = accessibleName(element);
    return exact ? actual === wanted : actual.toLowerCase().includes(wanted.toLowerCase());
  });
}

/** The first element matching `selector` named `name` (see `allNamed`), or undefined. */
export function named(scope: ParentNode, selector: string, name: string, options?: { exact?: boolean }) {
  return allNamed(scope, selector, name, options)[0];
}

/**
 * The address of the link named `name` in `scope` (see `allNamed`: the whole name with `exact`,
 * else a link whose name contains it, beside an icon's text); undefined when there is no such link.
 */
export function hrefOf(scope: ParentNode | null | undefined, name: string, options?: { exact?: boolean }) {
  return scope ? named(scope, "a[href]", name, options)?.getAttribute("href") : undefined;
}

/** An element's text content with its white space collapsed, as it reads. */
export function textOf(element: Element | null | undefined): string {
  return normalized(element?.textContent ?? "");
}

const blockElements = new Set(
  "address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li main nav ol p pre section table td th tr ul".split(
    " ",
  ),
);

/** An element's words as a browser lays them out (its innerText): block elements break words apart. */
export function wordsOf(element: Element): string[] {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) parts.push(node.textContent ?? "");
    const block = node.nodeType === node.ELEMENT_NODE && blockElements.has((node as Element).localName);
    if (block) parts.push(" ");
    node.childNodes.forEach(walk);
    if (block) parts.push(" ");
  };
  walk(element);
  return parts.join("").split(/\s+/).filter(Boolean);
}

/**
 * The elements in `scope` whose whole text is `text` (Playwright's `getByText(text, { exact: true })`),
 * found from the text nodes up, since reading every element's text is slow in jsdom.
 */
export function withText(scope: Element | Document, text: string): Element[] {
  const wanted = normalized(text);
  const found = new Set<Element>();
  const document = scope.ownerDocument ?? (scope as Document);
  const walker = document.createTreeWalker(scope, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const piece = normalized(node.textContent ?? "");
    if (!piece || !wanted.includes(piece)) continue;
    for (let element = node.parentElement; element && scope.contains(element); element = element.parentElement) {
      const whole = textOf(element);
      if (whole === wanted) found.add(element);
      if (whole.length > wanted.length) break;
    }
  }
  return [...found];
}

/** Whether the page's HTML shows an element: it is there and nothing around it hides it. */
export function isShown(element: Element | null | undefined): element is Element {
  return !!element && !element.closest("[hidden], [aria-hidden='true'], template, noscript");
}
