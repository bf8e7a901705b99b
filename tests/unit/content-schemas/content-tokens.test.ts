/** Brace names in content text (app/content/schema/content-tokens.ts): each becomes the configured fact, an unknown one stops the build. */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { contentTokens, resolveTokens, UnknownTokenError } from "~/content/schema/content-tokens";

describe("content tokens", () => {
  const site = parseSiteConfig({ PRODUCT_NAME: "Equa", RETENTION_DAYS: "30" });

  it("names the site's facts", () => {
    expect(contentTokens(site)).toEqual({
      product: site.productName,
      corporation: site.corporationName,
      consortium: site.consortiumName,
      siteHost: new URL(site.origin).host,
      retentionDays: String(site.submissionRetentionDays),
      "retention.confirmationLink": "7",
      "retention.unconfirmed": "30",
      "retention.unsubscribed": "365",
      "retention.suppressed": "365",
      "retention.sendRecords": "365",
      "retention.sentMessages": "30",
      analyticsHost: "(analytics are off)",
      "email.info": site.emails.info,
      "email.sales": site.emails.sales,
      "email.partnerships": site.emails.partnerships,
      "email.investors": site.emails.investors,
      "url.productWebsite": site.urls.productWebsite,
      "url.investorRelations": site.urls.investorRelations,
      "url.professionalNetwork": site.urls.professionalNetwork,
      "url.socialNetwork": site.urls.socialNetwork,
    });
  });

  it("names the analytics host when analytics are on", () => {
    const withAnalytics = parseSiteConfig({
      ANALYTICS_ENDPOINT: "https://plausible.example.org/api/event",
      ANALYTICS_DOMAIN: "www.aequa.example",
    });
    expect(contentTokens(withAnalytics).analyticsHost).toBe("plausible.example.org");
  });

  it("replaces every brace name, dotted ones included, and leaves other braces alone", () => {
    const tokens = contentTokens(site);
    expect(resolveTokens("{product} by {corporation}: write {email.info}.", tokens)).toBe(
      `${site.productName} by ${site.corporationName}: write ${site.emails.info}.`,
    );
    expect(resolveTokens("{ product } {1} {}", tokens)).toBe("{ product } {1} {}");
  });

  it("refuses an unknown name, listing the names that exist", () => {
    expect(() => resolveTokens("Try {produkt} today", { product: "Equa", consortium: "Aequa Consortium" })).toThrow(
      new UnknownTokenError("unknown token {produkt} (known: {product}, {consortium})"),
    );
  });
});
