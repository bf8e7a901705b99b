/**
 * What search engines read on every pre-rendered page of the build (docs/product.md#routes): each
 * page has one application/ld+json block that parses, with its own node of the right type; the home
 * page's also holds the site-wide nodes, which every other page points at by `@id`; nested pages carry
 * their breadcrumb trail, the corporation's sameAs never names the site's own domain, and the social
 * image has its alt text for both previews.
 */
import { describe, expect, it } from "vitest";
import type { PageId } from "~/route-table";
import { content } from "../support/content";
import { builtPage } from "../support/built-page";
import { routeTable, site } from "../support/built-site";

type JsonLdNode = Record<string, unknown> & { "@type"?: string; "@id"?: string };

const pageMetas = content("site/page-meta");
const absolute = (pagePath: string) => new URL(pagePath, site.origin).href;
const ownDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/** Pages that are more than a plain WebPage; all others must be one. */
const expectedTypes: Partial<Record<PageId, string>> = {
  ecosystem: "AboutPage",
  "corporation-about": "AboutPage",
  "consortium-about": "AboutPage",
  company: "AboutPage",
  team: "AboutPage",
  contact: "ContactPage",
  "schedule-demo": "ContactPage",
  search: "SearchResultsPage",
  "white-paper": "Report",
};

function readPage(pagePath: string) {
  const document = builtPage(pagePath);
  const blocks = Array.from(document.querySelectorAll('script[type="application/ld+json"]'));
  const nodes = blocks.flatMap((block) => {
    const json = JSON.parse(block.textContent ?? "") as JsonLdNode & { "@graph"?: JsonLdNode[] };
    expect(json["@context"]).toBe("https://schema.org");
    return json["@graph"] ?? [json];
  });
  const metaContent = (selector: string) => document.querySelector(selector)?.getAttribute("content");
  return { blocks, nodes, metaContent };
}

const pages = routeTable.flatMap((route) =>
  [route.path, ...route.aliases].map((pagePath) => ({ pagePath, route, ...readPage(pagePath) })),
);

const byId = (nodes: JsonLdNode[], id: unknown) => nodes.find((node) => node["@id"] === id);
const siteWide = ["Organization", "NGO", "WebSite"];
const homeNodes = readPage("/").nodes;

/** Every `@id` a node points at (a reference: an object whose `@id` is not the node's own). */
function referencedIds(value: unknown, own = true): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => referencedIds(item, false));
  if (typeof value !== "object" || value === null) return [];
  const node = value as JsonLdNode;
  const nested = Object.entries(node)
    .filter(([key]) => key !== "@id")
    .flatMap(([, item]) => referencedIds(item, false));
  return !own && typeof node["@id"] === "string" ? [node["@id"], ...nested] : nested;
}

describe.each(pages)("$pagePath", ({ route, blocks, nodes, metaContent }) => {
  const url = absolute(route.path);
  // The home page shares its URL with the site-wide nodes; the page's own node is the one of another type.
  const pageNode = nodes.find((node) => node.url === url && !siteWide.includes(node["@type"] ?? ""));

  it("has one block, with nothing that could close the script early, and the site-wide nodes on the home page alone", () => {
    expect(blocks).toHaveLength(1);
    for (const block of blocks) expect(block.innerHTML).not.toMatch(/<\/?[a-z]/i);
    const types = nodes.map((node) => node["@type"]);
    if (route.id === "home") expect(types).toEqual(expect.arrayContaining(siteWide));
    else expect(types.filter((type) => siteWide.includes(type ?? ""))).toEqual([]);
  });

  it("points only at nodes of its own graph or of the home page's", () => {
    const known = new Set([...nodes, ...homeNodes].map((node) => node["@id"]));
    const pointedAt = nodes.flatMap((node) => referencedIds(node));
    expect(pointedAt.length).toBeGreaterThan(0);
    expect(pointedAt.filter((id) => !known.has(id))).toEqual([]);
  });

  it(`describes the page itself as a ${expectedTypes[route.id] ?? "WebPage"} of the WebSite`, () => {
    expect(pageNode?.["@type"]).toBe(expectedTypes[route.id] ?? "WebPage");
    expect(pageNode?.name).toBe(pageMetas[route.id].title);
    expect(pageNode?.description).toBe(pageMetas[route.id].description);
    const website = byId(homeNodes, (pageNode?.isPartOf as JsonLdNode | undefined)?.["@id"]);
    expect(website?.["@type"]).toBe("WebSite");
    expect(website?.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute("/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  const segments = route.path.split("/").filter(Boolean);
  if (segments.length > 1) {
    it("carries its breadcrumb trail: each shorter path that is a page, then itself", () => {
      const trail = segments
        .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)
        .map((prefix) => routeTable.find((page) => page.path === prefix))
        .filter((page) => page !== undefined);
      const list = byId(nodes, (pageNode?.breadcrumb as JsonLdNode | undefined)?.["@id"]);
      expect(list?.["@type"]).toBe("BreadcrumbList");
      expect(list?.itemListElement).toEqual(
        trail.map((page, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: pageMetas[page.id].title,
          item: absolute(page.path),
        })),
      );
      expect(trail.length).toBeGreaterThan(1);
    });
  } else {
    it("has no breadcrumb trail at the top level", () => {
      expect(nodes.filter((node) => node["@type"] === "BreadcrumbList")).toEqual([]);
    });
  }

  it("never names the site's own domain among the corporation's other profiles", () => {
    const corporation = homeNodes.find((node) => node["@type"] === "Organization");
    const sameAs = corporation?.sameAs as string[];
    expect(sameAs).toEqual(expect.arrayContaining([site.urls.professionalNetwork, site.urls.socialNetwork]));
    for (const profile of nodes.flatMap((node) => (node.sameAs as string[] | undefined) ?? [])) {
      const host = new URL(profile).hostname.replace(/^www\./, "");
      expect(host === ownDomain || host.endsWith(`.${ownDomain}`), profile).toBe(false);
    }
  });

  it("gives the social image the same alt text for Twitter as for Open Graph", () => {
    expect(metaContent('meta[name="twitter:image:alt"]')).toBe(pageMetas[route.id].title);
    expect(metaContent('meta[property="og:image:alt"]')).toBe(pageMetas[route.id].title);
  });
});

describe("the pages with more to say", () => {
  const nodesOf = (id: PageId) => pages.find((page) => page.route.id === id)!.nodes;

  it("the white paper is a Report with the title, version, date and authors of its front matter", () => {
    const paper = content("white-paper");
    const nodes = nodesOf("white-paper");
    const report = nodes.find((node) => node["@type"] === "Report")!;
    expect(report).toMatchObject({
      headline: paper.title,
      version: paper.version,
      datePublished: paper.publishedOn,
      encoding: { contentUrl: absolute("/white-paper.pdf"), encodingFormat: "application/pdf" },
    });
    // Each author named on the page itself, an organisation also by its `@id` in the home page's graph.
    const authors = report.author as JsonLdNode[];
    expect(authors.map((author) => author.name)).toEqual(paper.authors);
    for (const author of authors.filter((candidate) => candidate["@id"]))
      expect(byId(homeNodes, author["@id"])?.name).toBe(author.name);
  });

  it("the team page names every person it shows, in its order, with their titles", () => {
    const teamPage = content("pages/team");
    const members = new Map(content("team").map((member) => [member.slug, member]));
    const shown = [teamPage.founder, ...teamPage.advisors].map((slug) => members.get(slug)!);
    const nodes = nodesOf("team");
    const people = nodes.filter((node) => node["@type"] === "Person");
    expect(people.map(({ name, jobTitle }) => ({ name, jobTitle }))).toEqual(
      shown.map((member) => ({ name: member.name, jobTitle: member.title })),
    );
    const page = nodes.find((node) => node["@type"] === "AboutPage")!;
    expect(page.about).toEqual(people.map((person) => ({ "@id": person["@id"] })));
  });
});
