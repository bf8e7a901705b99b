import { randomBytes } from "node:crypto";
import type { SiteConfig } from "../app/config/site-schema";
import type { SubmissionService } from "../app/forms/submission-service";
import { createEmailChannel, createWebhookChannel, type DeliveryChannel } from "./delivery/channels";
import { DeliveryWorker } from "./delivery/delivery-worker";
import type { ServerEnv } from "./env";
import { createRateLimiter, type PeekableRateLimiter } from "./rate-limiter";
import { Storage } from "./storage/database";
import { startRetentionPurge } from "./submissions/retention";
import { createSubmissionStore } from "./submissions/submission-store";

export type FormBackend = {
  storage: Storage;
  submissions: SubmissionService;
  rateLimiter: PeekableRateLimiter;
  formTokenSecret: string;
  /** Connects (or reports that it cannot), then starts delivering and purging. */
  start(): Promise<void>;
  /** Stops the worker after its deliveries in progress, then closes the database. */
  close(): Promise<void>;
};

function describeSmtp(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

/** Everything the forms need on the server, built once at start-up from the settings. */
export function createFormBackend(
  env: ServerEnv,
  site: Pick<SiteConfig, "emails" | "productName">,
  log: (message: string) => void = console.log,
): FormBackend {
  const storage = new Storage(env.database, log);
  const channels: DeliveryChannel[] = [];
  if (env.smtpUrl) channels.push(createEmailChannel({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, site }));
  if (env.webhook) channels.push(createWebhookChannel(env.webhook));
  const worker = new DeliveryWorker({ storage, channels, backoff: env.retry, leaseMs: env.leaseMs, log });
  const submissions = createSubmissionStore({
    storage,
    channels: channels.map((channel) => channel.name),
    onStored: () => worker.wake(),
    log,
  });
  let retention: ReturnType<typeof startRetentionPurge> | undefined;

  return {
    storage,
    submissions,
    rateLimiter: createRateLimiter(env.rateLimitPerMinute),
    formTokenSecret: env.formTokenSecret ?? randomBytes(32).toString("base64url"),
    async start() {
      log(`Form submissions are stored in ${storage.description}`);
      if (!(await storage.isReachable(5_000))) {
        log("The database is unreachable: pages are served, forms answer 503 until it is back (checked on every use).");
      }
      if (env.smtpUrl) log(`Submissions are e-mailed through ${describeSmtp(env.smtpUrl)} from ${env.mailFrom}`);
      if (env.webhook) log(`Submissions are posted to the webhook ${new URL(env.webhook.url).origin}`);
      if (channels.length === 0) {
        log(
          "Neither SMTP_URL nor LEADS_WEBHOOK_URL is set: submissions are stored but NOT delivered to anyone. List them with `npm run submissions`.",
        );
      }
      if (!env.formTokenSecret) {
        log(
          "FORM_TOKEN_SECRET is not set: this process uses a random one. Several server processes behind one address need one shared FORM_TOKEN_SECRET.",
        );
      }
      if (env.rateLimitPerMinute === 0) log("RATE_LIMIT_PER_MINUTE=0: form submissions are not rate limited.");
      worker.start();
      retention = startRetentionPurge({ storage, retentionDays: env.retentionDays, log });
      await retention.started;
    },
    async close() {
      retention?.stop();
      await worker.stop();
      for (const channel of channels) channel.close();
      await storage.close();
    },
  };
}
