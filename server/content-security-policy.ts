/**
 * One policy for every response; only the way inline scripts are allowed differs:
 * pre-rendered pages list the hashes of their own inline scripts (computed at
 * build time, since static HTML cannot carry a per-request nonce), pages rendered
 * per request carry a fresh nonce. `connectSources` are the only places besides the
 * site itself that a page may send data to: the analytics endpoint when it is configured
 * (app/browser/analytics.ts), nothing otherwise. A directive that would say what `default-src` says
 * (fonts, the manifest, and connections when there is no endpoint: `'self'`) is left to it: every
 * byte of a page's headers counts against its first round trip (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export function contentSecurityPolicy(
  inlineScripts: { nonce: string } | { hashes: string[] },
  connectSources: string[] = [],
): string {
  const scriptSources =
    "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    // WebAssembly compilation, which the site search (Pagefind) needs and nothing else: no eval.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Without other places, `default-src 'self'` says what connect-src would.
    ...(connectSources.length ? [["connect-src 'self'", ...connectSources].join(" ")] : []),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
