/**
 * One policy for every response; only the way inline scripts are allowed differs:
 * pre-rendered pages list the hashes of their own inline scripts (computed at
 * build time, since static HTML cannot carry a per-request nonce), pages rendered
 * per request carry a fresh nonce.
 */
export function contentSecurityPolicy(inlineScripts: { nonce: string } | { hashes: string[] }): string {
  const scriptSources =
    "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
