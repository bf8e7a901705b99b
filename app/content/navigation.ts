import { site } from "~/config/site";
import { pathTo } from "~/lib/site-routes";

export type NavLink = {
  label: string;
  to: string;
  /** Path prefixes that belong to this section, for highlighting the current one. */
  section: string[];
};

export const headerLinks: NavLink[] = [
  { label: "The Platform", to: pathTo("platform"), section: ["/platform", "/solutions", "/how-it-works"] },
  { label: "Our Vision", to: pathTo("vision"), section: ["/vision"] },
  { label: "Insights", to: pathTo("insights"), section: ["/insights", "/white-paper"] },
  { label: "Company", to: pathTo("company"), section: ["/company", "/team"] },
];

export const headerCta = { label: "Request a Demo", to: pathTo("contact") };

export function isInSection(pathname: string, link: NavLink): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return link.section.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterGroup = { title: string; links: FooterLink[] };

export const footerGroups: FooterGroup[] = [
  {
    title: site.productName,
    links: [
      { label: "Home", to: pathTo("home") },
      { label: `About the ${site.productName} Ecosystem`, to: pathTo("ecosystem") },
      { label: "Team & Advisors", to: pathTo("team") },
      { label: "Contact", to: pathTo("contact") },
    ],
  },
  {
    title: "The Corporation",
    links: [
      { label: "The Platform", to: pathTo("platform") },
      { label: "About the Corporation", to: pathTo("corporation-about") },
      { label: "Investor Relations", to: site.urls.investorRelations, external: true },
    ],
  },
  {
    title: "The Consortium",
    links: [
      { label: "Our Mission", to: pathTo("consortium-mission") },
      { label: "About the Consortium", to: pathTo("consortium-about") },
      { label: "Responsible AI & Data Governance", to: pathTo("data-stewardship") },
    ],
  },
  {
    title: "Trust & Legal",
    links: [
      { label: "Ethics & Trust", to: pathTo("data-stewardship") },
      { label: "Privacy Policy", to: pathTo("privacy") },
      { label: "Terms of Service", to: pathTo("terms") },
    ],
  },
];

export const socialLinks: FooterLink[] = [
  { label: "LinkedIn", to: site.urls.professionalNetwork, external: true },
  { label: "X (Twitter)", to: site.urls.socialNetwork, external: true },
];
