import common from "~content/forms/common";
import companyContact from "~content/forms/company-contact";
import contact from "~content/forms/contact";
import demoRequest from "~content/forms/demo-request";
import { countedText, fillPlaceholders } from "./placeholders";
import type { FormName } from "./submission-service";

/** Each field's label by field name, as the visitor reads it above the field. */
function labelsOf(fields: Record<string, { label: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]));
}

/**
 * The three forms' texts by form name (content/forms/), for code that serves every form: the
 * form action's answers and the e-mails, which name each field as its form labels it. Each form
 * island imports only its own file, so no page carries the other forms' words.
 */
export const formCopy = {
  contact: { submit: contact.submit, success: contact.success, fieldLabels: labelsOf(contact.fields) },
  "company-contact": {
    submit: companyContact.submit,
    success: companyContact.success,
    fieldLabels: labelsOf(companyContact.fields),
  },
  "demo-request": {
    submit: demoRequest.submit,
    successTitle: demoRequest.successTitle,
    success: demoRequest.success,
    fieldLabels: labelsOf(demoRequest.fields),
  },
} satisfies Record<
  FormName,
  { submit: string; success: string; successTitle?: string; fieldLabels: Record<string, string> }
>;

/** The summary above the button when fields need attention. */
export function invalidSummary(count: number): string {
  return countedText(common.errorSummary, count);
}

/** Asked when a post arrives without a usable fill-time token (see fill-time-token.server.ts). */
export function confirmMessage(form: FormName): string {
  return confirmMessageFor(formCopy[form].submit);
}

/** The same request, for a form whose button reads `button`. */
export function confirmMessageFor(button: string): string {
  return fillPlaceholders(common.confirm, { button });
}
