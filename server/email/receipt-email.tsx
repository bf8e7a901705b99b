import emailTexts from "~content/forms/emails";
import type { SiteConfig } from "../../app/config/site-schema";
import { fillPlaceholders } from "../../app/forms/placeholders";
import { formCopy } from "../../app/forms/form-copy";
import { recipientFor } from "../../app/forms/recipients";
import type { FormName } from "../../app/forms/submission-service";
import { pathTo } from "../../app/lib/site-routes";
import type { SubmissionRecord } from "../submissions/submission-record";
import { EmailLayout, EntryList, Paragraph, renderEmail, Subheading } from "./email-layout";
import { type Entry, entryLines, fieldEntries, headerText, type MailMessage, senderDomain } from "./submission-entries";
import { visitorAddress } from "./visitor-address";

const copy = emailTexts.receipt;

export type ReceiptSite = Pick<SiteConfig, "emails" | "origin">;

/** What happens next: for a demo request, the form's own promise of contact within 24 hours. */
function nextStep(form: FormName): string {
  return form === "demo-request" ? formCopy["demo-request"].success : copy.next[form];
}

type ReceiptEmailProps = {
  heading: string;
  greeting: string;
  thanks: string;
  next: string[];
  fields: Entry[];
  privacy: string;
  notes: string[];
};

function ReceiptEmail({ heading, greeting, thanks, next, fields, privacy, notes }: ReceiptEmailProps) {
  return (
    <EmailLayout preview={thanks} heading={heading} notes={notes}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{thanks}</Paragraph>
      <Subheading>{copy.nextHeading}</Subheading>
      {next.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Subheading>{copy.copyHeading}</Subheading>
      <EntryList entries={fields} />
      <Subheading>{copy.privacyHeading}</Subheading>
      <Paragraph>{privacy}</Paragraph>
    </EmailLayout>
  );
}

/**
 * The e-mail that tells a visitor their submission arrived: thanks, what happens next,
 * a copy of what they sent and the privacy note, as plain text and as HTML. Reply-To is
 * the department that answers the form, so a reply reaches the people who will answer.
 * Undefined when the submission has no address to send it to.
 */
export function composeReceiptEmail(
  submission: SubmissionRecord,
  { site, mailFrom }: { site: ReceiptSite; mailFrom: string },
): MailMessage | undefined {
  const { fields, form } = submission;
  const to = visitorAddress(fields);
  if (!to) return undefined;
  const name = fields.name ?? "";
  const props: ReceiptEmailProps = {
    heading: copy.subject[form],
    greeting: fillPlaceholders(copy.greeting, { name }),
    thanks: copy.thanks,
    next: [nextStep(form), copy.addMore],
    fields: fieldEntries(form, fields),
    privacy: fillPlaceholders(copy.privacy, { privacyUrl: new URL(pathTo("privacy"), site.origin).href }),
    notes: [copy.notYou],
  };
  const text = [
    props.greeting,
    "",
    props.thanks,
    "",
    `${copy.nextHeading}:`,
    ...props.next,
    "",
    `${copy.copyHeading}:`,
    ...entryLines(props.fields),
    "",
    `${copy.privacyHeading}:`,
    props.privacy,
    "",
    ...props.notes,
  ].join("\n");
  return {
    from: mailFrom,
    to,
    replyTo: recipientFor(form, fields, site.emails),
    subject: headerText(props.heading),
    text,
    html: renderEmail(<ReceiptEmail {...props} />),
    messageId: `<${submission.id}.confirmation@${senderDomain(mailFrom)}>`,
  };
}
