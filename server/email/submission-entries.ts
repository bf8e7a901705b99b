import emailTexts from "~content/forms/emails";
import { formCopy } from "../../app/forms/form-copy";
import { type FormOption, inquiryTypeOptions, preferredTimeOptions, roleOptions } from "../../app/forms/form-options";
import { type LeadContext, leadContextKeys } from "../../app/forms/lead-context";
import type { FormName } from "../../app/forms/submission-service";

/** A label and the value shown beside it. */
export type Entry = readonly [label: string, value: string];

const optionLists: Record<string, readonly FormOption[]> = {
  inquiryType: inquiryTypeOptions,
  role: roleOptions,
  preferredTime: preferredTimeOptions,
};

/** What the visitor chose, as they read it ("Partnerships"), not as it is posted ("consortium"). */
export function displayValue(field: string, value: string): string {
  const options = Object.hasOwn(optionLists, field) ? optionLists[field] : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The label the visitor saw on the form (content/forms/<form>.yaml); for a field the form no
 * longer has (a submission stored before it changed), its key in words: `preferredDate` -> "Preferred date".
 */
function labelFor(form: FormName, field: string): string {
  const labels = Object.hasOwn(formCopy, form) ? formCopy[form].fieldLabels : {};
  if (Object.hasOwn(labels, field)) return labels[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every filled-in field of a `form` submission, labelled, options by their label, values otherwise verbatim. */
export function fieldEntries(form: FormName, fields: Record<string, string>): Entry[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([field, value]) => [labelFor(form, field), displayValue(field, value)] as const);
}

/** The known lead context values, labelled, in a fixed order. */
export function leadContextEntries(context: LeadContext): Entry[] {
  return leadContextKeys.flatMap((key) => {
    const value = context[key];
    return value ? [[emailTexts.leadContextLabels[key], value] as const] : [];
  });
}

/** Entries as plain-text lines; a value with line breaks starts on its own line. */
export function entryLines(entries: Entry[]): string[] {
  return entries.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`));
}

/** One line for a header: no line breaks or control characters, bounded length. */
export function headerText(value: string, maxLength = 120): string {
  const flat = value.replace(/\p{Cc}+/gu, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(mailFrom: string): string {
  return /@([^>\s]+)>?$/.exec(mailFrom)?.[1] ?? "localhost";
}

/** What nodemailer sends. */
export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};
