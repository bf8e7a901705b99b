/**
 * What a failed delivery says about the address it was for. nodemailer's SMTP errors carry the
 * server's answer: `responseCode` (550, 451…), `response` (with an enhanced status code such as 5.1.1
 * where the server gives one) and `command`, the command it answered.
 *
 * - "refused": the address is refused for good. A 5xx answer to RCPT TO, or a 5xx answer anywhere
 *   whose enhanced code is about the address or its mailbox (5.1.x, 5.2.x): some servers refuse an
 *   unknown user only after DATA. A 5xx about anything else (535 to AUTH, 5.7.1 spam rejection) says
 *   nothing about the address, and marking the list as bouncing for our own relay's fault would be
 *   worse than retrying.
 * - "cannot send": this message cannot go through this relay, whatever the address's owner does (an
 *   internationalised local part and a relay without SMTPUTF8).
 * - "temporary": everything else (4xx, a connection error, a timeout): retried with back-off.
 */
export type FailureKind = "refused" | "cannot send" | "temporary";

/** A message the relay cannot take, through no fault of its recipient. */
export class CannotSendThroughRelay extends Error {
  override name = "CannotSendThroughRelay";
}

type SmtpError = Error & { responseCode?: unknown; response?: unknown; command?: unknown };

const addressStatus = /(?:^|\s)5\.[12]\.\d{1,3}(?:\s|$)/;

export function failureKind(error: Error): FailureKind {
  if (error instanceof CannotSendThroughRelay) return "cannot send";
  const { responseCode, response, command } = error as SmtpError;
  if (typeof responseCode !== "number" || responseCode < 500) return "temporary";
  if (command === "RCPT TO") return "refused";
  return typeof response === "string" && addressStatus.test(response) ? "refused" : "temporary";
}
