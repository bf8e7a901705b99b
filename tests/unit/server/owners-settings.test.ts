import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config/parse-env";
import { parseSiteConfig } from "~/config/site-schema";
import { contentSecurityPolicy } from "../../../server/content-security-policy";
import { parseServerEnv } from "../../../server/env";

/** The settings of the visitor's receipt (RECEIPT_EMAIL) and the analytics (ANALYTICS_*). */

function configErrorOf(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("RECEIPT_EMAIL", () => {
  const site = parseSiteConfig({});
  it("is on unless set to off, and refuses anything else by name", () => {
    expect(parseServerEnv({}, site).receiptEmail).toBe(true);
    expect(parseServerEnv({ RECEIPT_EMAIL: "off" }, site).receiptEmail).toBe(false);
    expect(configErrorOf(() => parseServerEnv({ RECEIPT_EMAIL: "no" }, site))).toContain(
      'RECEIPT_EMAIL="no": use on or off',
    );
  });

  it("still reads its former name, CONFIRMATION_EMAIL, when it is unset", () => {
    expect(parseServerEnv({ CONFIRMATION_EMAIL: "off" }, site).receiptEmail).toBe(false);
    expect(parseServerEnv({ CONFIRMATION_EMAIL: "off", RECEIPT_EMAIL: "on" }, site).receiptEmail).toBe(true);
    expect(parseServerEnv({ CONFIRMATION_EMAIL: "on", RECEIPT_EMAIL: "off" }, site).receiptEmail).toBe(false);
    expect(configErrorOf(() => parseServerEnv({ CONFIRMATION_EMAIL: "no" }, site))).toContain(
      'CONFIRMATION_EMAIL="no": use on or off',
    );
  });
});

describe("the analytics setting", () => {
  it("is off by default, and the pages may then connect to the site only", () => {
    expect(parseSiteConfig({}).analytics).toBeNull();
    const policy = contentSecurityPolicy({ hashes: [] });
    // No connect-src: `default-src 'self'` then allows the site alone.
    expect(policy).toMatch(/^default-src 'self';/);
    expect(policy.split("; ").find((directive) => directive.startsWith("connect-src"))).toBeUndefined();
  });

  it("takes the endpoint and a domain that defaults to the site's host, and the CSP names exactly that endpoint", () => {
    const analytics = parseSiteConfig({
      SITE_ORIGIN: "https://www.example.org",
      ANALYTICS_ENDPOINT: "https://stats.example.org/api/event",
    }).analytics;
    expect(analytics).toEqual({ endpoint: "https://stats.example.org/api/event", domain: "www.example.org" });
    expect(
      parseSiteConfig({ ANALYTICS_ENDPOINT: "https://a.example/api/event", ANALYTICS_DOMAIN: "example.org" }).analytics,
    ).toMatchObject({ domain: "example.org" });
    const policy = contentSecurityPolicy({ nonce: "n" }, [analytics?.endpoint ?? ""]);
    expect(policy).toContain("; connect-src 'self' https://stats.example.org/api/event;");
  });

  it("refuses an endpoint a CSP source cannot name exactly, and a domain without an endpoint", () => {
    for (const endpoint of [
      "ftp://stats.example.org/api/event",
      "https://stats.example.org/api/event?site=x",
      "https://user:pw@stats.example.org/api/event",
      "not a url",
    ]) {
      expect(configErrorOf(() => parseSiteConfig({ ANALYTICS_ENDPOINT: endpoint }))).toContain("ANALYTICS_ENDPOINT=");
    }
    expect(configErrorOf(() => parseSiteConfig({ ANALYTICS_DOMAIN: "example.org" }))).toContain(
      "set ANALYTICS_ENDPOINT too",
    );
    expect(
      configErrorOf(() =>
        parseSiteConfig({ ANALYTICS_ENDPOINT: "https://a.example/e", ANALYTICS_DOMAIN: "not a domain" }),
      ),
    ).toContain("ANALYTICS_DOMAIN=");
  });
});
