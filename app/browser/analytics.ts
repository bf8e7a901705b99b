import { init, type PlausibleRequestPayload, track } from "@plausible-analytics/tracker";
import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import { site } from "~/config/site";
import { type FormSentDetail, formSentEventName } from "~/forms/form-protocol";
import { resourcePaths } from "~/route-table";

/**
 * Privacy-friendly analytics (docs/decisions/010-plausible-analytics.md): Plausible's own
 * tracker and web-vitals, bundled into one file of the site (./analytics-script.ts), so no
 * third-party script loads and the browser talks only to ANALYTICS_ENDPOINT, the one address
 * the Content-Security-Policy adds. app/browser/page.js starts this after the first paint,
 * only on a site built with analytics on and only when the browser does not ask for Global
 * Privacy Control or Do Not Track. No cookie, no storage: Plausible counts visits by a
 * daily-changing hash on its own server.
 *
 * Sent: a page view per page; "Form sent" per stored form (form, inquiry type); Plausible's
 * "File Download" for the white paper PDF and "Outbound Link: Click" for the investor-relations
 * site, and nothing for other links; "Web Vitals" for each of the Core Web Vitals (LCP, INP, CLS)
 * of the page, reported when it is hidden or left, as web-vitals measures them. Every address sent
 * (the page's, the referrer's, a link's) goes without its query and fragment: a signed link's
 * token, or anything else personal an address may carry, never reaches the analytics server.
 */
const analytics = site.analytics;

const investorRelationsHost = new URL(site.urls.investorRelations).host;

/** An address without its query and fragment (relative ones, such as a link's, against the page). */
function withoutQuery(address: string): string {
  const url = new URL(address, location.href);
  return url.origin + url.pathname;
}

/** Plausible's built-in link events, kept only for the two kinds of link the owners asked about. */
function keepWantedLinks(payload: PlausibleRequestPayload): PlausibleRequestPayload | null {
  const url = payload.p?.url;
  if (payload.n === "Outbound Link: Click") return url && new URL(url).host === investorRelationsHost ? payload : null;
  if (payload.n === "File Download") {
    return url && new URL(url, location.href).pathname === resourcePaths.whitePaperPdf ? payload : null;
  }
  return payload;
}

function sendMetric({ name, value, rating }: Metric) {
  // CLS has no unit; LCP and INP are milliseconds.
  const shown = name === "CLS" ? value.toFixed(3) : String(Math.round(value));
  track("Web Vitals", { props: { metric: name, value: shown, rating }, interactive: false });
}

if (analytics) {
  init({
    domain: analytics.domain,
    endpoint: analytics.endpoint,
    outboundLinks: true,
    fileDownloads: { fileExtensions: ["pdf"] },
    transformRequest: (payload) => {
      const kept = keepWantedLinks(payload);
      if (!kept) return null;
      const link = kept.p?.url;
      return {
        ...kept,
        u: withoutQuery(kept.u),
        r: kept.r ? withoutQuery(kept.r) : kept.r,
        ...(link && { p: { ...kept.p, url: withoutQuery(link) } }),
      };
    },
    // The endpoint is set only where analytics are wanted, a local run included.
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
  });
  window.addEventListener(formSentEventName, (event) => {
    const { form, inquiryType } = (event as CustomEvent<FormSentDetail>).detail;
    track("Form sent", { props: inquiryType ? { form, inquiryType } : { form } });
  });
  for (const report of [onCLS, onINP, onLCP]) report(sendMetric);
}
