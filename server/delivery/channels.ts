import type { Transaction } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { SiteConfig } from "../../app/config/site-schema";
import type { ReceiptSite } from "../email/receipt-email";
import type { DkimSettings } from "../env";
import type { Storage } from "../storage/database";
import type { DatabaseSchema, SubmissionChannelName, SubscriberChannelName } from "../storage/schema";
import { claimReceipt } from "../submissions/receipt-limit";
import type { SubmissionRecord } from "../submissions/submission-record";
import type { SubscriberMessage } from "./outbox";
import { postWebhook, type WebhookTarget } from "./webhook";

/** Why the worker gave a delivery up, for the channel to record beside it. */
export type GivenUp = {
  /** "refused": the address was refused for good; otherwise the message could not go, or failed too long. */
  reason: "refused" | "cannot send" | "failing too long";
  error: string;
  at: number;
};

/**
 * How a channel's failures end. Mail to an outside address (a subscriber, a visitor) is given up: at
 * once when the address is refused for good or the relay cannot take the message, else once it has
 * failed for longer than the worker allows (DELIVERY_GIVE_UP_HOURS); `record` then writes what follows
 * from it in the transaction that gives the row up. Without it, a delivery is retried until it arrives:
 * the organisation's own e-mail and webhook, where nothing may be lost.
 */
type Bounded<Row> = {
  readonly giveUp?: { record(transaction: Transaction<DatabaseSchema>, row: Row, givenUp: GivenUp): Promise<void> };
};

/**
 * A way to hand a submission on; `deliver` rejects when it did not arrive, and resolves with
 * "not needed" when there was nothing to send (the worker then drops the row from the outbox).
 */
export interface DeliveryChannel extends Bounded<SubmissionRecord> {
  readonly name: SubmissionChannelName;
  deliver(submission: SubmissionRecord): Promise<void | "not needed">;
}

/** A way to hand on a subscriber's outbox row (server/newsletter/subscription-channels.ts), with the same outcomes. */
export interface SubscriberChannel extends Bounded<SubscriberMessage> {
  readonly name: SubscriberChannelName;
  deliverToSubscriber(message: SubscriberMessage): Promise<void | "not needed">;
}

/**
 * DKIM (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY): nodemailer's default list of signed headers,
 * plus List-Unsubscribe-Post, which RFC 8058 asks the signature to cover with List-Unsubscribe.
 */
const signedHeaders = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
].join(":");

/** The SMTP connection every e-mail channel shares (SMTP_URL), signing with DKIM when it is configured. */
export function createSmtpTransport(smtpUrl: string, dkim?: DkimSettings): Transporter {
  // Short timeouts: a hung SMTP server must fail the attempt well inside the worker's claim lease.
  // A pool of open connections: each submission sends two e-mails, and a new connection for each
  // (TCP, greeting, TLS, login) costs the process more than composing them.
  return nodemailer.createTransport(
    {
      url: smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(dkim && {
        dkim: {
          domainName: dkim.domain,
          keySelector: dkim.selector,
          privateKey: dkim.privateKey,
          headerFieldNames: signedHeaders,
        },
      }),
    },
    // Base64, which Node encodes natively, rather than quoted-printable, encoded in JavaScript:
    // an HTML e-mail of inline styles is some ten kilobytes.
    { textEncoding: "base64" },
  );
}

/**
 * The e-mails are composed by modules loaded on the first delivery: they bring React Email and
 * the forms' copy, half a second of start-up that a server without SMTP_URL never needs, and
 * copy that may only be read once the site configuration is loaded (app/config/load-site-config.server.ts).
 */
const departmentEmail = () => import("../email/department-email");
const receiptEmail = () => import("../email/receipt-email");

/** The department e-mail (server/email/department-email.tsx). */
export function createEmailChannel({
  transport,
  mailFrom,
  site,
}: {
  transport: Transporter;
  mailFrom: string;
  site: Pick<SiteConfig, "emails">;
}): DeliveryChannel {
  return {
    name: "email",
    async deliver(submission) {
      const { composeDepartmentEmail } = await departmentEmail();
      await transport.sendMail(composeDepartmentEmail(submission, { emails: site.emails, mailFrom }));
    },
  };
}

/**
 * The visitor's receipt (server/email/receipt-email.tsx), at most one per
 * address a day: the address's claim is made here, when the e-mail is due, rather than when
 * the submission is stored, so that answering the visitor costs no extra statement.
 */
export function createReceiptChannel({
  transport,
  mailFrom,
  site,
  storage,
}: {
  transport: Transporter;
  mailFrom: string;
  site: ReceiptSite;
  storage: Pick<Storage, "ready">;
}): DeliveryChannel {
  return {
    name: "confirmation",
    // A visitor's address: refused or failing too long, it is given up; the row keeps why.
    giveUp: { record: async () => {} },
    async deliver(submission) {
      const { composeReceiptEmail } = await receiptEmail();
      const email = composeReceiptEmail(submission, { site, mailFrom });
      if (!email) return "not needed";
      const claim = { email: email.to, submissionId: submission.id, storedAt: submission.createdAt.getTime() };
      if (!(await claimReceipt(await storage.ready(), claim))) return "not needed";
      await transport.sendMail(email);
    },
  };
}

export function createWebhookChannel(options: WebhookTarget): DeliveryChannel {
  return {
    name: "webhook",
    deliver: (submission) => postWebhook(submission, options),
  };
}
