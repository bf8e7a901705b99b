/**
 * Whether links resolve within the build: a link to this site names a file the build wrote and,
 * with a fragment, an element of that page with that id. Links elsewhere (other sites, mail) are
 * not followed.
 */
import { builtFilePath, builtPage } from "./built-page";
import { site } from "./built-site";

/** The links among `hrefs` (read on the page or file at `from`) that lead nowhere in the build, each with why. */
export function unresolvedLinks(hrefs: Iterable<string>, from: string): string[] {
  const origin = new URL(site.origin).origin;
  const problems: string[] = [];
  for (const href of new Set([...hrefs].filter(Boolean))) {
    const url = new URL(href, new URL(from, site.origin));
    if (url.origin !== origin) continue;
    if (!builtFilePath(url.pathname)) problems.push(`${href}: the build wrote no ${url.pathname}`);
    else if (url.hash && !builtPage(url.pathname).getElementById(decodeURIComponent(url.hash.slice(1)))) {
      problems.push(`${href}: ${url.pathname} has no element with the id ${url.hash.slice(1)}`);
    }
  }
  return problems;
}
