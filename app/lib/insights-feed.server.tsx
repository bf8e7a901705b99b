import { Feed, type Item } from "feed";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleBody } from "~/components/insights/article-body";
import { PictureOrigin } from "~/components/ui/picture";
import { site } from "~/config/site";
import type { ProseBlock, ProseDocument, RichText } from "~/content/schema/prose";
import pageMetas from "~content/site/page-meta";
import { EditionBody } from "~/components/newsletter/edition-body";
import { type ArchivedEdition, newsletterArchivePaths } from "~/newsletter/archive-contract";
import newsletter from "~content/forms/newsletter";
import { feedPaths, lastModifiedOf, resourcePaths, type FeedFormat } from "~/route-table";
import { articles, authorsOf, insightsPath, topicsOf, type Article } from "./insights-articles";
import { singleFile } from "./pictures";
import { cdataText, closeCdataBreaks, htmlEscaped, xmlSafeText } from "./feed-text";
import { fullTitle } from "./seo";
import { absoluteUrl, routeTable } from "./site-routes";

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the `feed` package writes 1.0. */
const jsonFeedVersion = "https://jsonfeed.org/version/1.1";
const language = "en-US";
const publisher = { name: site.corporationName, link: absoluteUrl("/") };
/** CSS pixels: about the column a feed reader gives a picture (the cover's file is chosen for twice it, for sharp screens). */
const feedColumnWidth = 552;

/** A link that works outside the site: a path or an anchor of the article made absolute. */
function absoluteText(text: RichText, articleUrl: string): RichText {
  return text.map((part) => {
    if (part.kind !== "link" || part.external) return part;
    if (part.href.startsWith("/")) return { ...part, href: absoluteUrl(part.href) };
    if (part.href.startsWith("#")) return { ...part, href: `${articleUrl}${part.href}` };
    return part;
  });
}

function absoluteBlock(block: ProseBlock, articleUrl: string): ProseBlock {
  switch (block.type) {
    case "paragraph":
    case "quote":
    case "callout":
      return { ...block, text: absoluteText(block.text, articleUrl) };
    case "list":
      return {
        ...block,
        items: block.items.map((entry) => ({ ...entry, text: absoluteText(entry.text, articleUrl) })),
      };
    default:
      return block;
  }
}

/** Articles are built into the server: each one's feed text is rendered once, not on every feed request. */
const renderedArticles = new WeakMap<Article, string>();

/** The article's text as the feeds carry it: the page's own rendering, with links and pictures that work in a feed reader. */
function articleHtml(article: Article, articleUrl: string): string {
  const rendered = renderedArticles.get(article);
  if (rendered !== undefined) return rendered;
  const { lead, sections } = article.body;
  const body: ProseDocument = {
    lead: lead.map((block) => absoluteBlock(block, articleUrl)),
    sections: sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => absoluteBlock(block, articleUrl)),
    })),
  };
  const html = renderToStaticMarkup(
    <PictureOrigin value={new URL(site.origin).origin}>
      <ArticleBody body={body} />
    </PictureOrigin>,
  );
  renderedArticles.set(article, html);
  return html;
}

type Person = { name: string; link: string };

function authorsOfArticle(article: Article): Person[] {
  return authorsOf(article).map((author) => ({ name: author.name, link: absoluteUrl(author.href) }));
}

/**
 * How each format names the authors: Atom has <author>; RSS 2.0's <author> is an e-mail address,
 * so people go in Dublin Core's <dc:creator> (whose namespace the package declares along with the
 * article text's content:encoded); JSON Feed 1.1 lists `authors`, which `jsonFeed` adds.
 */
function authorFields(article: Article, format: FeedFormat): Pick<Item, "author" | "extensions"> {
  const authors = authorsOfArticle(article);
  if (format === "atom") return { author: authors };
  if (format === "rss") {
    // The package writes `objects` as the element (xml-js's compact form), where a list repeats it.
    const creators: unknown = authors.map((author) => ({ _text: author.name }));
    return { extensions: [{ name: "dc:creator", objects: creators as Record<string, unknown> }] };
  }
  return {};
}

/** A feed reader's column is about as wide as an e-mail's: the cover's file for that, with its media type and bytes (RSS's enclosure needs both). */
function feedImage(cover: NonNullable<Article["cover"]>): Item["image"] {
  const file = singleFile(cover, feedColumnWidth);
  return { url: absoluteUrl(file.src), type: file.type, length: file.bytes };
}

function item(article: Article, format: FeedFormat): Item {
  const url = absoluteUrl(insightsPath.article(article.slug));
  return {
    // The canonical URL is the article's id: it stays as long as the article keeps its address.
    id: url,
    link: url,
    title: article.title,
    description: article.summary,
    content: articleHtml(article, url),
    date: new Date(lastModifiedOf(article)),
    published: new Date(article.published),
    category: topicsOf(article).map((topic) => ({
      name: topic.title,
      term: topic.slug,
      scheme: absoluteUrl(insightsPath.topic(topic.slug)),
    })),
    image: article.cover ? feedImage(article.cover) : undefined,
    ...authorFields(article, format),
  };
}

/** An edition of the newsletter sent, as its archive page shows it (app/routes/newsletter/edition.tsx). */
function editionItem(edition: ArchivedEdition): Item {
  const url = absoluteUrl(newsletterArchivePaths.edition(edition.number));
  const sent = new Date(edition.sentAt);
  return {
    id: url,
    link: url,
    title: `${edition.subject} (${newsletter.pages.archive.edition} ${edition.number})`,
    description: edition.articles.map((article) => article.title).join(" · "),
    content: renderToStaticMarkup(<EditionBody edition={edition} />),
    date: sent,
    published: sent,
    author: [publisher],
  };
}

/**
 * An item's text as its format carries it: nothing XML forbids, in every format; in RSS and Atom,
 * CDATA that no `]]>` can end early, and plain text escaped where the element holds HTML (Atom's
 * title and summary say `type="html"`, RSS's description is read as HTML), so a subject is never markup.
 */
function itemText(entry: Item, format: FeedFormat): Item {
  const text = (value: string | undefined, isHtml: boolean) => {
    if (value === undefined) return undefined;
    if (format === "json") return xmlSafeText(value);
    return cdataText(isHtml ? htmlEscaped(value) : value);
  };
  return {
    ...entry,
    title: text(entry.title, format === "atom")!,
    description: text(entry.description, true),
    content: text(entry.content, false),
  };
}

function insightsFeed(format: FeedFormat, editions: ArchivedEdition[]): Feed {
  const home = absoluteUrl(insightsPath.list());
  const paths = feedPaths(routeTable);
  const newest = [...articles.map(lastModifiedOf), ...editions.map((edition) => edition.sentAt)].sort().at(-1);
  const feed = new Feed({
    id: home,
    title: fullTitle(pageMetas.insights.title),
    description: pageMetas.insights.description,
    link: home,
    language,
    // The newest change, not the build's clock: every build of the same content writes the same feeds.
    updated: newest ? new Date(newest) : undefined,
    feedLinks: { rss: absoluteUrl(paths.rss), atom: absoluteUrl(paths.atom), json: absoluteUrl(paths.json) },
    author: publisher,
    image: absoluteUrl(resourcePaths.icon512),
    favicon: absoluteUrl(resourcePaths.faviconIco),
  });
  for (const article of articles) feed.addItem(itemText(item(article, format), format));
  for (const edition of editions) feed.addItem(itemText(editionItem(edition), format));
  return feed;
}

const toJsonAuthor = (person: Person) => ({ name: person.name, url: person.link });

/** JSON Feed 1.1 from the package's 1.0: the new version, `language`, and `authors` lists. */
function jsonFeed(editions: ArchivedEdition[]): string {
  const {
    author: _publisher,
    items,
    ...feed
  } = JSON.parse(insightsFeed("json", editions).json1()) as {
    author?: unknown;
    items: Record<string, unknown>[];
  };
  return JSON.stringify(
    {
      ...feed,
      version: jsonFeedVersion,
      language,
      authors: [toJsonAuthor(publisher)],
      // The package writes the items in the order they were added: the articles, then the editions (by the publisher).
      items: items.map((entry, index) => ({
        ...entry,
        authors:
          index < articles.length ? authorsOfArticle(articles[index]).map(toJsonAuthor) : [toJsonAuthor(publisher)],
      })),
    },
    null,
    2,
  );
}

/**
 * The body of one feed: RSS 2.0, Atom 1.0 or JSON Feed 1.1, from the same articles, and the newsletter's
 * editions sent (the server's answer has them; the build, without a database, has none).
 */
export function feedBody(format: FeedFormat, editions: ArchivedEdition[] = []): string {
  switch (format) {
    case "rss":
      return closeCdataBreaks(insightsFeed("rss", editions).rss2());
    case "atom":
      return closeCdataBreaks(insightsFeed("atom", editions).atom1());
    case "json":
      return jsonFeed(editions);
  }
}
