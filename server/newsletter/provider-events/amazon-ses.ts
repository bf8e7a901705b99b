import type { MailEvent } from "./mail-events";

/**
 * The events in an Amazon SES notification (the Message of an SNS notification), as SES documents
 * them: `notificationType` for the identity's bounce and complaint notifications, `eventType` for a
 * configuration set's event publishing. A permanent bounce names its `bouncedRecipients`; a transient
 * or undetermined one is retried by SES itself and changes nothing here. A complaint names its
 * `complainedRecipients`. Deliveries, sends and opens are not for us.
 */
type SesNotification = {
  notificationType?: string;
  eventType?: string;
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: { emailAddress?: string; status?: string; diagnosticCode?: string }[];
  };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
};

const addressesOf = <Recipient extends { emailAddress?: string }>(recipients: Recipient[] | undefined) =>
  (recipients ?? []).filter((recipient) => typeof recipient?.emailAddress === "string");

/** The bounces and complaints of an SES notification; undefined when the message is not one. */
export function sesEvents(message: string): MailEvent[] | undefined {
  let notification: SesNotification;
  try {
    notification = JSON.parse(message) as SesNotification;
  } catch {
    return undefined;
  }
  if (typeof notification !== "object" || notification === null) return undefined;
  const type = notification.notificationType ?? notification.eventType;
  if (type === "Bounce" && notification.bounce?.bounceType === "Permanent") {
    return addressesOf(notification.bounce.bouncedRecipients).map((recipient) => ({
      kind: "bounce",
      email: String(recipient.emailAddress),
      detail: [
        `SES ${notification.bounce?.bounceSubType ?? "Permanent"} bounce`,
        recipient.status,
        recipient.diagnosticCode,
      ]
        .filter(Boolean)
        .join(": "),
    }));
  }
  if (type === "Complaint") {
    const feedback = notification.complaint?.complaintFeedbackType;
    return addressesOf(notification.complaint?.complainedRecipients).map((recipient) => ({
      kind: "complaint",
      email: String(recipient.emailAddress),
      detail: `SES complaint${feedback ? `: ${feedback}` : ""}`,
    }));
  }
  return [];
}
