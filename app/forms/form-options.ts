import contact from "~content/forms/contact";
import demoRequest from "~content/forms/demo-request";

/**
 * The forms' choices as value + label (content/forms/), for code that shows what a visitor
 * chose, as they read it. The values themselves are code: ./option-values.ts.
 */
export type FormOption<Value extends string = string> = { value: Value; label: string };

export const inquiryTypeOptions = contact.fields.inquiryType.options;

export const roleOptions = demoRequest.fields.role.options;

export const preferredTimeOptions = demoRequest.fields.preferredTime.options;
