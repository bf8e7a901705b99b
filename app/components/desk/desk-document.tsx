import type * as React from "react";
import { Meta, type UIMatch } from "react-router";
import { themeScript } from "~/browser/theme-script";
// The desk's one script (passkeys, keyboard), bundled on its own and named only here: no public page loads it.
import deskScript from "~/browser/desk-script.ts?worker&url";
import { palette } from "~/design/palette";
import { faviconDataUri } from "~/lib/favicon";
import { inlineStyleId, useDocumentContext } from "~/lib/document-context";

/** The desk's routes say so in their `handle` (app/routes/desk/layout.tsx), which app/root.tsx reads. */
export const deskHandle = { desk: true } as const;

export const isDeskMatch = (match: UIMatch) => (match.handle as Partial<typeof deskHandle> | undefined)?.desk === true;

/**
 * The document of every desk page (app/root.tsx chooses it for desk paths): the site's stylesheet
 * and theme, none of the public site's header, footer, page script, analytics, feeds or manifest.
 */
export function DeskDocument({ children }: { children: React.ReactNode }) {
  const { inlineCss, nonce } = useDocumentContext();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={palette.surface} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palette.night} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <link rel="icon" href={faviconDataUri()} type="image/svg+xml" />
        <style id={inlineStyleId} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        <script src={deskScript} defer nonce={nonce} />
      </head>
      <body>{children}</body>
    </html>
  );
}
