/**
 * Whether a request that changes something came from a page of this site. React Router checks the
 * origin of page actions only, and lets a request without `Origin` through; the desk's JSON endpoints
 * are resource routes, so every desk request is checked here instead, and a missing `Origin` counts
 * as foreign.
 *
 * One deliberate exception: the page a sign-in link opens is sent with `Referrer-Policy: no-referrer`
 * (the token in its address must never travel on), and under that policy browsers send
 * `Origin: null` with its form's post. `Sec-Fetch-Site`, which a page cannot set, then tells whether
 * the post came from this site; `same-origin` is accepted, anything else is not.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === new URL(request.url).origin) return true;
  return origin === "null" && request.headers.get("sec-fetch-site") === "same-origin";
}
