import { Button } from "~/components/ui/button";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import pageMetas from "~content/site/page-meta";
import searchCopy from "~content/site/search";
import { articles, insightsPath } from "~/lib/insights-articles";
import { pathTo } from "~/lib/site-routes";

const { dialog, page } = searchCopy;

/**
 * The search form, drawn only where script runs (the `scripted:` variant, set before first paint,
 * so the box does not move the page when it appears): it needs the search code
 * (app/browser/search/search-page.ts). Without JavaScript the page says why there is no box and
 * lists every page instead.
 */
export function SearchPageForm() {
  return (
    <>
      <form
        role="search"
        action={pathTo("search")}
        method="get"
        data-search-page
        className="hidden w-full max-w-2xl scripted:block"
      >
        <label htmlFor="search-page-input" className="text-sm font-semibold text-white">
          {dialog.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="search-page-input"
            type="search"
            name="q"
            placeholder={dialog.placeholder}
            autoComplete="off"
            className="min-h-12 w-full rounded-lg border border-white/40 bg-surface-raised px-4 text-base text-ink placeholder:text-muted"
          />
          <Button type="submit" variant="inverse">
            {page.submit}
          </Button>
        </div>
      </form>
      <noscript>
        <p className="max-w-3xl text-lg leading-relaxed text-white/85">{page.noScript}</p>
      </noscript>
    </>
  );
}

const resultsId = "search-results";

/** Where the search code lists what it finds; hidden until there are words to search for. */
export function SearchPageResults() {
  return (
    <Section id={resultsId} aria-labelledby={headingIdOf(resultsId)} hidden data-search-results>
      <div className="container-page">
        <div className="max-w-4xl">
          <SectionHeading id={headingIdOf(resultsId)} title={page.resultsTitle} />
          <p role="status" className="mt-3 text-muted" />
          {/* Drawn out by the results' own padding (app/browser/search/search.css), so their text lines up. */}
          <ol id="search-page-results" className="-mx-3 mt-6 grid gap-2" />
        </div>
      </div>
    </Section>
  );
}

const directoryId = "every-page";

type DirectoryEntry = { href: string; title: string; description: string };

function DirectorySection({ title, entries }: { title: string; entries: DirectoryEntry[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold tracking-tight">{title}</h3>
      <ul className="mt-4 grid gap-5">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
              {entry.title}
            </a>
            <p className="mt-1 text-sm leading-relaxed text-muted">{entry.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every page of the site by section, with its title and description (content/site/page-meta.yaml),
 * then the Insights articles with their summaries.
 */
export function PageDirectory() {
  return (
    <Section id={directoryId} tone="soft" aria-labelledby={headingIdOf(directoryId)}>
      <div className="container-page">
        <SectionHeading id={headingIdOf(directoryId)} title={page.directoryTitle} />
        <div className="mt-10 grid gap-12 md:mt-12 md:grid-cols-2 lg:grid-cols-3">
          {page.directory.map((section) => (
            <DirectorySection
              key={section.title}
              title={section.title}
              entries={section.pages.map((id) => ({ href: pathTo(id), ...pageMetas[id] }))}
            />
          ))}
          <DirectorySection
            title={page.articlesTitle}
            entries={articles.map((article) => ({
              href: insightsPath.article(article.slug),
              title: article.title,
              description: article.summary,
            }))}
          />
        </div>
      </div>
    </Section>
  );
}
