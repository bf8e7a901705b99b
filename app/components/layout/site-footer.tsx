import { ExternalLink, isExternalHref } from "~/components/ui/external-link";
import { site } from "~/config/site";
import type { NavLink } from "~/content/navigation";
import navigation from "~content/site/navigation";
import siteCopy from "~content/site/site";
import { Logo } from "./logo";

const { footerGroups, socialLinks } = navigation;

const linkClass = "rounded text-sm text-white/75 transition-colors hover:text-white";

function FooterAnchor({ link }: { link: NavLink }) {
  return isExternalHref(link.to) ? (
    <ExternalLink href={link.to} className={linkClass}>
      {link.label}
    </ExternalLink>
  ) : (
    <a href={link.to} className={linkClass}>
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night text-white">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-white/80">
            {site.productName} is built by {site.corporationName}, with its data stewarded by {site.consortiumName}, an
            independent 501(c)(3) non-profit.
          </p>
          <ul className="mt-6 flex gap-4" aria-label="Social and professional networks">
            {socialLinks.map((link) => (
              <li key={link.to}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={`${group.title}-${link.label}`}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-white/70 md:flex-row md:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {site.corporationName} and {site.consortiumName}. All rights
            reserved.
          </p>
          <p>{siteCopy.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
