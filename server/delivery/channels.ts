import nodemailer from "nodemailer";
import type { SiteConfig } from "../../app/config/site-schema";
import type { ChannelName } from "../storage/schema";
import type { SubmissionRecord } from "../submissions/submission-store";
import { composeSubmissionEmail } from "./submission-email";
import { postWebhook } from "./webhook";

/** A way to hand a submission to the organisation; `deliver` rejects when it did not arrive. */
export interface DeliveryChannel {
  readonly name: ChannelName;
  deliver(submission: SubmissionRecord): Promise<void>;
  close(): void;
}

export function createEmailChannel({
  smtpUrl,
  mailFrom,
  site,
}: {
  smtpUrl: string;
  mailFrom: string;
  site: Pick<SiteConfig, "emails" | "productName">;
}): DeliveryChannel {
  // Short timeouts: a hung SMTP server must fail the attempt well inside the worker's claim lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: "email",
    async deliver(submission) {
      const email = composeSubmissionEmail(submission, {
        emails: site.emails,
        productName: site.productName,
        mailFrom,
      });
      await transport.sendMail(email);
    },
    close: () => transport.close(),
  };
}

export function createWebhookChannel(options: { url: string; secret: string; timeoutMs?: number }): DeliveryChannel {
  return {
    name: "webhook",
    deliver: (submission) => postWebhook(submission, options),
    close: () => {},
  };
}
