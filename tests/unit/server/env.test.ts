import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config/parse-env";
import { parseSiteConfig } from "~/config/site-schema";
import { parseDatabaseUrl, parseServerEnv } from "../../../server/env";

const site = parseSiteConfig({});
const parse = (env: Record<string, string | undefined>) => parseServerEnv(env, site);

function errorOf(env: Record<string, string | undefined>): string {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("server settings", () => {
  it("has working defaults: SQLite in ./data, no delivery, 10 submissions a minute, one year of retention", () => {
    const env = parse({});
    expect(env.database).toEqual({ kind: "sqlite", file: path.resolve("data/site.db") });
    expect(env.smtpUrl).toBeUndefined();
    expect(env.webhook).toBeUndefined();
    expect(env.mailFrom).toBe('"Aequa website" <no-reply@aequa.example>');
    expect(env.rateLimitPerMinute).toBe(10);
    expect(env.retentionDays).toBe(365);
    expect(env.formTokenSecret).toBeUndefined();
    expect(env.trustProxy).toBe("loopback");
    expect(env.retry).toEqual({ baseMs: 30_000, maxMs: 3_600_000 });
    expect(env.leaseMs).toBe(120_000);
    expect(env.pollMs).toBe(5_000);
    expect(parse({ DELIVERY_POLL_SECONDS: "1" }).pollMs).toBe(1_000);
    expect(errorOf({ DELIVERY_POLL_SECONDS: "0" })).toContain("DELIVERY_POLL_SECONDS");
  });

  it("reads SQLite files and PostgreSQL URLs from DATABASE_URL", () => {
    expect(parseDatabaseUrl("file:/var/lib/site/x.db")).toEqual({ kind: "sqlite", file: "/var/lib/site/x.db" });
    expect(parseDatabaseUrl("file:rel/x.db", "/srv")).toEqual({ kind: "sqlite", file: "/srv/rel/x.db" });
    expect(parseDatabaseUrl("postgres://u:p@db:5432/site")).toEqual({
      kind: "postgres",
      url: "postgres://u:p@db:5432/site",
    });
    expect(parseDatabaseUrl("postgresql://db/site")).toEqual({ kind: "postgres", url: "postgresql://db/site" });
  });

  it("takes the delivery settings and turns the rate limit off with 0", () => {
    const env = parse({
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_FROM: '"Leads" <leads@org.example>',
      LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads",
      LEADS_WEBHOOK_SECRET: "0123456789abcdef",
      RATE_LIMIT_PER_MINUTE: "0",
      FORM_TOKEN_SECRET: "shared-secret-for-all-servers",
      TRUST_PROXY: "10.0.0.0/8, loopback",
    });
    expect(env.smtpUrl).toBe("smtps://user:pass@mail.example:465");
    expect(env.mailFrom).toBe('"Leads" <leads@org.example>');
    expect(env.webhook).toEqual({ url: "https://crm.example/hooks/leads", secret: "0123456789abcdef" });
    expect(env.rateLimitPerMinute).toBe(0);
    expect(parseServerEnv({}, parseSiteConfig({ SUBMISSION_RETENTION_DAYS: "30" })).retentionDays).toBe(30);
    expect(env.formTokenSecret).toBe("shared-secret-for-all-servers");
    expect(env.trustProxy).toBe("10.0.0.0/8, loopback");
    expect(parse({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parse({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("stops with a message naming each bad variable", () => {
    const message = errorOf({
      DATABASE_URL: "mysql://db/site",
      SMTP_URL: "http://mail.example",
      RATE_LIMIT_PER_MINUTE: "-1",
      TRUST_PROXY: "everyone",
      MAIL_FROM: "not an address",
    });
    for (const name of ["DATABASE_URL", "SMTP_URL", "RATE_LIMIT_PER_MINUTE", "TRUST_PROXY", "MAIL_FROM"]) {
      expect(message).toContain(`${name}=`);
    }
  });

  it("keeps no metrics by default, serves them on loopback with METRICS_PORT, and takes only a long METRICS_TOKEN", () => {
    expect(parse({}).metrics).toEqual({ host: "127.0.0.1" });
    const token = "0123456789abcdef0123456789abcdef";
    expect(parse({ METRICS_PORT: "9464", METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token,
    });
    expect(parse({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics.host).toBe("10.0.0.5");
    expect(errorOf({ METRICS_TOKEN: "short" })).toMatch(/METRICS_TOKEN.*at least 32 characters/);
    expect(errorOf({ METRICS_TOKEN: `${token} ${token}` })).toMatch(/METRICS_TOKEN.*bearer token/);
    expect(errorOf({ PORT: "3000", METRICS_PORT: "3000" })).toMatch(/METRICS_PORT.*other than PORT/);
  });

  it("ends desk sessions after 12 idle hours and 7 days by default, or as set", () => {
    expect(parse({}).deskSessions).toEqual({ idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 });
    expect(parse({ DESK_SESSION_IDLE_HOURS: "0.5", DESK_SESSION_MAX_DAYS: "30" }).deskSessions).toEqual({
      idleMs: 1_800_000,
      absoluteMs: 30 * 86_400_000,
    });
    const message = errorOf({ DESK_SESSION_IDLE_HOURS: "0", DESK_SESSION_MAX_DAYS: "soon" });
    expect(message).toContain("DESK_SESSION_IDLE_HOURS=");
    expect(message).toContain("DESK_SESSION_MAX_DAYS=");
  });

  it("requires LEADS_WEBHOOK_SECRET when LEADS_WEBHOOK_URL is set", () => {
    expect(errorOf({ LEADS_WEBHOOK_URL: "https://crm.example/hook" })).toMatch(
      /LEADS_WEBHOOK_SECRET=undefined: required when LEADS_WEBHOOK_URL/,
    );
    expect(errorOf({ LEADS_WEBHOOK_URL: "https://crm.example/hook", LEADS_WEBHOOK_SECRET: "short" })).toContain(
      "LEADS_WEBHOOK_SECRET",
    );
  });
});

const hourMs = 60 * 60 * 1000;
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("deliverability settings", () => {
  it("gives up mail to outside addresses after 72 hours, reports the organisation's after 24, replies to INFO_EMAIL, signs nothing and takes no events by default", () => {
    const env = parse({});
    expect(env.giveUpAfterMs).toBe(72 * hourMs);
    expect(env.alertAfterMs).toBe(24 * hourMs);
    expect(env.newsletterReplyTo).toBe(site.emails.info);
    expect(env.dkim).toBeUndefined();
    expect(env.providerEvents).toEqual({ signedSecret: undefined, mailgunSigningKey: undefined, sesTopicArns: [] });
  });

  it("takes each setting, a private key written on one line with \\n included", () => {
    const env = parse({
      DELIVERY_GIVE_UP_HOURS: "48",
      DELIVERY_ALERT_HOURS: "2",
      NEWSLETTER_REPLY_TO: " newsletter@aequa.example ",
      DKIM_DOMAIN: "aequa.example",
      DKIM_SELECTOR: "mail2030",
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
      MAIL_EVENTS_SECRET: "events-secret-0123456789",
      MAILGUN_WEBHOOK_SIGNING_KEY: "key-0123456789abcdef",
      SES_SNS_TOPIC_ARNS:
        "arn:aws:sns:eu-west-1:123456789012:ses-bounces, arn:aws:sns:us-east-1:123456789012:ses-complaints",
    });
    expect(env.giveUpAfterMs).toBe(48 * hourMs);
    expect(env.alertAfterMs).toBe(2 * hourMs);
    expect(env.newsletterReplyTo).toBe("newsletter@aequa.example");
    expect(env.dkim).toEqual({ domain: "aequa.example", selector: "mail2030", privateKey: pem });
    expect(env.providerEvents).toEqual({
      signedSecret: "events-secret-0123456789",
      mailgunSigningKey: "key-0123456789abcdef",
      sesTopicArns: [
        "arn:aws:sns:eu-west-1:123456789012:ses-bounces",
        "arn:aws:sns:us-east-1:123456789012:ses-complaints",
      ],
    });
  });

  it("refuses what it cannot use, naming the setting and the reason", () => {
    expect(errorOf({ DELIVERY_GIVE_UP_HOURS: "0" })).toContain("DELIVERY_GIVE_UP_HOURS");
    expect(errorOf({ DELIVERY_ALERT_HOURS: "1.5" })).toContain("DELIVERY_ALERT_HOURS");
    expect(errorOf({ NEWSLETTER_REPLY_TO: "Newsletter team" })).toContain("use an address a person reads");
    expect(errorOf({ DKIM_DOMAIN: "aequa.example", DKIM_SELECTOR: "mail" })).toContain(
      "set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together",
    );
    expect(errorOf({ DKIM_DOMAIN: "aequa.example", DKIM_SELECTOR: "mail", DKIM_PRIVATE_KEY: "secret" })).toContain(
      "use the PEM of the RSA private key",
    );
    expect(errorOf({ DKIM_DOMAIN: "not a domain", DKIM_SELECTOR: "mail", DKIM_PRIVATE_KEY: pem })).toContain(
      "DKIM_DOMAIN",
    );
    expect(errorOf({ MAIL_EVENTS_SECRET: "short" })).toContain("use at least 16 characters");
    expect(errorOf({ SES_SNS_TOPIC_ARNS: "arn:aws:sqs:eu-west-1:123456789012:queue" })).toContain(
      "use the ARNs of the SNS topics",
    );
  });
});
