/**
 * Insights as a publication (docs/product.md#insights), as built: every article and topic page is
 * pre-rendered with its canonical URL and listed in the sitemap; an article shows its text, authors,
 * topics and neighbours and describes itself to search engines; every page names the feeds; and a
 * reader without JavaScript goes from Insights to a topic and on to an article through plain links.
 * The feeds are in tests/build/insights-feeds.test.ts; the server's answers (200, 404, media types)
 * in tests/integration/serving.test.ts. Copy and articles are read from the content files.
 */
import { describe, expect, it } from "vitest";
import { named, textOf, withText, wordsOf } from "../support/built-dom";
import { unresolvedLinks } from "../support/built-links";
import { builtFile, builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import {
  absolute,
  articlePaths,
  author,
  authorNames,
  feeds,
  lastChanged,
  newestFirst,
  paths,
  topicNamed,
  topicPaths,
  topicsWithArticles,
} from "../support/insights-content";
import { contentPages, pagePath, routeTable, site } from "../support/built-site";
import { feedFormats, feedMediaTypes, resourcePaths } from "~/route-table";

const { articlePage, articleList, topicPage } = content("pages/insights");

/** The cards of an Insights list (the Insights page, a topic page). */
const articleCards = (page: Document) => [...page.querySelectorAll(`#${articleList.section.id} ul.grid > li`)];
const cardTitles = (page: Document) => articleCards(page).map((card) => textOf(card.querySelector("h3")));

describe("every article and topic page", () => {
  it("is listed from the content: five launch articles and a page for each topic they name", () => {
    expect(newestFirst.length).toBeGreaterThanOrEqual(5);
    expect(contentPages.map((page) => page.path)).toEqual(expect.arrayContaining([...articlePaths, ...topicPaths]));
  });

  for (const pagePath of [...articlePaths, ...topicPaths]) {
    it(`${pagePath} is pre-rendered with its canonical URL, a headline and no island`, () => {
      expect(builtFilePath(pagePath), "pre-rendered").toBeDefined();
      const html = builtFile(pagePath).toString("utf8");
      expect(html, "its canonical URL").toContain(`<link rel="canonical" href="${absolute(pagePath)}"/>`);
      expect(html, "a headline").toMatch(/<h1[^>]*>[^<]*\S/);
      // So it loads the page script alone (tests/e2e/every-page.spec.ts checks that of a page without islands).
      expect(builtPage(pagePath).querySelectorAll("[data-island]"), "no island").toHaveLength(0);
    });
  }

  it("the sitemap lists each with the day its content last changed", () => {
    const sitemap = builtFile(resourcePaths.sitemap).toString("utf8");
    for (const article of newestFirst) {
      expect(sitemap, article.slug).toContain(
        `<url><loc>${absolute(paths.article(article.slug))}</loc><lastmod>${lastChanged(article)}</lastmod></url>`,
      );
    }
    for (const topic of topicsWithArticles) {
      const newest = newestFirst
        .filter((article) => article.topics.includes(topic.slug))
        .map(lastChanged)
        .sort()
        .at(-1);
      expect(sitemap, topic.slug).toContain(
        `<url><loc>${absolute(paths.topic(topic.slug))}</loc><lastmod>${newest}</lastmod></url>`,
      );
    }
  });
});

describe("an article page", () => {
  const article = newestFirst[Math.floor(newestFirst.length / 2)];
  const index = newestFirst.indexOf(article);
  const page = builtPage(paths.article(article.slug));

  it("shows its title, summary, dates, reading time and text", () => {
    expect(textOf(page.querySelector("h1")), "the title").toBe(article.title);
    expect(withText(page, article.summary), "the summary").not.toHaveLength(0);
    const days = [...page.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
    expect(days, "the day it was published").toContain(article.published);
    if (article.updated) expect(days, "the day it was updated").toContain(article.updated);
    const main = page.querySelector("main")!;
    for (const section of article.body.sections) {
      expect(named(main, "h2", section.title, { exact: true }), `the section "${section.title}"`).toBeDefined();
    }
    // The text around its sections: found by the first section's heading, as its class names are the build's own.
    const text = page.getElementById(article.body.sections[0].id)!.closest("section")!.parentElement!;
    const words = wordsOf(text).length;
    expect(words, "a substantive article").toBeGreaterThan(600);
    const readingTime = new RegExp(`^\\d+ ${articlePage.readingTime}$`);
    const stated = [...main.querySelectorAll("p, span")].map(textOf).find((text) => readingTime.test(text));
    const minutes = Number(stated?.split(" ")[0]);
    expect(minutes, "the reading time, at 300 words a minute or slower").toBeGreaterThanOrEqual(Math.ceil(words / 300));
    expect(minutes, "the reading time, at 200 words a minute or faster").toBeLessThanOrEqual(Math.ceil(words / 200));
  });

  it("names its authors, each linking to their card on the team page", () => {
    const authors = named(page, "ul, ol", articlePage.authorsTitle);
    expect(authors?.querySelectorAll(":scope > li"), "one entry per author").toHaveLength(article.authors.length);
    for (const slug of article.authors) {
      const member = author(slug);
      expect(named(authors!, "a[href]", member.name)?.getAttribute("href"), `${member.name}'s link`).toBe(
        `${pagePath("team")}#${slug}`,
      );
      expect(textOf(authors), `${member.name}'s title`).toContain(member.title);
    }
    const cards = article.authors.map((slug) => `${pagePath("team")}#${slug}`);
    expect(unresolvedLinks(cards, paths.article(article.slug)), "authors without a card").toEqual([]);
  });

  it("links to its topics", () => {
    const links = [...(named(page, "ul, ol", articlePage.topicsTitle)?.querySelectorAll("a[href]") ?? [])];
    expect(links.map(textOf), "its topics").toEqual(article.topics.map((slug) => topicNamed(slug).title));
    expect(
      links.map((link) => link.getAttribute("href")),
      "their pages",
    ).toEqual(article.topics.map((slug) => paths.topic(slug)));
  });

  it("links to the previous and next articles, and to up to three related ones sharing a topic", () => {
    const neighbours = named(page, "nav", articlePage.neighbours.label);
    for (const other of [newestFirst[index + 1], newestFirst[index - 1]]) {
      expect(named(neighbours!, "a[href]", other.title)?.getAttribute("href"), `the link to ${other.slug}`).toBe(
        paths.article(other.slug),
      );
    }
    const related = [...(page.getElementById(articlePage.related.id)?.querySelectorAll("h3 a[href]") ?? [])];
    expect(related.length, "related articles").toBeGreaterThan(0);
    expect(related.length, "related articles").toBeLessThanOrEqual(3);
    for (const href of related.map((link) => link.getAttribute("href"))) {
      const other = newestFirst.find((candidate) => paths.article(candidate.slug) === href)!;
      expect(other, `${href} is an article`).toBeDefined();
      expect(other.slug, "not the article itself").not.toBe(article.slug);
      expect(
        other.topics.some((topic) => article.topics.includes(topic)),
        `${href} shares a topic`,
      ).toBe(true);
    }
  });

  it("closes with a call to read the white paper and to request a demo", () => {
    const closing = named(page, "section", articlePage.closing.title);
    expect(closing?.querySelector(`a[href="${pagePath("white-paper")}"]`), "the white paper").not.toBeNull();
    expect(closing?.querySelector(`a[href="${pagePath("schedule-demo")}"]`), "the demo").not.toBeNull();
  });

  it("describes itself to search engines: summary, canonical URL, its own social image and Article JSON-LD", () => {
    const meta = (selector: string) => page.querySelector(`meta[${selector}]`)?.getAttribute("content");
    expect(meta('name="description"'), "description").toBe(article.summary);
    expect(meta('property="og:type"'), "og:type").toBe("article");
    const image = resourcePaths.articleSocialImage(article.slug);
    expect(meta('property="og:image"'), "og:image").toBe(absolute(image));
    expect(builtFile(image).subarray(1, 4).toString(), "the social image is a PNG").toBe("PNG");
    const graphs = [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    const jsonLd = graphs.find((graph) => graph["@type"] === "Article");
    expect(jsonLd, "Article JSON-LD").toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.summary,
      datePublished: article.published,
      dateModified: lastChanged(article),
      url: absolute(paths.article(article.slug)),
      publisher: { "@id": absolute("/#corporation"), name: site.corporationName },
    });
    expect(
      jsonLd.author.map((person: { name: string }) => person.name),
      "the JSON-LD's authors",
    ).toEqual(authorNames(article));
  });
});

describe("the Insights page", () => {
  const page = builtPage(pagePath("insights"));

  it("shows the featured white paper first, then every article, newest first", () => {
    const sections = [...page.querySelectorAll("main section[aria-labelledby]")].map((section) => section.id);
    expect(sections.indexOf("featured"), "the white paper before the articles").toBeLessThan(
      sections.indexOf(articleList.section.id),
    );
    expect(cardTitles(page), "every article, newest first").toEqual(newestFirst.map((article) => article.title));
    for (const [position, article] of newestFirst.entries()) {
      const card = articleCards(page)[position];
      expect(textOf(card), `${article.slug}: its summary`).toContain(article.summary);
      expect(card.querySelector("time")?.getAttribute("datetime"), `${article.slug}: its date`).toBe(article.published);
      expect(
        [...(named(card, "ul, ol", articlePage.topicsTitle)?.querySelectorAll("li") ?? [])].map(textOf),
        `${article.slug}: its topics`,
      ).toEqual(article.topics.map((slug) => topicNamed(slug).title));
    }
  });

  it("every page names the three feeds in its head", () => {
    for (const route of routeTable) {
      const alternates = [...builtPage(route.path).head.querySelectorAll('link[rel="alternate"][type][title][href]')];
      expect(
        alternates.map((link) => [link.getAttribute("type"), link.getAttribute("href")]),
        `${route.path} names the feeds`,
      ).toEqual(feedFormats.map((format) => [feedMediaTypes[format], feeds[format]]));
    }
  });
});

describe("topic pages without JavaScript", () => {
  it("a reader goes from Insights to a topic, sees only its articles, and opens one", () => {
    const topic = topicsWithArticles[0];
    const onTopic = newestFirst.filter((article) => article.topics.includes(topic.slug));
    const topicLink = (page: Document) => named(named(page, "nav", articleList.topicsLabel)!, "a[href]", topic.title);
    const href = topicLink(builtPage(pagePath("insights")))?.getAttribute("href");
    expect(href, "the Insights page links to the topic's page").toBe(paths.topic(topic.slug));

    const topicPagePath = href!;
    expect(builtFilePath(topicPagePath), "the topic's page is built").toBeDefined();
    const page = builtPage(topicPagePath);
    expect(textOf(page.querySelector("h1")), "the topic page's headline").toBe(topic.title);
    expect(withText(page, topicPage.eyebrow), "the topic page's eyebrow").not.toHaveLength(0);
    expect(textOf(page.querySelector("main")), "the topic's description").toContain(topic.description);
    expect(topicLink(page)?.getAttribute("aria-current"), "the topic marked current").toBe("page");
    expect(cardTitles(page), "only the topic's articles").toEqual(onTopic.map((article) => article.title));

    const first = articleCards(page)[0].querySelector("h3 a[href]")?.getAttribute("href");
    expect(first, "the first card links to its article").toBe(paths.article(onTopic[0].slug));
    expect(builtFilePath(first!), "the article's page is built").toBeDefined();
    expect(textOf(builtPage(first!).querySelector("h1")), "the article's headline").toBe(onTopic[0].title);
  });
});
