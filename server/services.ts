import type { AppOptions } from "./app";
import type { SiteConfig } from "../app/config/site-schema";
import type { SubmissionService } from "../app/forms/submission-service";
import type { SubscriptionService } from "../app/newsletter/subscription-contract";
import {
  createReceiptChannel,
  createEmailChannel,
  createSmtpTransport,
  createWebhookChannel,
  type DeliveryChannel,
} from "./delivery/channels";
import { type DeliveryHealth, DeliveryWorker } from "./delivery/delivery-worker";
import { smtpUtf8Probe } from "./delivery/smtp-utf8";
import { createDesk, type Desk } from "./desk/create-desk";
import { deskOriginLine, deskOriginProblems } from "./desk/desk-origin";
import { relyingPartyFor } from "./desk/passkeys";
import type { ServerEnv } from "./env";
import { formTokenSecretSource } from "./form-token-secret";
import { type BackupScheduler, startBackupScheduler } from "./operations/backup-scheduler";
import type { Log } from "./operations/log";
import type { Metrics } from "./operations/metrics";
import { countingRefusals } from "./operations/metrics-rate-limit";
import { observeStorage } from "./operations/metrics-storage";
import { createSubmissionLimiter, type SubmissionLimiter } from "./rate-limiter";
import { Storage } from "./storage/database";
import { startRetentionPurge } from "./submissions/retention-purge";
import { createSubmissionStore } from "./submissions/submission-store";
import { type NewsletterKeys, newsletterKeysSource } from "./newsletter/newsletter-keys";
import type { NewsletterArchive } from "../app/newsletter/archive-contract";
import { createNewsletterArchive } from "./newsletter/edition-archive";
import type { EditionArticle } from "./newsletter/edition-articles";
import { scheduledEditionChannel } from "./newsletter/scheduled-editions";
import { subscriptionChannels } from "./newsletter/subscription-channels";
import { createSubscriptionService } from "./newsletter/subscription-service";
import { fetchedCertificates } from "./newsletter/provider-events/amazon-sns";
import {
  openSubscribeUrl,
  providerEventsBodyLimit,
  providerEventsHandler,
} from "./newsletter/provider-events/events-endpoint";

export type FormBackend = {
  storage: Storage;
  submissions: SubmissionService;
  subscriptions: SubscriptionService;
  rateLimiter: SubmissionLimiter;
  /** FORM_TOKEN_SECRET, or the one every process shares through the database; rejects while it is unreachable. */
  formTokenSecret: () => Promise<string>;
  /** The newsletter's keys (NEWSLETTER_SECRET, or the database's own). */
  newsletterKeys: () => Promise<NewsletterKeys>;
  /** Whether a delivery to the organisation has been failing for long (/healthz). */
  deliveryHealth: () => Promise<DeliveryHealth>;
  /** POST /newsletter/events/<provider>: the sending service's bounces and complaints. */
  providerEvents: NonNullable<AppOptions["providerEvents"]>;
  /** The team's desk (server/desk/create-desk.ts). */
  desk: Desk;
  /** The newsletter's public archive (server/newsletter/edition-archive.ts). */
  newsletterArchive: NewsletterArchive;
  /** The server's own backups (BACKUP_DIR with BACKUP_EVERY_HOURS), once started; undefined without them. */
  backups: () => BackupScheduler | undefined;
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
  site: Pick<SiteConfig, "emails" | "productName" | "origin" | "submissionRetentionDays">,
  log: Log = console.log,
  /** The published articles an edition chooses from (server/newsletter/edition-articles.ts); none in tests that send no edition. */
  editionArticles: () => EditionArticle[] = () => [],
  /** The server's metrics (server/operations/metrics.ts); absent, nothing is counted. */
  metrics?: Metrics,
): FormBackend {
  const storage = new Storage(env.database, log, metrics?.databaseError);
  const transport = env.smtpUrl ? createSmtpTransport(env.smtpUrl, env.dkim) : undefined;
  const channels: DeliveryChannel[] = [];
  if (transport) {
    channels.push(createEmailChannel({ transport, mailFrom: env.mailFrom, site }));
    if (env.receiptEmail) {
      channels.push(createReceiptChannel({ transport, mailFrom: env.mailFrom, site, storage }));
    }
  }
  if (env.webhook) channels.push(createWebhookChannel(env.webhook));
  const newsletterKeys = newsletterKeysSource(storage, env.newsletterSecret);
  const subscriberChannels = subscriptionChannels({
    env,
    origin: site.origin,
    unsubscribeMailbox: site.emails.info,
    transport,
    relaySpeaksUtf8: env.smtpUrl ? smtpUtf8Probe(env.smtpUrl) : async () => false,
    storage,
    keys: newsletterKeys,
  });
  /** An edition queued (from the desk, or when a scheduled one falls due): counted, and its copies sent soon. */
  const queuedCopies = (copies: number) => {
    metrics?.newsletterCopiesQueued(copies);
    worker.wake();
  };
  // Before the worker, which delivers the codes the desk puts in the outbox; the worker wakes on what it queues.
  const desk = createDesk({
    storage,
    newsletterKeys,
    transport,
    onCodeQueued: () => worker.wake(),
    onMailQueued: () => worker.wake(),
    settings: {
      sessions: env.deskSessions,
      reads: env.deskReads,
      party: relyingPartyFor(env.deskOrigin.origin, site.productName),
      origin: env.deskOrigin.origin,
      mailFrom: env.mailFrom,
      webhook: env.webhook !== undefined,
    },
    editions: {
      articles: editionArticles,
      ratePerMinute: env.newsletterRatePerMinute,
      replyTo: env.newsletterReplyTo,
      unsubscribeMailbox: site.emails.info,
      onQueued: queuedCopies,
    },
    log,
    onSignInRefused: metrics?.signInRefused,
  });
  const worker = new DeliveryWorker({
    storage,
    channels: [
      ...channels,
      ...subscriberChannels,
      ...(desk.codeChannel ? [desk.codeChannel] : []),
      ...(desk.assignmentChannel ? [desk.assignmentChannel] : []),
      scheduledEditionChannel({
        storage,
        articles: editionArticles,
        ratePerMinute: env.newsletterRatePerMinute,
        onQueued: queuedCopies,
      }),
    ],
    backoff: env.retry,
    leaseMs: env.leaseMs,
    pollMs: env.pollMs,
    bulk: { channel: "edition", perMinute: env.newsletterRatePerMinute },
    giveUpAfterMs: env.giveUpAfterMs,
    alertAfterMs: env.alertAfterMs,
    log,
    observer: metrics,
  });
  const submissions = createSubmissionStore({
    storage,
    channels: channels.map((channel) => channel.name),
    onStored: () => worker.wake(),
    log,
  });
  const subscriptions = createSubscriptionService({
    storage,
    keys: newsletterKeys,
    webhook: env.webhook !== undefined,
    onQueued: () => worker.wake(),
    log,
  });
  const formTokenSecret = formTokenSecretSource(storage, env.formTokenSecret);
  let retention: ReturnType<typeof startRetentionPurge> | undefined;
  let backups: BackupScheduler | undefined;
  const rateLimiter = createSubmissionLimiter({ perMinute: env.rateLimitPerMinute, storage, secret: formTokenSecret });
  if (metrics) {
    // Only a server that takes backups reports their age (of the last one it or BACKUP_DIR knows of).
    const backupAge = () => {
      const at = backups?.lastGoodBackupAt();
      return at === undefined ? undefined : (Date.now() - at) / 1000;
    };
    observeStorage(metrics.registry, { storage, backupAge: env.backup.everyMs ? backupAge : undefined });
  }

  return {
    storage,
    submissions,
    subscriptions,
    rateLimiter: metrics ? countingRefusals(rateLimiter, metrics) : rateLimiter,
    formTokenSecret,
    newsletterKeys,
    deliveryHealth: () => worker.health(),
    providerEvents: {
      handler: providerEventsHandler({
        storage,
        settings: env.providerEvents,
        webhook: env.webhook !== undefined,
        certificates: fetchedCertificates(),
        confirmSubscription: openSubscribeUrl,
        onQueued: () => worker.wake(),
        log,
      }),
      bodyLimit: providerEventsBodyLimit,
    },
    desk,
    newsletterArchive: createNewsletterArchive({ storage, origin: site.origin }),
    backups: () => backups,
    async start() {
      log(`Form submissions are stored in ${storage.description}`);
      log(deskOriginLine(env.deskOrigin));
      for (const problem of deskOriginProblems(env.deskOrigin, env)) log(problem);
      if (!(await storage.isReachable(5_000))) {
        log("The database is unreachable: pages are served, forms answer 503 until it is back (checked on every use).");
      }
      if (env.smtpUrl) {
        log(
          `Submissions are e-mailed through ${describeSmtp(env.smtpUrl)} from ${env.mailFrom}${env.dkim ? `, signed with DKIM for ${env.dkim.domain}` : ""}`,
        );
      }
      if (env.smtpUrl && env.receiptEmail) {
        log(
          "Visitors get a receipt of what they sent, at most one per address a day (RECEIPT_EMAIL=off turns it off).",
        );
      }
      if (env.webhook) log(`Submissions are posted to the webhook ${new URL(env.webhook.url).origin}`);
      if (channels.length === 0) {
        log(
          "Neither SMTP_URL nor LEADS_WEBHOOK_URL is set: submissions are stored but NOT delivered to anyone. List them with `npm run submissions`.",
        );
      }
      if (!env.formTokenSecret) {
        log(
          "FORM_TOKEN_SECRET is not set: form tokens are signed with a secret kept in the database, shared by every server process using it.",
        );
        // Read now so that the first visitor does not wait for it; a failure is retried on first use.
        await formTokenSecret().catch(() => undefined);
      }
      if (env.rateLimitPerMinute === 0) log("RATE_LIMIT_PER_MINUTE=0: form submissions are not rate limited.");
      else if (storage.pool)
        log("The form rate limit is counted in PostgreSQL, shared by every server process using it.");
      worker.start();
      retention = startRetentionPurge({ storage, retentionDays: env.retentionDays, keys: newsletterKeys, log });
      await retention.started;
      const { dir, everyMs } = env.backup;
      if (dir && everyMs) {
        log(
          `The database is backed up to ${dir} every ${everyMs / 3_600_000} hours, the last ${env.backup.keep} kept.`,
        );
        backups = startBackupScheduler({ database: env.database, settings: { ...env.backup, dir, everyMs }, log });
      }
    },
    async close() {
      await backups?.stop();
      retention?.stop();
      await worker.stop();
      transport?.close();
      await storage.close();
    },
  };
}
