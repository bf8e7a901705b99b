import { brandMark } from "~/design/brand-mark";

const { viewBox, ring, links, nodes, nodeRadius } = brandMark;

/**
 * The site's mark in its colours: served as /favicon.svg and drawn into every other icon
 * (app/lib/app-icons.server.ts).
 */
export function faviconSvg(): string {
  const shapes = [
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="${ring.fill}" stroke="${ring.stroke}" stroke-width="${ring.strokeWidth}"/>`,
    `<path d="${links.d}" fill="none" stroke="${links.stroke}" stroke-width="${links.strokeWidth}"/>`,
    ...nodes.map((node) => `<circle cx="${node.cx}" cy="${node.cy}" r="${nodeRadius}" fill="${node.fill}"/>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${shapes.join("")}</svg>`;
}

/**
 * The same mark written into each page's icon link: a few hundred bytes in the document instead of
 * one more request, which a phone would otherwise make after the load event, on the connection the
 * page came by (docs/decisions/014-nothing-but-the-document-before-the-first-paint.md). Spaces and
 * quotes stay escaped, as a URL must have them; `=`, `:` and `/` need no escape, and lower-case
 * escapes compress better with the page.
 */
export function faviconDataUri(): string {
  const unescaped: Record<string, string> = { "%3D": "=", "%3A": ":", "%2F": "/" };
  const escaped = encodeURIComponent(faviconSvg()).replace(
    /%[\dA-F]{2}/g,
    (escape) => unescaped[escape] ?? escape.toLowerCase(),
  );
  return `data:image/svg+xml,${escaped}`;
}
