import type * as React from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { DeskDocument, isDeskMatch } from "./components/desk/desk-document";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { mainContentId, SkipLink } from "./components/layout/skip-link";
import { ErrorScreen } from "./components/sections/error-screen";
import { NotFound } from "./components/sections/not-found";
import { site } from "./config/site";
import { palette } from "./design/palette";
import { analyticsScriptAttributes } from "./browser/analytics-script";
import { pageScriptLoader } from "./browser/page-script-loader";
import { siteHeadScript } from "./browser/site-head-script";
// Bundled and minified on its own, like the search dialog (app/components/layout/site-header.tsx).
import pageScript from "./browser/page.js?worker&url";
import { inlineStyleId, useDocumentContext } from "./lib/document-context";
import { faviconDataUri } from "./lib/favicon";
import { feedLinks, notFoundMeta } from "./lib/seo";
import { resourcePaths, signedLinkPaths } from "./route-table";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: faviconDataUri(), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ...feedLinks(),
];

/**
 * The web manifest (a phone's home-screen name and icons), which no first paint needs, and which a
 * browser fetches as soon as a page names it: while the page loads, a request that Lighthouse's model
 * counted before the cover of an article painted, 150 ms in every run
 * (docs/decisions/029-every-page-in-its-first-round-trip.md). In `<noscript data-after-paint>`: page.js
 * names it once the page has loaded and painted; a browser without script reads it at once. With
 * credentials, it comes on the page's own connection instead of a new one.
 */
const webManifestLink = `<link rel="manifest" href="${resourcePaths.webManifest}" crossorigin="use-credentials"/>`;

/** Pages' own `meta` wins; this one speaks only when a route finds nothing at its path (an unknown article). */
export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [];

const siteOriginProperty = { "--site-origin": JSON.stringify(site.origin) } as React.CSSProperties;

/** The team's desk has a document of its own: none of the public site's chrome or scripts (docs/decisions/024). */
export function Layout({ children }: { children: React.ReactNode }) {
  const desk = useMatches().some(isDeskMatch);
  return desk ? <DeskDocument>{children}</DeskDocument> : <SiteDocument>{children}</SiteDocument>;
}

function SiteDocument({ children }: { children: React.ReactNode }) {
  const { inlineCss, islandsEntry, nonce } = useDocumentContext();
  // A page opened by a signed link loads no analytics: its address carries the token.
  const signedLink = signedLinkPaths.includes(useLocation().pathname.replace(/(.)\/+$/, "$1"));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's bar: the light page's white, or the dark page, which is the night colour (app/app.css). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={palette.surface} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palette.night} />
        {/* Before the stylesheet: the visitor's chosen theme is set while the document is parsed (no flash), and the first frame waits for the header. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: siteHeadScript(mainContentId) }} />
        <Meta />
        <Links />
        <style id={inlineStyleId} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        <noscript data-after-paint="" dangerouslySetInnerHTML={{ __html: webManifestLink }} />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        {/* Only the main content goes into the site search index (scripts/search-index.ts). */}
        {/* --site-origin: printed before the site's own link paths (app/app.css, @media print). */}
        <main
          id={mainContentId}
          tabIndex={-1}
          data-pagefind-body=""
          className="min-h-[60vh] outline-none"
          style={siteOriginProperty}
        >
          {children}
        </main>
        <SiteFooter />
        {/* The page script, loaded after the first paint; it starts the islands (app/islands). In development React Router's own scripts load them. */}
        <script
          nonce={nonce}
          data-page-script={pageScript}
          data-islands-entry={import.meta.env.DEV ? undefined : islandsEntry.module}
          data-islands-imports={import.meta.env.DEV ? undefined : islandsEntry.imports.join(" ")}
          {...(signedLink ? {} : analyticsScriptAttributes)}
          dangerouslySetInnerHTML={{ __html: pageScriptLoader }}
        />
        {import.meta.env.DEV ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen status={error.status} message={error.statusText || String(error.data ?? "")} />;
  }
  const message = error instanceof Error ? error.message : "Unknown error";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen status={500} message={message} stack={stack} />;
}
