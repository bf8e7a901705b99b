import { retentionDays } from "../../newsletter/retention-periods.ts";
import type { SiteConfig } from "../../config/site-schema.ts";

/**
 * The names content text may use in braces, e.g. "{product} measures trust". Each resolves to
 * the site configuration at build, so renaming the product is one environment variable.
 */
export function contentTokens(site: SiteConfig): Record<string, string> {
  return {
    product: site.productName,
    corporation: site.corporationName,
    consortium: site.consortiumName,
    siteHost: new URL(site.origin).host,
    retentionDays: String(site.submissionRetentionDays),
    ...Object.fromEntries(Object.entries(retentionDays).map(([name, days]) => [`retention.${name}`, String(days)])),
    // Only the privacy policy's text for analytics switched on uses it, and only that text is shown then.
    analyticsHost: site.analytics ? new URL(site.analytics.endpoint).host : "(analytics are off)",
    "email.info": site.emails.info,
    "email.sales": site.emails.sales,
    "email.partnerships": site.emails.partnerships,
    "email.investors": site.emails.investors,
    "url.productWebsite": site.urls.productWebsite,
    "url.investorRelations": site.urls.investorRelations,
    "url.professionalNetwork": site.urls.professionalNetwork,
    "url.socialNetwork": site.urls.socialNetwork,
  };
}

const tokenPattern = /\{([A-Za-z][\w.]*)\}/g;

export class UnknownTokenError extends Error {}

/** Replaces every `{token}` in `text`; an unknown one throws, listing the names that exist. */
export function resolveTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(tokenPattern, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new UnknownTokenError(
        `unknown token ${match} (known: ${Object.keys(tokens)
          .map((key) => `{${key}}`)
          .join(", ")})`,
      );
    }
    return value;
  });
}
