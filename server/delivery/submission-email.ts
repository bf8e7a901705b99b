import type { SiteConfig } from "../../app/config/site-schema";
import { type FormOption, inquiryTypeOptions, preferredTimeOptions, roleOptions } from "../../app/forms/form-options";
import { recipientFor } from "../../app/forms/recipients";
import type { FormName } from "../../app/forms/submission-service";
import type { SubmissionRecord } from "../submissions/submission-store";

const formTitles: Record<FormName, string> = {
  contact: "Contact form",
  "company-contact": "Company page contact form",
  "demo-request": "Demo request",
};

const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  inquiryType: "Inquiry type",
  organization: "Organization",
  role: "Role/Title",
  phone: "Phone",
  preferredDate: "Preferred date",
  preferredTime: "Preferred time",
  message: "Message",
};

const optionLists: Record<string, readonly FormOption[]> = {
  inquiryType: inquiryTypeOptions,
  role: roleOptions,
  preferredTime: preferredTimeOptions,
};

/** What the visitor chose, as they read it ("Partnerships"), not as it is posted ("consortium"). */
function displayValue(field: string, value: string): string {
  const options = Object.hasOwn(optionLists, field) ? optionLists[field] : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

/** `preferredDate` -> "Preferred date" for a field this list does not know yet. */
function labelFor(field: string): string {
  if (Object.hasOwn(fieldLabels, field)) return fieldLabels[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One line for a header: no line breaks or control characters, bounded length. */
function headerText(value: string, maxLength = 120): string {
  const flat = value.replace(/\p{Cc}+/gu, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

const plainAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

export type SubmissionEmail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

/**
 * The e-mail that tells a department about a submission: every field as plain text
 * (and as HTML with every value escaped), Reply-To the visitor so "reply" answers them.
 */
export function composeSubmissionEmail(
  submission: SubmissionRecord,
  { emails, productName, mailFrom }: { emails: SiteConfig["emails"]; productName: string; mailFrom: string },
): SubmissionEmail {
  const { fields } = submission;
  const title = formTitles[submission.form] ?? submission.form;
  const who = [fields.name, fields.organization].filter(Boolean).join(", ");
  const entries = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([field, value]) => [field, displayValue(field, value)] as const);
  const received = submission.createdAt.toISOString();
  const text = [
    `${title} on the ${productName} website`,
    "",
    ...entries.map(([field, value]) =>
      value.includes("\n") ? `${labelFor(field)}:\n${value}\n` : `${labelFor(field)}: ${value}`,
    ),
    "",
    `Received: ${received}`,
    `Submission id: ${submission.id}`,
  ].join("\n");
  const rows = entries
    .map(
      ([field, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(labelFor(field))}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><body><h1 style="font-size:18px">${escapeHtml(`${title} on the ${productName} website`)}</h1>` +
    `<table>${rows}</table>` +
    `<p style="color:#555">Received: ${escapeHtml(received)}<br>Submission id: ${escapeHtml(submission.id)}</p></body></html>`;
  const fromDomain = /@([^>\s]+)>?$/.exec(mailFrom)?.[1] ?? "localhost";
  const visitor = fields.email?.trim() ?? "";
  return {
    from: mailFrom,
    to: recipientFor(submission.form, fields, emails),
    replyTo: plainAddress.test(visitor) ? visitor : undefined,
    subject: headerText(who ? `${title} from ${who}` : title),
    text,
    html,
    // The same id on every retry, so a mail system that saw an earlier attempt can drop the duplicate.
    messageId: `<${submission.id}@${fromDomain}>`,
  };
}
