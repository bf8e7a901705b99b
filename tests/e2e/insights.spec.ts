import { existsSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { contentPages, pagePath, routeTable, site } from "../support/site";
import { feedFormats, feedMediaTypes, feedPaths, insightsPaths, resourcePaths } from "~/route-table";

/*
 * Insights as a publication (docs/product.md#insights): every article and topic page is routed,
 * pre-rendered, in the sitemap and in the three feeds; every link in them resolves; the feeds hold
 * what their specifications require, read by the browser's own XML parser; topic pages work
 * without JavaScript. Copy and articles are read from the content files.
 */

const insights = content("pages/insights");
const team = content("team");
const topics = content("topics");
const { articlePage, articleList, topicPage } = insights;

const newestFirst = [...content("articles")].sort(
  (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
);
const paths = insightsPaths(pagePath("insights"));
const feeds = feedPaths(routeTable);
const absolute = (href: string) => new URL(href, site.origin).href;
const topicNamed = (slug: string) => topics.find((topic) => topic.slug === slug)!;
const topicsWithArticles = topics.filter((topic) => newestFirst.some((article) => article.topics.includes(topic.slug)));
const articlePaths = newestFirst.map((article) => paths.article(article.slug));
const topicPaths = topicsWithArticles.map((topic) => paths.topic(topic.slug));
const main = (page: Page) => page.getByRole("main");

/** Requests every path on this site that `hrefs` name and checks it answers 200, with the anchor it names. */
async function expectLinksResolve(request: APIRequestContext, hrefs: string[], from: string) {
  const pages = new Map<string, string>();
  for (const href of new Set(hrefs.filter(Boolean))) {
    const url = new URL(href, new URL(from, site.origin));
    // Only this site's own pages can be fetched here; mail links and outside sites are not.
    if (url.origin !== new URL(site.origin).origin) continue;
    if (!pages.has(url.pathname)) {
      const response = await request.get(url.pathname);
      expect(response.status(), `${href} linked from ${from}`).toBe(200);
      pages.set(url.pathname, await response.text());
    }
    if (url.hash) {
      expect(pages.get(url.pathname), `${href} linked from ${from} has its anchor`).toContain(
        `id="${decodeURIComponent(url.hash.slice(1))}"`,
      );
    }
  }
}

test.describe("every article and topic page", () => {
  test("is listed from the content: five launch articles and a page for each topic they name", () => {
    expect(newestFirst.length).toBeGreaterThanOrEqual(5);
    expect(contentPages.map((page) => page.path)).toEqual(expect.arrayContaining([...articlePaths, ...topicPaths]));
  });

  for (const pagePath of [...articlePaths, ...topicPaths]) {
    test(`${pagePath} is pre-rendered and answers 200 with its canonical URL`, async ({ request }) => {
      const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
      expect(existsSync(path.join(buildDir, "client", pagePath, "index.html")), "pre-rendered").toBe(true);
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      expect(response.headers()["etag"], "served from the pre-rendered file").toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${absolute(pagePath)}"/>`);
      expect(html).toMatch(/<h1[^>]*>[^<]*\S/);
    });

    test(`${pagePath}: every link resolves, with the anchor it names`, async ({ page, request }) => {
      await page.goto(pagePath);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      await expectLinksResolve(request, hrefs, pagePath);
    });

    test(`${pagePath} loads no script beyond the page script`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const problems: string[] = [];
      page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
      await page.goto(pagePath, { waitUntil: "networkidle" });
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/page-[\w-]+\.js$/);
      await expect(page.locator("[data-island]")).toHaveCount(0);
      expect(problems, "no Content-Security-Policy violation or script error").toEqual([]);
    });

    for (const width of [375, 1280]) {
      test(`${pagePath}: axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }

  test("the sitemap lists each with the day its content last changed", async ({ request }) => {
    const sitemap = await (await request.get(resourcePaths.sitemap)).text();
    for (const article of newestFirst) {
      expect(sitemap).toContain(
        `<url><loc>${absolute(paths.article(article.slug))}</loc><lastmod>${article.updated ?? article.published}</lastmod></url>`,
      );
    }
    for (const topic of topicsWithArticles) {
      const newest = newestFirst
        .filter((article) => article.topics.includes(topic.slug))
        .map((article) => article.updated ?? article.published)
        .sort()
        .at(-1);
      expect(sitemap).toContain(
        `<url><loc>${absolute(paths.topic(topic.slug))}</loc><lastmod>${newest}</lastmod></url>`,
      );
    }
  });

  test("an unknown article, topic or page of a list answers 404 with the not-found page", async ({ page }) => {
    for (const missing of [
      paths.article("no-such-article"),
      paths.topic("no-such-topic"),
      `${paths.list()}/page/1`,
      paths.list(99),
      paths.topic(topicsWithArticles[0].slug, 2),
    ]) {
      const response = await page.goto(missing);
      expect(response?.status(), missing).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
    }
  });
});

test.describe("an article page", () => {
  const article = newestFirst[Math.floor(newestFirst.length / 2)];
  const index = newestFirst.indexOf(article);

  test.beforeEach(async ({ page }) => {
    await page.goto(paths.article(article.slug));
  });

  test("shows its title, summary, dates, reading time and text", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(article.summary, { exact: true })).toBeVisible();
    await expect(page.locator(`time[datetime="${article.published}"]`).first()).toBeVisible();
    if (article.updated) await expect(page.locator(`time[datetime="${article.updated}"]`).first()).toBeVisible();
    for (const section of article.body.sections) {
      await expect(main(page).getByRole("heading", { level: 2, name: section.title, exact: true })).toBeVisible();
    }
    const words = (await page.locator("article .prose-copy").innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, "a substantive article").toBeGreaterThan(600);
    const minutes = Number(
      (await page.getByText(new RegExp(`^\\d+ ${articlePage.readingTime}$`)).textContent())?.split(" ")[0],
    );
    expect(minutes).toBeGreaterThanOrEqual(Math.ceil(words / 300));
    expect(minutes).toBeLessThanOrEqual(Math.ceil(words / 200));
  });

  test("names its authors, each linking to their card on the team page", async ({ page, request }) => {
    const authors = page.getByRole("list", { name: articlePage.authorsTitle });
    await expect(authors.getByRole("listitem")).toHaveCount(article.authors.length);
    for (const slug of article.authors) {
      const member = team.find((person) => person.slug === slug)!;
      await expect(authors.getByRole("link", { name: member.name })).toHaveAttribute(
        "href",
        `${pagePath("team")}#${slug}`,
      );
      await expect(authors.getByText(member.title)).toBeVisible();
    }
    await expectLinksResolve(
      request,
      article.authors.map((slug) => `${pagePath("team")}#${slug}`),
      paths.article(article.slug),
    );
  });

  test("links to its topics", async ({ page }) => {
    const links = page.getByRole("list", { name: articlePage.topicsTitle }).first().getByRole("link");
    await expect(links).toHaveText(article.topics.map((slug) => topicNamed(slug).title));
    for (const slug of article.topics) {
      await expect(links.filter({ hasText: topicNamed(slug).title })).toHaveAttribute("href", paths.topic(slug));
    }
  });

  test("links to the previous and next articles, and to up to three related ones sharing a topic", async ({ page }) => {
    const neighbours = page.getByRole("navigation", { name: articlePage.neighbours.label });
    await expect(neighbours.getByRole("link", { name: newestFirst[index + 1].title })).toHaveAttribute(
      "href",
      paths.article(newestFirst[index + 1].slug),
    );
    await expect(neighbours.getByRole("link", { name: newestFirst[index - 1].title })).toHaveAttribute(
      "href",
      paths.article(newestFirst[index - 1].slug),
    );
    const related = page.locator(`#${articlePage.related.id}`).getByRole("heading", { level: 3 }).getByRole("link");
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      const other = newestFirst.find((candidate) => paths.article(candidate.slug) === href)!;
      expect(other.slug).not.toBe(article.slug);
      expect(
        other.topics.some((topic) => article.topics.includes(topic)),
        `${href} shares a topic`,
      ).toBe(true);
    }
  });

  test("closes with a call to read the white paper and to request a demo", async ({ page }) => {
    const closing = page.getByRole("region", { name: articlePage.closing.title });
    await expect(closing.locator(`a[href="${pagePath("white-paper")}"]`)).toBeVisible();
    await expect(closing.locator(`a[href="${pagePath("schedule-demo")}"]`)).toBeVisible();
  });

  test("describes itself to search engines: summary, canonical URL, its own social image and Article JSON-LD", async ({
    page,
    request,
  }) => {
    const url = absolute(paths.article(article.slug));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", article.summary);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const image = absolute(resourcePaths.articleSocialImage(article.slug));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image);
    const png = await request.get(new URL(image).pathname);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const jsonLd = graphs.find((graph) => graph["@type"] === "Article");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.summary,
      datePublished: article.published,
      dateModified: article.updated ?? article.published,
      url,
      publisher: { "@id": absolute("/#corporation") },
    });
    expect(jsonLd.author.map((author: { name: string }) => author.name)).toEqual(
      article.authors.map((slug) => team.find((person) => person.slug === slug)!.name),
    );
  });
});

test.describe("the Insights page", () => {
  test("shows the featured white paper first, then every article, newest first", async ({ page }) => {
    await page.goto(pagePath("insights"));
    const sections = await main(page)
      .locator("section[aria-labelledby]")
      .evaluateAll((elements) => elements.map((element) => element.id));
    expect(sections.indexOf("featured")).toBeLessThan(sections.indexOf(articleList.section.id));
    const cards = page.locator(`#${articleList.section.id} ul.grid > li`);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((article) => article.title));
    for (const [position, article] of newestFirst.entries()) {
      const card = cards.nth(position);
      await expect(card.getByText(article.summary)).toBeVisible();
      await expect(card.locator("time")).toHaveAttribute("datetime", article.published);
      await expect(card.getByRole("list", { name: articlePage.topicsTitle }).getByRole("listitem")).toHaveText(
        article.topics.map((slug) => topicNamed(slug).title),
      );
    }
  });

  test("every page names the three feeds in its head", async ({ request }) => {
    for (const route of routeTable) {
      const html = await (await request.get(route.path)).text();
      const alternates = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)"\/>/g)];
      expect(
        alternates.map(([, type, href]) => [type, href]),
        `${route.path} names the feeds`,
      ).toEqual(feedFormats.map((format) => [feedMediaTypes[format], feeds[format]]));
    }
  });
});

test.describe("topic pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reader goes from Insights to a topic, sees only its articles, and opens one", async ({ page }) => {
    const topic = topicsWithArticles[0];
    const onTopic = newestFirst.filter((article) => article.topics.includes(topic.slug));
    await page.goto(pagePath("insights"));
    await page
      .getByRole("navigation", { name: articleList.topicsLabel })
      .getByRole("link", { name: topic.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.topic(topic.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title);
    await expect(page.getByText(topicPage.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByText(topic.description)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: articleList.topicsLabel }).getByRole("link", { name: topic.title }),
    ).toHaveAttribute("aria-current", "page");
    const titles = page.locator(`#${articleList.section.id} ul.grid > li`).getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(onTopic.map((article) => article.title));
    await titles.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${paths.article(onTopic[0].slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(onTopic[0].title);
  });
});

type ParsedFeed = {
  error: boolean;
  root: string;
  /** RSS: the version attribute; Atom: the namespace. */
  identity: string | null;
  fields: Record<string, string | null>;
  entries: Record<string, string | string[] | null>[];
  links: string[];
};

/** Parses a feed with the browser's XML parser (DOMParser) and reads the fields its specification requires. */
async function parseXmlFeed(page: Page, xml: string, kind: "rss" | "atom"): Promise<ParsedFeed> {
  return page.evaluate(
    ({ xml, kind }): ParsedFeed => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const root = document.documentElement;
      const atom = "http://www.w3.org/2005/Atom";
      const dc = "http://purl.org/dc/elements/1.1/";
      const text = (parent: Element | null, name: string, ns?: string) => {
        const element = ns
          ? Array.from(parent?.getElementsByTagNameNS(ns, name) ?? []).find((child) => child.parentElement === parent)
          : Array.from(parent?.children ?? []).find((child) => child.localName === name && child.namespaceURI === null);
        return element?.textContent?.trim() ?? null;
      };
      const htmlLinks = (html: string | null) =>
        Array.from(new DOMParser().parseFromString(html ?? "", "text/html").querySelectorAll("a[href]")).map((link) =>
          link.getAttribute("href")!,
        );
      if (kind === "rss") {
        const channel = root.querySelector(":scope > channel");
        const items = Array.from(channel?.querySelectorAll(":scope > item") ?? []);
        const entries = items.map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          guid: text(item, "guid"),
          pubDate: text(item, "pubDate"),
          description: text(item, "description"),
          creators: Array.from(item.getElementsByTagNameNS(dc, "creator")).map((creator) => creator.textContent!),
          content:
            item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? null,
        }));
        return {
          error: document.querySelector("parsererror") !== null,
          root: root.localName,
          identity: root.getAttribute("version"),
          fields: {
            title: text(channel, "title"),
            link: text(channel, "link"),
            description: text(channel, "description"),
          },
          entries,
          links: [
            text(channel, "link") ?? "",
            ...entries.flatMap((entry) => [entry.link ?? "", ...htmlLinks(entry.content)]),
          ],
        };
      }
      const entries = Array.from(root.getElementsByTagNameNS(atom, "entry")).map((entry) => ({
        id: text(entry, "id", atom),
        title: text(entry, "title", atom),
        updated: text(entry, "updated", atom),
        published: text(entry, "published", atom),
        link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href") ?? null,
        authors: Array.from(entry.getElementsByTagNameNS(atom, "author")).map((author) => text(author, "name", atom)!),
        authorLinks: Array.from(entry.getElementsByTagNameNS(atom, "author")).map((author) =>
          text(author, "uri", atom)!,
        ),
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
          author: text(feedAuthor ?? null, "name", atom),
        },
        entries,
        links: [
          ...Array.from(root.getElementsByTagNameNS(atom, "link")).map((link) => link.getAttribute("href") ?? ""),
          ...Array.from(root.getElementsByTagNameNS(atom, "category")).map(
            (category) => category.getAttribute("scheme") ?? "",
          ),
          ...entries.flatMap((entry) => [...entry.authorLinks, ...htmlLinks(entry.content)]),
        ],
      };
    },
    { xml, kind },
  );
}

const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const sameDay = (timestamp: string | null, day: string) => new Date(timestamp ?? "").toISOString().slice(0, 10) === day;

test.describe("feeds", () => {
  test("are served with their media types", async ({ request }) => {
    for (const format of feedFormats) {
      const response = await request.get(feeds[format]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`${feedMediaTypes[format]}; charset=utf-8`);
    }
  });

  test("RSS 2.0: a channel with title, link and description, and each article once with its guid and RFC 822 date", async ({
    page,
    request,
  }) => {
    const feed = await parseXmlFeed(page, await (await request.get(feeds.rss)).text(), "rss");
    expect(feed.error).toBe(false);
    expect([feed.root, feed.identity]).toEqual(["rss", "2.0"]);
    expect(feed.fields.title).toBeTruthy();
    expect(feed.fields.link).toBe(absolute(pagePath("insights")));
    expect(feed.fields.description).toBeTruthy();
    expect(feed.entries.map((entry) => entry.link)).toEqual(articlePaths.map(absolute));
    expect(new Set(feed.entries.map((entry) => entry.guid)).size).toBe(newestFirst.length);
    for (const [position, article] of newestFirst.entries()) {
      const entry = feed.entries[position];
      expect(entry.title).toBe(article.title);
      expect(entry.guid).toBe(absolute(paths.article(article.slug)));
      expect(entry.pubDate).toMatch(rfc822);
      expect(sameDay(entry.pubDate as string, article.published)).toBe(true);
      expect(entry.description).toBe(article.summary);
      expect(entry.creators).toEqual(article.authors.map((slug) => team.find((person) => person.slug === slug)!.name));
    }
    await expectLinksResolve(request, feed.links, feeds.rss);
  });

  test("Atom 1.0: the feed's id, updated and author, and each article with its id, updated and author", async ({
    page,
    request,
  }) => {
    const feed = await parseXmlFeed(page, await (await request.get(feeds.atom)).text(), "atom");
    expect(feed.error).toBe(false);
    expect([feed.root, feed.identity]).toEqual(["feed", "http://www.w3.org/2005/Atom"]);
    expect(feed.fields.id).toBeTruthy();
    expect(feed.fields.title).toBeTruthy();
    expect(feed.fields.author).toBe(site.corporationName);
    expect(feed.fields.updated).toMatch(rfc3339);
    const newest = newestFirst
      .map((article) => article.updated ?? article.published)
      .sort()
      .at(-1)!;
    expect(sameDay(feed.fields.updated, newest)).toBe(true);
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(newestFirst.length);
    for (const [position, article] of newestFirst.entries()) {
      const entry = feed.entries[position];
      expect(entry.id).toBe(absolute(paths.article(article.slug)));
      expect(entry.link).toBe(absolute(paths.article(article.slug)));
      expect(entry.title).toBe(article.title);
      expect(entry.updated).toMatch(rfc3339);
      expect(sameDay(entry.updated as string, article.updated ?? article.published)).toBe(true);
      expect(sameDay(entry.published as string, article.published)).toBe(true);
      expect(entry.authors).toEqual(article.authors.map((slug) => team.find((person) => person.slug === slug)!.name));
    }
    await expectLinksResolve(request, feed.links, feeds.atom);
  });

  test("JSON Feed 1.1: its version, and each article with its id, dates and authors", async ({ request }) => {
    const feed = await (await request.get(feeds.json)).json();
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBeTruthy();
    expect(feed.home_page_url).toBe(absolute(pagePath("insights")));
    expect(feed.feed_url).toBe(absolute(feeds.json));
    const items = feed.items as Record<string, unknown>[];
    expect(items.map((item) => item.id)).toEqual(articlePaths.map(absolute));
    for (const [position, article] of newestFirst.entries()) {
      const item = items[position];
      expect(typeof item.id).toBe("string");
      expect(item.url).toBe(absolute(paths.article(article.slug)));
      expect(item.title).toBe(article.title);
      expect(item.summary).toBe(article.summary);
      expect(item.date_published).toMatch(rfc3339);
      expect(sameDay(item.date_published as string, article.published)).toBe(true);
      expect(sameDay(item.date_modified as string, article.updated ?? article.published)).toBe(true);
      expect((item.authors as { name: string }[]).map((author) => author.name)).toEqual(
        article.authors.map((slug) => team.find((person) => person.slug === slug)!.name),
      );
    }
    const contentLinks = items.flatMap((item) =>
      [...String(item.content_html).matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
    );
    await expectLinksResolve(
      request,
      [
        feed.home_page_url,
        feed.feed_url,
        ...items.map((item) => item.url as string),
        ...items.flatMap((item) => (item.authors as { url: string }[]).map((author) => author.url)),
        ...contentLinks,
      ],
      feeds.json,
    );
  });
});
