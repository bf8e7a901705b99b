import nodemailer, { type Transporter } from "nodemailer";
import type { SiteConfig } from "../../app/config/site-schema";
import type { ConfirmationSite } from "../email/confirmation-email";
import type { ChannelName } from "../storage/schema";
import type { SubmissionRecord } from "../submissions/submission-store";
import { postWebhook } from "./webhook";

/** A way to hand a submission on; `deliver` rejects when it did not arrive. */
export interface DeliveryChannel {
  readonly name: ChannelName;
  deliver(submission: SubmissionRecord): Promise<void>;
}

/** The SMTP connection both e-mail channels share (SMTP_URL). */
export function createSmtpTransport(smtpUrl: string): Transporter {
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
const confirmationEmail = () => import("../email/confirmation-email");

/** The department e-mail (server/email/department-email.tsx). */
export function createEmailChannel({
  transport,
  mailFrom,
  site,
}: {
  transport: Transporter;
  mailFrom: string;
  site: Pick<SiteConfig, "emails" | "productName">;
}): DeliveryChannel {
  return {
    name: "email",
    async deliver(submission) {
      const { composeDepartmentEmail } = await departmentEmail();
      await transport.sendMail(
        composeDepartmentEmail(submission, { emails: site.emails, productName: site.productName, mailFrom }),
      );
    },
  };
}

/** The visitor's confirmation e-mail (server/email/confirmation-email.tsx). */
export function createConfirmationChannel({
  transport,
  mailFrom,
  site,
}: {
  transport: Transporter;
  mailFrom: string;
  site: ConfirmationSite;
}): DeliveryChannel {
  return {
    name: "confirmation",
    async deliver(submission) {
      const { composeConfirmationEmail } = await confirmationEmail();
      const email = composeConfirmationEmail(submission, { site, mailFrom });
      // Queued only for an address the schema accepted; an older row without one has nothing to send.
      if (email) await transport.sendMail(email);
    },
  };
}

export function createWebhookChannel(options: { url: string; secret: string; timeoutMs?: number }): DeliveryChannel {
  return {
    name: "webhook",
    deliver: (submission) => postWebhook(submission, options),
  };
}
