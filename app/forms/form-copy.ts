import common from "~content/forms/common";
import companyContact from "~content/forms/company-contact";
import contact from "~content/forms/contact";
import demoRequest from "~content/forms/demo-request";
import { countedText, fillPlaceholders } from "./placeholders";
import type { FormName } from "./submission-service";

/**
 * The three forms' texts by form name (content/forms/), for code that serves every form: the
 * form action's answers and the e-mails. Each form island imports only its own file, so no page
 * carries the other forms' words.
 */
export const formCopy = {
  contact: { submit: contact.submit, success: contact.success },
  "company-contact": { submit: companyContact.submit, success: companyContact.success },
  "demo-request": { submit: demoRequest.submit, successTitle: demoRequest.successTitle, success: demoRequest.success },
} satisfies Record<FormName, { submit: string; success: string; successTitle?: string }>;

/** The summary above the button when fields need attention. */
export function invalidSummary(count: number): string {
  return countedText(common.errorSummary, count);
}

/** Asked when a post arrives without a usable fill-time token (see fill-time-token.server.ts). */
export function confirmMessage(form: FormName): string {
  return fillPlaceholders(common.confirm, { button: formCopy[form].submit });
}
