/** The deliverability settings (server/env.ts): bounded retries, alerting, DKIM, Reply-To and the providers' secrets. */
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config/parse-env";
import { parseSiteConfig } from "~/config/site-schema";
import { parseServerEnv } from "../../../server/env";

const site = parseSiteConfig({});
const parse = (env: Record<string, string | undefined>) => parseServerEnv(env, site);
const errorOf = (env: Record<string, string | undefined>) => {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};
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
