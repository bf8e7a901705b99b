/**
 * The Insights feeds as built (RSS 2.0, Atom 1.0, JSON Feed 1.1): what their specifications
 * require, each article once, newest first, and every link in them leading to a page of the build.
 * The media types they are served with are checked in tests/integration/serving.test.ts.
 */
import { describe, expect, it } from "vitest";
import { builtFile } from "../support/built-page";
import { unresolvedLinks } from "../support/built-links";
import { absolute, articlePaths, authorNames, feeds, lastChanged, newestFirst, paths } from "../support/insights-content";
import { pagePath, site } from "../support/built-site";
import { parseXmlFeed } from "../support/xml-feed";

const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const sameDay = (timestamp: string | null, day: string) => new Date(timestamp ?? "").toISOString().slice(0, 10) === day;

describe("feeds", () => {
  it("RSS 2.0: a channel with title, link and description, and each article once with its guid and RFC 822 date", () => {
    const feed = parseXmlFeed(builtFile(feeds.rss).toString("utf8"), "rss");
    expect(feed.error, "well-formed XML").toBe(false);
    expect([feed.root, feed.identity]).toEqual(["rss", "2.0"]);
    expect(feed.fields.title, "the channel's title").toBeTruthy();
    expect(feed.fields.link, "the channel's link").toBe(absolute(pagePath("insights")));
    expect(feed.fields.description, "the channel's description").toBeTruthy();
    expect(
      feed.entries.map((entry) => entry.link),
      "the articles, newest first",
    ).toEqual(articlePaths.map(absolute));
    expect(new Set(feed.entries.map((entry) => entry.guid)).size, "one guid per article").toBe(newestFirst.length);
    for (const [position, article] of newestFirst.entries()) {
      const entry = feed.entries[position];
      expect(entry.title, `${article.slug}: title`).toBe(article.title);
      expect(entry.guid, `${article.slug}: guid`).toBe(absolute(paths.article(article.slug)));
      expect(entry.pubDate, `${article.slug}: pubDate`).toMatch(rfc822);
      expect(sameDay(entry.pubDate as string, article.published), `${article.slug}: pubDate's day`).toBe(true);
      expect(entry.description, `${article.slug}: description`).toBe(article.summary);
      expect(entry.creators, `${article.slug}: creators`).toEqual(authorNames(article));
    }
    expect(unresolvedLinks(feed.links, feeds.rss), "links that lead nowhere").toEqual([]);
  });

  it("Atom 1.0: the feed's id, updated and author, and each article with its id, updated and author", () => {
    const feed = parseXmlFeed(builtFile(feeds.atom).toString("utf8"), "atom");
    expect(feed.error, "well-formed XML").toBe(false);
    expect([feed.root, feed.identity]).toEqual(["feed", "http://www.w3.org/2005/Atom"]);
    expect(feed.fields.id, "the feed's id").toBeTruthy();
    expect(feed.fields.title, "the feed's title").toBeTruthy();
    expect(feed.fields.author, "the feed's author").toBe(site.corporationName);
    expect(feed.fields.updated, "the feed's updated").toMatch(rfc3339);
    const newest = newestFirst.map(lastChanged).sort().at(-1)!;
    expect(sameDay(feed.fields.updated, newest), "the feed was updated when its newest article changed").toBe(true);
    expect(new Set(feed.entries.map((entry) => entry.id)).size, "one id per article").toBe(newestFirst.length);
    for (const [position, article] of newestFirst.entries()) {
      const entry = feed.entries[position];
      expect(entry.id, `${article.slug}: id`).toBe(absolute(paths.article(article.slug)));
      expect(entry.link, `${article.slug}: link`).toBe(absolute(paths.article(article.slug)));
      expect(entry.title, `${article.slug}: title`).toBe(article.title);
      expect(entry.updated, `${article.slug}: updated`).toMatch(rfc3339);
      expect(sameDay(entry.updated as string, lastChanged(article)), `${article.slug}: updated's day`).toBe(true);
      expect(sameDay(entry.published as string, article.published), `${article.slug}: published's day`).toBe(true);
      expect(entry.authors, `${article.slug}: authors`).toEqual(authorNames(article));
    }
    expect(unresolvedLinks(feed.links, feeds.atom), "links that lead nowhere").toEqual([]);
  });

  it("JSON Feed 1.1: its version, and each article with its id, dates and authors", () => {
    const feed = JSON.parse(builtFile(feeds.json).toString("utf8"));
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title, "the feed's title").toBeTruthy();
    expect(feed.home_page_url).toBe(absolute(pagePath("insights")));
    expect(feed.feed_url).toBe(absolute(feeds.json));
    const items = feed.items as Record<string, unknown>[];
    expect(
      items.map((item) => item.id),
      "the articles, newest first",
    ).toEqual(articlePaths.map(absolute));
    for (const [position, article] of newestFirst.entries()) {
      const item = items[position];
      expect(typeof item.id, `${article.slug}: id`).toBe("string");
      expect(item.url, `${article.slug}: url`).toBe(absolute(paths.article(article.slug)));
      expect(item.title, `${article.slug}: title`).toBe(article.title);
      expect(item.summary, `${article.slug}: summary`).toBe(article.summary);
      expect(item.date_published, `${article.slug}: date_published`).toMatch(rfc3339);
      expect(sameDay(item.date_published as string, article.published), `${article.slug}: published`).toBe(true);
      expect(sameDay(item.date_modified as string, lastChanged(article)), `${article.slug}: modified`).toBe(true);
      expect(
        (item.authors as { name: string }[]).map((author) => author.name),
        `${article.slug}: authors`,
      ).toEqual(authorNames(article));
    }
    const contentLinks = items.flatMap((item) =>
      [...String(item.content_html).matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
    );
    const links = [
      feed.home_page_url,
      feed.feed_url,
      ...items.map((item) => item.url as string),
      ...items.flatMap((item) => (item.authors as { url: string }[]).map((author) => author.url)),
      ...contentLinks,
    ];
    expect(unresolvedLinks(links, feeds.json), "links that lead nowhere").toEqual([]);
  });
});
