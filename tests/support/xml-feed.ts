/**
 * Reads an RSS 2.0 or Atom 1.0 feed with an XML parser (jsdom's DOMParser, which reports a
 * malformed document as `<parsererror>` as browsers do), for the fields their specifications require.
 */
import { JSDOM } from "jsdom";

export type ParsedFeed = {
  error: boolean;
  root: string;
  /** RSS: the version attribute; Atom: the namespace. */
  identity: string | null;
  fields: Record<string, string | null>;
  entries: Record<string, string | string[] | null>[];
  /** Every address the feed names, its entries' content included: read when asked, as parsing each entry's HTML is most of a feed's reading. */
  readonly links: string[];
};

const { DOMParser } = new JSDOM("").window;
const atom = "http://www.w3.org/2005/Atom";
const dc = "http://purl.org/dc/elements/1.1/";
const contentModule = "http://purl.org/rss/1.0/modules/content/";

/** The text of `parent`'s own child `name` (in namespace `ns`, or in none). */
function text(parent: Element | null | undefined, name: string, ns?: string) {
  const element = ns
    ? Array.from(parent?.getElementsByTagNameNS(ns, name) ?? []).find((child) => child.parentElement === parent)
    : Array.from(parent?.children ?? []).find((child) => child.localName === name && child.namespaceURI === null);
  return element?.textContent?.trim() ?? null;
}

const htmlLinks = (html: string | null | undefined) =>
  Array.from(new DOMParser().parseFromString(html ?? "", "text/html").querySelectorAll("a[href]")).map((link) =>
    link.getAttribute("href")!,
  );

function rss(document: Document): ParsedFeed {
  const root = document.documentElement;
  const channel = root.querySelector(":scope > channel");
  const entries = Array.from(channel?.querySelectorAll(":scope > item") ?? []).map((item) => ({
    title: text(item, "title"),
    link: text(item, "link"),
    guid: text(item, "guid"),
    pubDate: text(item, "pubDate"),
    description: text(item, "description"),
    creators: Array.from(item.getElementsByTagNameNS(dc, "creator")).map((creator) => creator.textContent!),
    content: item.getElementsByTagNameNS(contentModule, "encoded")[0]?.textContent ?? null,
  }));
  return {
    error: document.querySelector("parsererror") !== null,
    root: root.localName,
    identity: root.getAttribute("version"),
    fields: { title: text(channel, "title"), link: text(channel, "link"), description: text(channel, "description") },
    entries,
    get links() {
      return [
        text(channel, "link") ?? "",
        ...entries.flatMap((entry) => [entry.link ?? "", ...htmlLinks(entry.content)]),
      ];
    },
  };
}

function atomFeed(document: Document): ParsedFeed {
  const root = document.documentElement;
  const entries = Array.from(root.getElementsByTagNameNS(atom, "entry")).map((entry) => ({
    id: text(entry, "id", atom),
    title: text(entry, "title", atom),
    updated: text(entry, "updated", atom),
    published: text(entry, "published", atom),
    link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href") ?? null,
    authors: Array.from(entry.getElementsByTagNameNS(atom, "author")).map((author) => text(author, "name", atom)!),
    authorLinks: Array.from(entry.getElementsByTagNameNS(atom, "author")).map((author) => text(author, "uri", atom)!),
    content: text(entry, "content", atom),
  }));
  const feedAuthor = Array.from(root.getElementsByTagNameNS(atom, "author")).find(
    (author) => author.parentElement === root,
  );
  return {
    error: document.querySelector("parsererror") !== null,
    root: root.localName,
    identity: root.namespaceURI,
    fields: {
      id: text(root, "id", atom),
      title: text(root, "title", atom),
      updated: text(root, "updated", atom),
      author: text(feedAuthor, "name", atom),
    },
    entries,
    get links() {
      return [
        ...Array.from(root.getElementsByTagNameNS(atom, "link")).map((link) => link.getAttribute("href") ?? ""),
        ...Array.from(root.getElementsByTagNameNS(atom, "category")).map(
          (category) => category.getAttribute("scheme") ?? "",
        ),
        ...entries.flatMap((entry) => [...entry.authorLinks, ...htmlLinks(entry.content)]),
      ];
    },
  };
}

/** Parses a feed and reads the fields its specification requires. */
export function parseXmlFeed(xml: string, kind: "rss" | "atom"): ParsedFeed {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  return kind === "rss" ? rss(document) : atomFeed(document);
}
