import { Menu, Search, X } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import navigation from "~content/site/navigation";
import searchCopy from "~content/site/search";
// `?worker&url` bundles the search dialog with its imports (its copy among them) into one standalone
// file and gives its hashed address, which the button names for app/browser/page.js to import.
import searchScript from "~/browser/search.ts?worker&url";
import { cn } from "~/lib/cn";
import { isInSection } from "~/lib/current-section";
import { pathTo } from "~/lib/site-routes";
import { Logo } from "./logo";
import { ThemeControl } from "./theme-control";

const { headerCta, headerLinks } = navigation;

function SectionLinks({ pathname, variant }: { pathname: string; variant: "bar" | "menu" }) {
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {headerLinks.map((link) => {
        const current = isInSection(pathname, link);
        return (
          <li key={link.to}>
            <a
              href={link.to}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex items-center rounded-full font-medium transition-colors",
                variant === "bar" ? "h-10 px-4 text-sm" : "h-12 px-4 text-base",
                current ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-surface-soft hover:text-ink",
              )}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Small screens: a native `<details>` disclosure, so the menu works before and
 * without JavaScript, and browsers announce its `<summary>` as expanded or
 * collapsed themselves (HTML forbids `aria-expanded` on it). app/browser/page.js
 * adds closing on Escape and on choosing a link.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <details data-menu className="group lg:hidden">
      <summary className="flex size-12 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-surface-soft [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        id="site-menu"
        aria-label="Main"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-surface px-5 pt-2 pb-6 shadow-card"
      >
        <SectionLinks pathname={pathname} variant="menu" />
        <ButtonLink href={headerCta.to} className="mt-4 w-full">
          {headerCta.label}
        </ButtonLink>
      </nav>
    </details>
  );
}

/**
 * A plain form, so that without JavaScript the button leads to the search page, which lists every
 * page; app/browser/page.js makes it open the search dialog instead (docs/decisions/011-site-search.md).
 * It looks like the menu button beside it and uses its classes, so that no page's stylesheet grows.
 */
function SearchButton() {
  return (
    <form action={pathTo("search")} method="get">
      <button
        type="submit"
        data-search-src={searchScript}
        className="flex size-12 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-surface-soft"
      >
        <Search aria-hidden="true" className="size-6" />
        <span className="sr-only">{searchCopy.button}</span>
      </button>
    </form>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-line/80 bg-surface/95 backdrop-blur-only supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page relative flex h-full items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <SectionLinks pathname={pathname} variant="bar" />
        </nav>
        <div className="flex items-center gap-2">
          <SearchButton />
          <ThemeControl />
          <div className="hidden sm:block">
            <ButtonLink href={headerCta.to} size="sm">
              {headerCta.label}
            </ButtonLink>
          </div>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
