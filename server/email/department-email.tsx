import emailTexts from "~content/forms/emails";
import type { SiteConfig } from "../../app/config/site-schema";
import { fillPlaceholders } from "../../app/forms/placeholders";
import { recipientFor } from "../../app/forms/recipients";
import type { SubmissionRecord } from "../submissions/submission-record";
import { EmailLayout, EntryList, Paragraph, renderEmail, Subheading } from "./email-layout";
import {
  type Entry,
  entryLines,
  fieldEntries,
  headerText,
  leadContextEntries,
  type MailMessage,
  senderDomain,
} from "./submission-entries";
import { visitorAddress } from "./visitor-address";

const copy = emailTexts.department;

type DepartmentEmailProps = {
  heading: string;
  fields: Entry[];
  context: Entry[];
  replyNote?: string;
  notes: string[];
};

function DepartmentEmail({ heading, fields, context, replyNote, notes }: DepartmentEmailProps) {
  return (
    <EmailLayout preview={heading} heading={heading} notes={notes}>
      {replyNote ? <Paragraph>{replyNote}</Paragraph> : null}
      <Subheading>{copy.fieldsHeading}</Subheading>
      <EntryList entries={fields} />
      <Subheading>{copy.leadContextHeading}</Subheading>
      {context.length > 0 ? <EntryList entries={context} /> : <Paragraph>{copy.noLeadContext}</Paragraph>}
    </EmailLayout>
  );
}

/**
 * The e-mail that tells a department about a submission: every field and where the lead
 * came from, as plain text and as HTML; Reply-To the visitor, so "reply" answers them.
 */
export function composeDepartmentEmail(
  submission: SubmissionRecord,
  { emails, mailFrom }: { emails: SiteConfig["emails"]; mailFrom: string },
): MailMessage {
  const { fields } = submission;
  const formTitle = emailTexts.formTitles[submission.form] ?? submission.form;
  const sender = [fields.name, fields.organization].filter(Boolean).join(", ");
  const heading = fillPlaceholders(copy.heading, { formTitle });
  const replyTo = visitorAddress(fields);
  const props: DepartmentEmailProps = {
    heading,
    fields: fieldEntries(submission.form, fields),
    context: leadContextEntries(submission.context),
    replyNote: replyTo && fields.name ? fillPlaceholders(copy.replyNote, { name: fields.name }) : undefined,
    notes: [
      fillPlaceholders(copy.received, { received: submission.createdAt.toISOString() }),
      fillPlaceholders(copy.submissionId, { id: submission.id }),
    ],
  };
  const text = [
    heading,
    "",
    ...(props.replyNote ? [props.replyNote, ""] : []),
    ...entryLines(props.fields),
    "",
    `${copy.leadContextHeading}:`,
    ...(props.context.length > 0 ? entryLines(props.context) : [copy.noLeadContext]),
    "",
    ...props.notes,
  ].join("\n");
  return {
    from: mailFrom,
    to: recipientFor(submission.form, fields, emails),
    replyTo,
    subject: headerText(sender ? fillPlaceholders(copy.subject, { formTitle, sender }) : formTitle),
    text,
    html: renderEmail(<DepartmentEmail {...props} />),
    // The same id on every retry, so a mail system that saw an earlier attempt can drop the duplicate.
    messageId: `<${submission.id}@${senderDomain(mailFrom)}>`,
  };
}
