import { randomUUID } from "node:crypto";
import { headerText, type MailMessage, senderDomain } from "../email/submission-entries";
import { EmailLayout, Paragraph, renderEmail } from "../email/email-layout";

/**
 * The desk's e-mails to staff: a sign-in code, an invitation with its single-use link, a lead assigned. Plain
 * text with an HTML version, in the frame of the site's other e-mails.
 */
type DeskEmail = { heading: string; lines: string[]; notes: string[] };

function compose(to: string, mailFrom: string, subject: string, { heading, lines, notes }: DeskEmail): MailMessage {
  return {
    from: mailFrom,
    to,
    subject,
    messageId: `<${randomUUID()}.desk@${senderDomain(mailFrom)}>`,
    text: [heading, ...lines, ...notes].join("\n\n"),
    html: renderEmail(
      <EmailLayout preview={lines[0]} heading={heading} notes={notes}>
        {lines.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
      </EmailLayout>,
    ),
  };
}

export function codeEmail({
  to,
  code,
  deskName,
  mailFrom,
}: {
  to: string;
  code: string;
  deskName: string;
  mailFrom: string;
}): MailMessage {
  return compose(to, mailFrom, `${code} is your ${deskName} sign-in code`, {
    heading: `Your sign-in code: ${code}`,
    lines: [
      `Enter ${code} on the sign-in page of the ${deskName}. It works once, for 10 minutes.`,
      "If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.",
    ],
    notes: ["Never share this code. Nobody from the team will ask you for it."],
  });
}

export function invitationEmail({
  to,
  link,
  role,
  invitedBy,
  deskName,
  mailFrom,
}: {
  to: string;
  link: string;
  role: string;
  invitedBy: string;
  deskName: string;
  mailFrom: string;
}): MailMessage {
  return compose(to, mailFrom, `You are invited to the ${deskName}`, {
    heading: `Join the ${deskName}`,
    lines: [
      `${invitedBy} has invited you to the ${deskName} as ${role}.`,
      `Open this link to sign in: ${link}`,
      "It works once, within 7 days. Once in, add a passkey, or sign in later with a code e-mailed to this address.",
    ],
    notes: ["If you did not expect this invitation, ignore this e-mail."],
  });
}

/** A lead assigned to someone by someone else: whose it is and where it is, never the visitor's message. */
export function assignmentEmail({
  to,
  lead,
  link,
  assignedBy,
  deskName,
  mailFrom,
}: {
  to: string;
  /** The lead as the inbox names it: "Priya Ramanathan (Acme Trust)", a contact form, received when. */
  lead: { name: string; form: string; received: string };
  link: string;
  assignedBy: string;
  deskName: string;
  mailFrom: string;
}): MailMessage {
  return compose(to, mailFrom, `Lead assigned to you: ${headerText(lead.name, 80)}`, {
    heading: `${lead.name} is yours`,
    lines: [
      `${assignedBy} assigned you a lead on the ${deskName}: ${lead.name}, ${lead.form.toLowerCase()}, received ${lead.received}.`,
      `Open it: ${link}`,
    ],
    notes: ["You receive this because the lead was assigned to you. Leads you assign to yourself send no e-mail."],
  });
}
