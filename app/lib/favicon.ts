import { palette } from "~/design/palette";

/**
 * The site's mark in its colours: served as /favicon.svg and drawn into every other icon
 * (app/lib/app-icons.server.ts).
 */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="15" fill="${palette.night}" stroke="${palette.brand}" stroke-width="2"/>
  <path d="M16 9 9.5 20h13z" fill="none" stroke="${palette.economic}" stroke-width="1.4"/>
  <circle cx="16" cy="9" r="3.2" fill="${palette.environmental}"/>
  <circle cx="9.5" cy="20" r="3.2" fill="${palette.social}"/>
  <circle cx="22.5" cy="20" r="3.2" fill="${palette.ethical}"/>
</svg>
`;
}

/**
 * The same mark written into each page's icon link: a few hundred bytes in the document instead of
 * one more request, which a phone would otherwise make after the load event, on the connection the
 * page came by (docs/decisions/014-nothing-but-the-document-before-the-first-paint.md). Spaces and
 * quotes stay escaped, as a URL must have them; `=`, `:` and `/` need no escape, and lower-case
 * escapes compress better with the page.
 */
export function faviconDataUri(): string {
  const svg = faviconSvg().replace(/>\s+</g, "><").trim();
  const unescaped: Record<string, string> = { "%3D": "=", "%3A": ":", "%2F": "/" };
  const escaped = encodeURIComponent(svg).replace(
    /%[\dA-F]{2}/g,
    (escape) => unescaped[escape] ?? escape.toLowerCase(),
  );
  return `data:image/svg+xml,${escaped}`;
}
