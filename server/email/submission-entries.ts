import { emailCopy } from "../../app/forms/email-copy";
import { type FormOption, inquiryTypeOptions, preferredTimeOptions, roleOptions } from "../../app/forms/form-options";
import { type LeadContext, leadContextKeys } from "../../app/forms/lead-context";

/** A label and the value shown beside it. */
export type Entry = readonly [label: string, value: string];

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

/** `preferredDate` -> "Preferred date" for a field the copy does not name yet. */
function labelFor(field: string): string {
  if (Object.hasOwn(emailCopy.fieldLabels, field)) return emailCopy.fieldLabels[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every filled-in field, labelled, options by their label, values otherwise verbatim. */
export function fieldEntries(fields: Record<string, string>): Entry[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([field, value]) => [labelFor(field), displayValue(field, value)] as const);
}

/** The known lead context values, labelled, in a fixed order. */
export function leadContextEntries(context: LeadContext): Entry[] {
  return leadContextKeys.flatMap((key) => {
    const value = context[key];
    return value ? [[emailCopy.leadContextLabels[key], value] as const] : [];
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
