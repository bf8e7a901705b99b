import { site } from "~/config/site";
import { absoluteUrl, pathTo } from "./site-routes";

/** schema.org description of the two organisations, for search engines' knowledge panels. */
export function organizationsJsonLd(): string {
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": absoluteUrl("/#corporation"),
        name: site.corporationName,
        brand: { "@type": "Brand", name: site.productName },
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icon-512.png"),
        email: site.emails.info,
        description: `${site.corporationName} builds ${site.productName}, a trust-score and market-intelligence platform that turns hidden ethical debt into measurable regenerative return.`,
        sameAs: [site.urls.productWebsite, site.urls.professionalNetwork, site.urls.socialNetwork],
      },
      {
        "@type": "NGO",
        "@id": absoluteUrl("/#consortium"),
        name: site.consortiumName,
        url: absoluteUrl(pathTo("consortium-mission")),
        nonprofitStatus: "https://schema.org/Nonprofit501c3",
        email: site.emails.partnerships,
        description: `${site.consortiumName} is an independent 501(c)(3) non-profit that acts as data steward and ethical governance body for ${site.productName}.`,
      },
    ],
  };
  // "<" cannot end the script element early once escaped.
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}
