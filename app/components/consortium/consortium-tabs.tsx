import { consortiumTabPages, type ConsortiumTabPage } from "~/content/consortium";
import consortium from "~content/data/consortium";
import { cn } from "~/lib/cn";
import { pathTo } from "~/lib/site-routes";

/**
 * The consortium's tab bar (docs/product.md#consortium-tab-bar). The tabs navigate between pages, so they are
 * a navigation landmark of plain links, the current one marked with aria-current;
 * ARIA tabs would promise in-page panels that do not exist. On narrow screens the
 * row scrolls sideways; where the browser supports `scroll-initial-target` it
 * starts with the current tab centred (the alignment comes from its snap alignment).
 */
export function ConsortiumTabs({ current }: { current: ConsortiumTabPage }) {
  return (
    <nav aria-label="Consortium" className="border-b border-line bg-surface">
      <div className="overflow-x-auto overscroll-x-contain [scrollbar-width:thin]">
        <ul className="container-page flex gap-x-6 md:gap-x-8">
          {consortiumTabPages.map((page) => {
            const isCurrent = page === current;
            return (
              <li key={page} className="shrink-0 last:pe-5 md:last:pe-0">
                <a
                  href={pathTo(page)}
                  aria-current={isCurrent ? "page" : undefined}
                  className={cn(
                    "flex h-14 items-center border-b-[3px] pt-[3px] text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px] md:text-base",
                    isCurrent
                      ? "border-brand text-brand-strong [scroll-initial-target:nearest] [scroll-snap-align:center]"
                      : "border-transparent text-muted hover:border-line hover:text-ink",
                  )}
                >
                  {consortium.tabs[page]}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
