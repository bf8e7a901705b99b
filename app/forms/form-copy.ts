import { site } from "~/config/site";
import type { FormName } from "./submission-service";

/** What the three forms say; labels and success texts stay word for word (docs/product.md#guarded-strings). */
export const formCopy = {
  contact: {
    submit: "Send Message",
    sending: "Sending...",
    success: "Message sent! Thank you for reaching out. We'll be in touch soon.",
  },
  "company-contact": {
    submit: "Send Message",
    sending: "Sending...",
    success: "Thank you for reaching out! We'll get back to you soon.",
  },
  "demo-request": {
    submit: "Schedule My Demo",
    sending: "Sending...",
    successTitle: "Demo Request Submitted",
    success: `We'll contact you within 24 hours to schedule your personalized ${site.productName} demo.`,
  },
} as const satisfies Record<FormName, { submit: string; sending: string; success: string; successTitle?: string }>;

export const requiredNote = "Fields marked * are required.";

export const honeypotLabel = "Leave this field empty";

/** The summary above the button when fields need attention. */
export function invalidSummary(count: number): string {
  return count === 1 ? "Please correct the highlighted field." : `Please correct the ${count} highlighted fields.`;
}

/** Asked when a post arrives without a usable fill-time token (see fill-time-token.server.ts). */
export function confirmMessage(form: FormName): string {
  return `Please check your details and press "${formCopy[form].submit}" once more to send them. This extra step keeps automated spam out.`;
}
