import { site } from "~/config/site";
import type { SiteConfig } from "~/config/site-schema";
import { searchPath } from "~/route-table";
import { absoluteUrl, pathTo } from "./site-routes";

/** The `@id`s other nodes (each page's own, app/lib/page-structured-data.ts) point at. */
export const nodeIds = {
  corporation: absoluteUrl("/#corporation"),
  consortium: absoluteUrl("/#consortium"),
  website: absoluteUrl("/#website"),
};

/** Whether two host names belong to one site: equal, or one under the other, a leading `www.` aside. */
function sameSite(host: string, other: string): boolean {
  const [a, b] = [host, other].map((name) => name.toLowerCase().replace(/^www\./, ""));
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/**
 * The corporation's profiles elsewhere (schema.org `sameAs`): the configured outside profiles, and
 * the product website only when it is another site than this one; never the site's own domain.
 */
export function outsideProfiles(config: Pick<SiteConfig, "origin" | "urls">): string[] {
  const ownHost = new URL(config.origin).hostname;
  const { productWebsite, professionalNetwork, socialNetwork } = config.urls;
  return [professionalNetwork, socialNetwork, productWebsite].filter(
    (url) => !sameSite(new URL(url).hostname, ownHost),
  );
}

/**
 * schema.org description of the two organisations and of the site (with its search), in the home
 * page's graph (app/lib/page-structured-data.ts): search engines read them there, as their guides
 * ask, and every other page points at them by `@id`, 300–490 bytes lighter for it
 * (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export function siteNodes() {
  return [
    {
      ...organizationNamed("corporation"),
      brand: { "@type": "Brand", name: site.productName },
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      email: site.emails.info,
      description: `${site.corporationName} builds ${site.productName}, a trust-score and market-intelligence platform that turns hidden ethical debt into measurable regenerative return.`,
      sameAs: outsideProfiles(site),
    },
    {
      ...organizationNamed("consortium"),
      url: absoluteUrl(pathTo("consortium-mission")),
      nonprofitStatus: "https://schema.org/Nonprofit501c3",
      email: site.emails.partnerships,
      description: `${site.consortiumName} is an independent 501(c)(3) non-profit that acts as data steward and ethical governance body for ${site.productName}.`,
    },
    {
      "@type": "WebSite",
      "@id": nodeIds.website,
      url: absoluteUrl("/"),
      name: site.productName,
      inLanguage: "en",
      publisher: { "@id": nodeIds.corporation },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(searchPath)}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

/** One of the two organisations as another page names it (an author, a publisher): its `@id`, type and name. */
export function organizationNamed(which: "corporation" | "consortium") {
  return which === "corporation"
    ? { "@type": "Organization", "@id": nodeIds.corporation, name: site.corporationName }
    : { "@type": "NGO", "@id": nodeIds.consortium, name: site.consortiumName };
}
