import type * as React from "react";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { ErrorScreen } from "./components/sections/error-screen";
import { NotFound } from "./components/sections/not-found";
import hydrateAfterPaintScript from "./browser/hydrate-after-paint.js?url";
import menuScript from "./browser/menu.js?url";
import { useDocumentContext } from "./lib/document-context";
import { useNeedsHydration } from "./lib/hydration";
import { organizationsJsonLd } from "./lib/structured-data";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { inlineCss, inlineStyleId, nonce } = useDocumentContext();
  const hydrate = useNeedsHydration();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <Meta />
        <Links />
        <style id={inlineStyleId} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationsJsonLd() }} />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
          {children}
        </main>
        <SiteFooter />
        <script type="module" src={menuScript} />
        {hydrate ? (
          <>
            <script type="module" src={hydrateAfterPaintScript} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
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
