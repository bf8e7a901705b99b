import { z } from "zod";
import { ConfigError, parseEnv } from "./parse-env.ts";

/**
 * The one description of the site's facts: names, addresses and outside links.
 * Parsed from environment variables at build and at start-up, so a wrong value
 * stops both with a message naming the variable instead of shipping broken pages.
 */
const email = z.email();
const httpsUrl = z.url({ protocol: /^https?$/ });

const siteEnvSchema = z.object({
  SITE_ORIGIN: httpsUrl.default("https://www.aequa.example"),
  PRODUCT_NAME: z.string().trim().min(1).max(40).default("Aequa"),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and single hyphens")
    .optional(),
  CORPORATION_NAME: z.string().trim().min(1).max(80).default("Aequa Intelligence, Inc."),
  CONSORTIUM_NAME: z.string().trim().min(1).max(80).default("Aequa Consortium"),
  INFO_EMAIL: email.default("info@aequa.example"),
  SALES_EMAIL: email.default("demo@aequa.example"),
  PARTNERSHIPS_EMAIL: email.default("partnerships@aequa.example"),
  INVESTORS_EMAIL: email.default("investors@aequa.example"),
  PRODUCT_WEBSITE_URL: httpsUrl.default("https://aequa.example"),
  INVESTOR_RELATIONS_URL: httpsUrl.default("https://investors.aequa.example"),
  PROFESSIONAL_NETWORK_URL: httpsUrl.default("https://www.linkedin.com/company/aequa-intelligence"),
  SOCIAL_NETWORK_URL: httpsUrl.default("https://x.com/aequa_intel"),
  // A site fact, not only a server setting: the privacy policy states it.
  SUBMISSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Analytics are off unless an endpoint is set (docs/decisions/010-plausible-analytics.md).
  ANALYTICS_ENDPOINT: httpsUrl
    .refine((value) => {
      // An address that is not a URL at all is refused by the rule above.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return !url.search && !url.hash && !url.username && !url.password && !/[;,'\s]/.test(url.href);
    }, "use the URL of the Plausible events API, e.g. https://plausible.example.org/api/event (no query, fragment or credentials)")
    .optional(),
  ANALYTICS_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i, "use the site's domain as registered in Plausible, e.g. www.example.org")
    .optional(),
});

export type SiteConfig = {
  origin: string;
  productName: string;
  productSlug: string;
  corporationName: string;
  consortiumName: string;
  emails: {
    info: string;
    /** Demo requests and platform enquiries. */
    sales: string;
    /** Consortium partnerships, data contribution and research. */
    partnerships: string;
    investors: string;
  };
  /** Form submissions older than this are deleted; the privacy policy promises it. */
  submissionRetentionDays: number;
  urls: {
    productWebsite: string;
    investorRelations: string;
    professionalNetwork: string;
    socialNetwork: string;
  };
  /**
   * Privacy-friendly analytics (Plausible, app/browser/analytics.ts), or null when off (the default):
   * pages then carry no analytics code, and the privacy policy says that none is used.
   */
  analytics: { endpoint: string; domain: string } | null;
};

function slugify(name: string) {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const value = parseEnv(siteEnvSchema, env, "site configuration");
  if (value.ANALYTICS_DOMAIN && !value.ANALYTICS_ENDPOINT) {
    throw new ConfigError(
      `Invalid site configuration:\n  ANALYTICS_DOMAIN=${JSON.stringify(value.ANALYTICS_DOMAIN)}: set ANALYTICS_ENDPOINT too, or analytics stay off`,
    );
  }
  return {
    origin: new URL(value.SITE_ORIGIN).origin,
    productName: value.PRODUCT_NAME,
    productSlug: value.PRODUCT_SLUG ?? slugify(value.PRODUCT_NAME),
    corporationName: value.CORPORATION_NAME,
    consortiumName: value.CONSORTIUM_NAME,
    emails: {
      info: value.INFO_EMAIL,
      sales: value.SALES_EMAIL,
      partnerships: value.PARTNERSHIPS_EMAIL,
      investors: value.INVESTORS_EMAIL,
    },
    submissionRetentionDays: value.SUBMISSION_RETENTION_DAYS,
    urls: {
      productWebsite: value.PRODUCT_WEBSITE_URL,
      investorRelations: value.INVESTOR_RELATIONS_URL,
      professionalNetwork: value.PROFESSIONAL_NETWORK_URL,
      socialNetwork: value.SOCIAL_NETWORK_URL,
    },
    analytics: value.ANALYTICS_ENDPOINT
      ? {
          endpoint: new URL(value.ANALYTICS_ENDPOINT).href,
          domain: value.ANALYTICS_DOMAIN ?? new URL(value.SITE_ORIGIN).hostname,
        }
      : null,
  };
}
