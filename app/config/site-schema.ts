import { z } from "zod";
import { parseEnv } from "./parse-env.ts";

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
  };
}
