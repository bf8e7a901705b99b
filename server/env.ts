import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseEnv } from "../app/config/parse-env";
import type { SiteConfig } from "../app/config/site-schema";
import { type DeskOrigin, deskOriginFor } from "./desk/desk-origin";

/** Where submissions are stored: an SQLite file (the default) or a PostgreSQL server. */
export type DatabaseLocation = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

const defaultDatabaseFile = "./data/site.db";

export function parseDatabaseUrl(value: string | undefined, cwd = process.cwd()): DatabaseLocation {
  if (!value) return { kind: "sqlite", file: path.resolve(cwd, defaultDatabaseFile) };
  if (/^postgres(ql)?:\/\//.test(value)) {
    if (!URL.canParse(value)) throw new Error("not a valid URL (percent-encode special characters in the password)");
    return { kind: "postgres", url: value };
  }
  if (value.startsWith("file:") && value.length > "file:".length) {
    return { kind: "sqlite", file: path.resolve(cwd, value.slice("file:".length).replace(/^\/\/(?=\/)/, "")) };
  }
  throw new Error("use file:/path/to/site.db for SQLite or postgres://user:password@host:5432/database");
}

const proxyKeywords = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Express's `trust proxy`: true/false, a hop count, or a list of addresses, subnets and keywords. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (proxyKeywords.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split("/");
    if (rest.length > 0 || !isIP(address)) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (!valid)
    throw new Error(
      "use true, false, a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets",
    );
  return value;
}

const mailbox = /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/;
const mailFrom = /^(?:"[^"\r\n]+"|[^"<>\r\n]+)\s*<[^<>@\s]+@[^<>@\s]+>$/;

const seconds = z.coerce.number().int().positive();
const hours = z.coerce.number().int().positive();

const topicArn = /^arn:aws(?:-[a-z]+)*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/;

/** Settings of the running server (the site's own facts are in app/config/site-schema.ts). */
const serverEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z.string().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "use smtp://user:password@host:587 or smtps://..." }).optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .refine((value) => mailbox.test(value) || mailFrom.test(value), 'use an address or "Name" <address>')
      .optional(),
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "use an http:// or https:// URL" }).optional(),
    LEADS_WEBHOOK_SECRET: z.string().min(16, "use at least 16 characters").optional(),
    RECEIPT_EMAIL: z.enum(["on", "off"], { error: "use on or off" }).optional(),
    /** RECEIPT_EMAIL's former name (docs/configuration.md): still read when RECEIPT_EMAIL is unset. */
    CONFIRMATION_EMAIL: z.enum(["on", "off"], { error: "use on or off" }).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
    FORM_TOKEN_SECRET: z.string().min(16, "use at least 16 characters").optional(),
    TRUST_PROXY: z.string().default("loopback"),
    FORCE_HTTPS: z.enum(["on", "off"], { error: "use on or off" }).default("off"),
    DELIVERY_RETRY_BASE_SECONDS: seconds.default(30),
    DELIVERY_RETRY_MAX_SECONDS: seconds.default(3600),
    DELIVERY_LEASE_SECONDS: seconds.default(120),
    DELIVERY_POLL_SECONDS: seconds.default(5),
    NEWSLETTER_SECRET: z.string().min(16, "use at least 16 characters").optional(),
    // An ordinary SMTP relay (a small business plan, a self-hosted Postfix) takes a message a second or so.
    NEWSLETTER_RATE_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1, "use a whole number of messages, at least 1")
      .default(60),
    NEWSLETTER_REPLY_TO: z
      .string()
      .trim()
      .refine((value) => mailbox.test(value), "use an address a person reads, e.g. newsletter@example.org")
      .optional(),
    DELIVERY_GIVE_UP_HOURS: hours.default(72),
    DELIVERY_ALERT_HOURS: hours.default(24),
    DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i, "use the signing domain, e.g. aequa.example")
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i, "use the selector of the DNS record, e.g. mail2030")
      .optional(),
    DKIM_PRIVATE_KEY: z
      .string()
      .transform((value) => value.replace(/\\n/g, "\n"))
      .refine((value) => /-----BEGIN (?:RSA )?PRIVATE KEY-----/.test(value), "use the PEM of the RSA private key")
      .optional(),
    MAIL_EVENTS_SECRET: z.string().min(16, "use at least 16 characters").optional(),
    MAILGUN_WEBHOOK_SIGNING_KEY: z.string().min(16, "use the HTTP webhook signing key from Mailgun").optional(),
    SES_SNS_TOPIC_ARNS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((arn) => arn.trim())
          .filter(Boolean),
      )
      .refine(
        (arns) => arns.every((arn) => topicArn.test(arn)),
        "use the ARNs of the SNS topics, comma-separated, e.g. arn:aws:sns:eu-west-1:123456789012:ses-events",
      )
      .optional(),
    DESK_SESSION_IDLE_HOURS: z.coerce.number().positive("use a number of hours above 0").default(12),
    DESK_SESSION_MAX_DAYS: z.coerce.number().positive("use a number of days above 0").default(7),
    BACKUP_DIR: z.string().trim().min(1).optional(),
    // Fractional, so that a test can back up every few seconds.
    BACKUP_EVERY_HOURS: z.coerce.number().positive("use a number of hours above 0, e.g. 6 or 0.5").optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1, "use a whole number of backups, at least 1").default(14),
    BACKUP_COMMAND: z.string().trim().min(1).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, "use letters, digits and -._~+/ only (it is sent as a bearer token)")
      .min(32, "use at least 32 characters, e.g. from `openssl rand -hex 32`")
      .optional(),
    DESK_QUERY_MS: z.coerce
      .number()
      .int("use a whole number of milliseconds")
      .positive("use a number above 0")
      .default(2_000),
    DESK_EXPORT_ROWS: z.coerce
      .number()
      .int("use a whole number of rows")
      .positive("use a number above 0")
      .default(100_000),
  })
  .superRefine((value, context) => {
    if (value.LEADS_WEBHOOK_URL && !value.LEADS_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_SECRET"],
        message: "required when LEADS_WEBHOOK_URL is set (the receiver checks the X-Signature header with it)",
      });
    }
    const dkim = [value.DKIM_DOMAIN, value.DKIM_SELECTOR, value.DKIM_PRIVATE_KEY];
    if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "use a port other than PORT (to serve /metrics on PORT, set METRICS_TOKEN instead)",
      });
    }
    if (dkim.some(Boolean) && !dkim.every(Boolean)) {
      context.addIssue({
        code: "custom",
        path: ["DKIM_PRIVATE_KEY"],
        message: "set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together, or none of them",
      });
    }
    if ((value.BACKUP_EVERY_HOURS || value.BACKUP_COMMAND) && !value.BACKUP_DIR) {
      context.addIssue({
        code: "custom",
        path: [value.BACKUP_EVERY_HOURS ? "BACKUP_EVERY_HOURS" : "BACKUP_COMMAND"],
        message: "set BACKUP_DIR too: the folder where the backups are written",
      });
    }
    const checks: [key: "DATABASE_URL" | "TRUST_PROXY", check: () => unknown][] = [
      ["DATABASE_URL", () => parseDatabaseUrl(value.DATABASE_URL)],
      ["TRUST_PROXY", () => parseTrustProxy(value.TRUST_PROXY)],
    ];
    for (const [key, check] of checks) {
      try {
        check();
      } catch (error) {
        context.addIssue({ code: "custom", path: [key], message: (error as Error).message });
      }
    }
  });

/** DKIM signing of every e-mail the server sends (nodemailer's `dkim` option). */
export type DkimSettings = { domain: string; selector: string; privateKey: string };

/** Who may report bounces and complaints to /newsletter/events/<provider> (server/newsletter/provider-events/). */
export type ProviderEventSettings = {
  /** Our own signed format (MAIL_EVENTS_SECRET). */
  signedSecret?: string;
  /** Mailgun's webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY). */
  mailgunSigningKey?: string;
  /** The SNS topics whose Amazon SES notifications are taken (SES_SNS_TOPIC_ARNS). */
  sesTopicArns: string[];
};

/** Copies of the database (server/operations/backup.ts, docs/operations/backups.md). */
export type BackupSettings = {
  /** BACKUP_DIR; absent: nothing is backed up and `npm run backup` refuses. */
  dir?: string;
  /** BACKUP_EVERY_HOURS: the server backs itself up this often; absent: only `npm run backup` does. */
  everyMs?: number;
  /** BACKUP_KEEP: the newest backups kept; older ones are deleted. */
  keep: number;
  /** BACKUP_COMMAND: a shell command given each finished backup ($BACKUP_FILE, and $1). */
  command?: string;
};

export type ServerEnv = {
  port: number;
  host: string;
  database: DatabaseLocation;
  smtpUrl?: string;
  mailFrom: string;
  webhook?: { url: string; secret: string };
  /** Whether visitors get a receipt of what they sent (with SMTP_URL; RECEIPT_EMAIL=off turns it off). */
  receiptEmail: boolean;
  rateLimitPerMinute: number;
  retentionDays: number;
  /** Absent when FORM_TOKEN_SECRET is unset: the servers then share a random one kept in the database. */
  formTokenSecret?: string;
  trustProxy: boolean | number | string;
  /** FORCE_HTTPS=on: plain-HTTP requests get a redirect to https (server/force-https.ts). */
  forceHttps: boolean;
  retry: { baseMs: number; maxMs: number };
  /** How long a claimed delivery stays with its worker; after a crash, how long until another takes it over. */
  leaseMs: number;
  /** How often the worker looks for due deliveries nothing told it of (queued by another process, a retry come due). */
  pollMs: number;
  /** Signs the newsletter's links and keys its address hashes; absent: one kept in the database. */
  newsletterSecret?: string;
  /** How many edition e-mails leave per minute (server/newsletter/editions.ts spreads them out). */
  newsletterRatePerMinute: number;
  /** Reply-To of the newsletter's e-mails: a mailbox a person reads (NEWSLETTER_REPLY_TO, else INFO_EMAIL). */
  newsletterReplyTo: string;
  /** Mail to an outside address failing this long is given up (DELIVERY_GIVE_UP_HOURS). */
  giveUpAfterMs: number;
  /** A delivery to the organisation failing this long is reported in the log and /healthz (DELIVERY_ALERT_HOURS). */
  alertAfterMs: number;
  dkim?: DkimSettings;
  providerEvents: ProviderEventSettings;
  /** Desk sessions end after this long without a request, and this long after signing in whatever happens. */
  deskSessions: { idleMs: number; absoluteMs: number };
  backup: BackupSettings;
  /**
   * Where Prometheus reads the metrics (docs/operations/metrics-and-logs.md): a port of their own
   * (METRICS_PORT on METRICS_HOST), and/or /metrics on PORT for a bearer of METRICS_TOKEN. Neither set:
   * no metrics are kept.
   */
  metrics: { port?: number; host: string; token?: string };
  /** The budget of each desk query (DESK_QUERY_MS) and the rows of an export at most (DESK_EXPORT_ROWS). */
  deskReads: { queryMs: number; exportRows: number };
  /** Where the desk's sign-in links lead and its passkeys belong: SITE_ORIGIN, or on a first run this machine (./desk/desk-origin.ts). */
  deskOrigin: DeskOrigin;
};

/** "Aequa website" <no-reply@aequa.example>, on the domain of the site's own info address. */
function defaultMailFrom(site: Pick<SiteConfig, "productName" | "emails">): string {
  const domain = site.emails.info.slice(site.emails.info.lastIndexOf("@") + 1);
  return `"${site.productName.replace(/["\\]/g, "")} website" <no-reply@${domain}>`;
}

export function parseServerEnv(
  env: Record<string, string | undefined>,
  site: Pick<SiteConfig, "productName" | "emails" | "submissionRetentionDays" | "origin">,
): ServerEnv {
  const hourMs = 60 * 60 * 1000;
  const value = parseEnv(serverEnvSchema, env, "server configuration");
  return {
    port: value.PORT,
    host: value.HOST,
    database: parseDatabaseUrl(value.DATABASE_URL),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? defaultMailFrom(site),
    webhook:
      value.LEADS_WEBHOOK_URL && value.LEADS_WEBHOOK_SECRET
        ? { url: value.LEADS_WEBHOOK_URL, secret: value.LEADS_WEBHOOK_SECRET }
        : undefined,
    receiptEmail: (value.RECEIPT_EMAIL ?? value.CONFIRMATION_EMAIL ?? "on") === "on",
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    retentionDays: site.submissionRetentionDays,
    formTokenSecret: value.FORM_TOKEN_SECRET,
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    forceHttps: value.FORCE_HTTPS === "on",
    retry: { baseMs: value.DELIVERY_RETRY_BASE_SECONDS * 1000, maxMs: value.DELIVERY_RETRY_MAX_SECONDS * 1000 },
    leaseMs: value.DELIVERY_LEASE_SECONDS * 1000,
    pollMs: value.DELIVERY_POLL_SECONDS * 1000,
    newsletterSecret: value.NEWSLETTER_SECRET,
    newsletterRatePerMinute: value.NEWSLETTER_RATE_PER_MINUTE,
    newsletterReplyTo: value.NEWSLETTER_REPLY_TO ?? site.emails.info,
    giveUpAfterMs: value.DELIVERY_GIVE_UP_HOURS * hourMs,
    alertAfterMs: value.DELIVERY_ALERT_HOURS * hourMs,
    dkim:
      value.DKIM_DOMAIN && value.DKIM_SELECTOR && value.DKIM_PRIVATE_KEY
        ? { domain: value.DKIM_DOMAIN, selector: value.DKIM_SELECTOR, privateKey: value.DKIM_PRIVATE_KEY }
        : undefined,
    providerEvents: {
      signedSecret: value.MAIL_EVENTS_SECRET,
      mailgunSigningKey: value.MAILGUN_WEBHOOK_SIGNING_KEY,
      sesTopicArns: value.SES_SNS_TOPIC_ARNS ?? [],
    },
    deskSessions: {
      idleMs: value.DESK_SESSION_IDLE_HOURS * hourMs,
      absoluteMs: value.DESK_SESSION_MAX_DAYS * 24 * hourMs,
    },
    backup: {
      dir: value.BACKUP_DIR && path.resolve(value.BACKUP_DIR),
      everyMs: value.BACKUP_EVERY_HOURS && value.BACKUP_EVERY_HOURS * hourMs,
      keep: value.BACKUP_KEEP,
      command: value.BACKUP_COMMAND,
    },
    metrics: { port: value.METRICS_PORT, host: value.METRICS_HOST, token: value.METRICS_TOKEN },
    deskReads: { queryMs: value.DESK_QUERY_MS, exportRows: value.DESK_EXPORT_ROWS },
    deskOrigin: deskOriginFor({
      siteOrigin: site.origin,
      siteOriginSet: Boolean(env.SITE_ORIGIN),
      host: value.HOST,
      port: value.PORT,
    }),
  };
}
