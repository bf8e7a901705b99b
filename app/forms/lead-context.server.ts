import { visitLandingFieldName, visitReferrerFieldName } from "./form-protocol";
import { boundedLeadValue, type LeadContext, utmParameters } from "./lead-context";

function parseUrl(value: string | null | undefined, base?: string): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The lead context of a form post. With JavaScript the browser sends the address and
 * the referrer of the visit's first page (kept in sessionStorage by app/browser/page.js);
 * both kinds of post carry the page they were sent from in the Referer header (the site's
 * Referrer-Policy keeps the full address on the same origin). Without JavaScript the
 * landing page is unknown, so the UTM parameters are read from the sending page instead.
 */
export function leadContextOf(formData: URLSearchParams, request: Request): LeadContext {
  const site = new URL(request.url);
  const header = parseUrl(request.headers.get("referer"));
  const sending = header?.host === site.host ? header : undefined;
  const landing = parseUrl(formData.get(visitLandingFieldName), site.origin);
  const external = [parseUrl(formData.get(visitReferrerFieldName)), header].find(
    (url) => url !== undefined && url.host !== site.host && /^https?:$/.test(url.protocol),
  );
  const campaign = (landing ?? sending)?.searchParams;
  const context: Record<string, string | null | undefined> = {
    landingPage: landing?.pathname,
    sendingPage: sending?.pathname,
    referrer: external?.origin,
  };
  for (const [key, parameter] of Object.entries(utmParameters)) context[key] = campaign?.get(parameter);
  return Object.fromEntries(
    Object.entries(context).flatMap(([key, value]) => (value ? [[key, boundedLeadValue(value)]] : [])),
  ) as LeadContext;
}
