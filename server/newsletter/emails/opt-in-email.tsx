import newsletter from "~content/forms/newsletter";
import { EmailLayout, Paragraph, renderEmail } from "../../email/email-layout";
import { headerText, type MailMessage, senderDomain } from "../../email/submission-entries";
import { ActionButton } from "./email-parts";

const copy = newsletter.emails.optIn;

/**
 * The one e-mail an address gets before it confirms: the link that confirms it, when the link
 * expires, and what to do if someone else asked. Plain text and HTML.
 */
export function composeOptInEmail({
  to,
  confirmUrl,
  mailFrom,
  replyTo,
  requestId,
}: {
  to: string;
  confirmUrl: string;
  mailFrom: string;
  /** A mailbox a person reads: a reply ("I did not ask for this") reaches someone. */
  replyTo: string;
  /** Unique per request (the link's nonce), so a retry of the same e-mail keeps its Message-ID. */
  requestId: string;
}): MailMessage {
  const text = [copy.intro, "", `${copy.button}:`, confirmUrl, "", copy.expiry, "", copy.notYou].join("\n");
  const html = renderEmail(
    <EmailLayout preview={copy.intro} heading={copy.subject} notes={[copy.notYou]}>
      <Paragraph>{copy.intro}</Paragraph>
      <ActionButton href={confirmUrl}>{copy.button}</ActionButton>
      <Paragraph>{copy.expiry}</Paragraph>
    </EmailLayout>,
  );
  return {
    from: mailFrom,
    to,
    replyTo,
    subject: headerText(copy.subject),
    text,
    html,
    messageId: `<${requestId}.subscribe@${senderDomain(mailFrom)}>`,
  };
}
