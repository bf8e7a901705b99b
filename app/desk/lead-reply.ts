import emailTexts from "~content/forms/emails";
import { inquiryTypeOptions } from "~/forms/form-options";
import type { FormName } from "~/forms/submission-service";

/**
 * The lead page's reply: a mailto link to the visitor's address with the subject "Re: " and what they
 * asked about (the inquiry type they chose, else the form's title), so the person answers from their
 * own mail program. The address is percent-encoded but for its `@` (RFC 6068), so nothing the visitor
 * typed can add a recipient, a subject or a body; an address that is not one gives no link.
 */
const mailbox = /^[^\s\p{Cc}@<>]+@[^\s\p{Cc}@<>]+$/u;

export function replyHref(lead: { form: FormName; fields: Record<string, string> }): string | undefined {
  const email = lead.fields.email ?? "";
  if (!mailbox.test(email)) return undefined;
  const inquiry = inquiryTypeOptions.find((option) => option.value === lead.fields.inquiryType)?.label;
  const subject = `Re: ${inquiry ?? emailTexts.formTitles[lead.form]}`;
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(subject)}`;
}
