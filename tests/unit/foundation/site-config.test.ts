import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config/parse-env";
import { parseSiteConfig } from "~/config/site-schema";

describe("the site configuration", () => {
  it("defaults to the Aequa names and .example addresses", () => {
    const config = parseSiteConfig({});
    expect(config.productName).toBe("Aequa");
    expect(config.productSlug).toBe("aequa");
    expect(config.corporationName).toBe("Aequa Intelligence, Inc.");
    expect(config.consortiumName).toBe("Aequa Consortium");
    expect(config.emails.info).toBe("info@aequa.example");
    for (const address of Object.values(config.emails)) expect(address).toMatch(/@aequa\.example$/);
  });

  it("takes overrides from the environment and derives the slug from the name", () => {
    const config = parseSiteConfig({
      PRODUCT_NAME: "Verity Works",
      INFO_EMAIL: "hello@verity.example",
      SITE_ORIGIN: "https://verity.example/",
    });
    expect(config.productName).toBe("Verity Works");
    expect(config.productSlug).toBe("verity-works");
    expect(config.emails.info).toBe("hello@verity.example");
    expect(config.origin).toBe("https://verity.example");
  });

  it("keeps submissions 365 days unless SUBMISSION_RETENTION_DAYS says otherwise", () => {
    expect(parseSiteConfig({}).submissionRetentionDays).toBe(365);
    expect(parseSiteConfig({ SUBMISSION_RETENTION_DAYS: "90" }).submissionRetentionDays).toBe(90);
    expect(() => parseSiteConfig({ SUBMISSION_RETENTION_DAYS: "0" })).toThrow(/SUBMISSION_RETENTION_DAYS="0"/);
  });

  it("treats empty variables as unset", () => {
    expect(parseSiteConfig({ PRODUCT_NAME: "" }).productName).toBe("Aequa");
  });

  it("refuses bad values with a message naming each variable", () => {
    const attempt = () => parseSiteConfig({ SITE_ORIGIN: "not a url", INFO_EMAIL: "nobody", PRODUCT_SLUG: "Bad Slug" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SITE_ORIGIN="not a url"/);
    expect(attempt).toThrow(/INFO_EMAIL="nobody"/);
    expect(attempt).toThrow(/PRODUCT_SLUG="Bad Slug"/);
  });

  it("only accepts web addresses for the outside links", () => {
    expect(() => parseSiteConfig({ SOCIAL_NETWORK_URL: "javascript:alert(1)" })).toThrow(/SOCIAL_NETWORK_URL/);
  });
});
