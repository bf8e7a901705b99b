import { site } from "~/config/site";
import type { TeamMember } from "~/content/team-member";
import { slugify } from "~/content/schema/prose";
import { whitePaper } from "~/lib/white-paper-content";
import pageMetas from "~content/site/page-meta";
import { resourcePaths, type PageId } from "~/route-table";
import { largestFallbackFile } from "./pictures";
import { absoluteUrl, pathTo, routeTable } from "./site-routes";
import { nodeIds, organizationNamed, siteNodes } from "./structured-data";
import { shownTeam } from "./shown-team";

type JsonValue = string | number | boolean | JsonValue[] | JsonObject;
type JsonObject = { [key: string]: JsonValue | undefined };

/** schema.org types a page can be; every page not listed here is a plain WebPage. */
type PageType = "WebPage" | "AboutPage" | "ContactPage" | "SearchResultsPage" | "Report";

/**
 * What each page is, for search engines: the one place that says so. Here rather than in the
 * page metadata content: it is no editor's choice, and the Report and the team's Persons it
 * brings need this module's code anyway.
 */
const pageTypes: Partial<Record<PageId, PageType>> = {
  ecosystem: "AboutPage",
  "corporation-about": "AboutPage",
  "consortium-about": "AboutPage",
  company: "AboutPage",
  team: "AboutPage",
  contact: "ContactPage",
  "schedule-demo": "ContactPage",
  "white-paper": "Report",
  search: "SearchResultsPage",
};

const reference = (id: string) => ({ "@id": id });

/** The two organisations by name, for authors; anyone else is named as written. */
function authorNamed(name: string): JsonObject {
  if (name === site.corporationName) return organizationNamed("corporation");
  if (name === site.consortiumName) return organizationNamed("consortium");
  return { name };
}

/**
 * The trail of a nested page (e.g. /consortium/impact/community-voice): each shorter path that is
 * itself a page, then the page, named by their titles. Empty for a page with nothing above it.
 */
function breadcrumbTrail(id: PageId): { name: string; url: string }[] {
  const segments = pathTo(id).split("/").filter(Boolean);
  const trail = segments
    .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)
    .flatMap((path) => routeTable.filter((page) => page.path === path))
    .map((page) => ({ name: pageMetas[page.id].title, url: absoluteUrl(page.path) }));
  return trail.length > 1 ? trail : [];
}

function breadcrumbList(url: string, trail: ReturnType<typeof breadcrumbTrail>): JsonObject {
  return {
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

function person(member: TeamMember, pageUrl: string): JsonObject & { "@id": string } {
  return {
    "@type": "Person",
    "@id": `${pageUrl}#${slugify(member.name)}`,
    name: member.name,
    jobTitle: member.title,
    description: member.bio,
    image: member.photo ? absoluteUrl(largestFallbackFile(member.photo).src) : undefined,
    sameAs: member.linkedInUrl ? [member.linkedInUrl] : undefined,
  };
}

/** The white paper as a report: what its own front matter (content/white-paper.mdoc) says about it. */
function reportFields(): JsonObject {
  return {
    headline: whitePaper.title,
    alternativeHeadline: whitePaper.subtitle,
    abstract: whitePaper.abstract,
    version: whitePaper.version,
    datePublished: whitePaper.publishedOn,
    author: whitePaper.authors.map(authorNamed),
    publisher: organizationNamed("corporation"),
    keywords: whitePaper.keywords.join(", "),
    encoding: {
      "@type": "MediaObject",
      contentUrl: absoluteUrl(resourcePaths.whitePaperPdf),
      encodingFormat: "application/pdf",
    },
  };
}

/**
 * The page's own schema.org nodes, and on the home page the site's (app/lib/structured-data.ts): the
 * page itself (its type from `pageTypes`), its breadcrumb trail when it is nested, and the people
 * of the team page.
 */
export function pageJsonLd(id: PageId): JsonObject {
  const url = absoluteUrl(pathTo(id));
  const meta = pageMetas[id];
  const type = pageTypes[id] ?? "WebPage";
  const trail = breadcrumbTrail(id);
  const people = id === "team" ? shownTeam.map((member) => person(member, url)) : [];
  const page: JsonObject = {
    "@type": type,
    "@id": `${url}#${type === "Report" ? "report" : "webpage"}`,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: "en",
    isPartOf: reference(nodeIds.website),
    breadcrumb: trail.length ? reference(`${url}#breadcrumb`) : undefined,
    about: people.length ? people.map((node) => reference(node["@id"])) : undefined,
    ...(type === "Report" ? reportFields() : {}),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      page,
      ...(id === "home" ? siteNodes() : []),
      ...(trail.length ? [breadcrumbList(url, trail)] : []),
      ...people,
    ],
  };
}
