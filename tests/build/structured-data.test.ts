/**
 * What search engines read on every pre-rendered page of the build (docs/product.md#routes): each
 * application/ld+json block parses, the page has its own node of the right type beside the
 * site-wide graph, nested pages carry their breadcrumb trail, the corporation's sameAs never
 * names the site's own domain, and the social image has its alt text for both previews.
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

describe.each(pages)("$pagePath", ({ route, blocks, nodes, metaContent }) => {
  const url = absolute(route.path);
  // The home page shares its URL with the site-wide nodes; the page's own node is the one of another type.
  const siteWide = ["Organization", "NGO", "WebSite"];
  const pageNode = nodes.find((node) => node.url === url && !siteWide.includes(node["@type"] ?? ""));

  it("has the site-wide graph and its own block, with nothing that could close the script early", () => {
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block.innerHTML).not.toMatch(/<\/?[a-z]/i);
    expect(nodes.map((node) => node["@type"])).toEqual(expect.arrayContaining(siteWide));
  });

  it(`describes the page itself as a ${expectedTypes[route.id] ?? "WebPage"} of the WebSite`, () => {
    expect(pageNode?.["@type"]).toBe(expectedTypes[route.id] ?? "WebPage");
    expect(pageNode?.name).toBe(pageMetas[route.id].title);
    expect(pageNode?.description).toBe(pageMetas[route.id].description);
    const website = byId(nodes, (pageNode?.isPartOf as JsonLdNode | undefined)?.["@id"]);
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
    const corporation = nodes.find((node) => node["@type"] === "Organization");
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
    const authors = (report.author as JsonLdNode[]).map((author) => byId(nodes, author["@id"])?.name ?? author.name);
    expect(authors).toEqual(paper.authors);
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
