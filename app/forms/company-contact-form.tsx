import { pathTo } from "~/lib/site-routes";
import companyContact from "~content/forms/company-contact";
import { companyMessageMinLength } from "./field-limits";
import { describeFields, emailControl, personNameControl } from "./form-fields";
import type { FormReply } from "./form-protocol";
import { FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const { submit, success } = companyContact;

const fields = describeFields(companyContact.fields, {
  name: personNameControl,
  email: emailControl,
  message: { control: "textarea", rows: 4, minLength: companyMessageMinLength, wide: true },
});

/** The company contact form (docs/product.md#company-contact-form): a status message on success, not a toast. */
export function CompanyContactForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "company-contact", action: pathTo("company"), serverReply });
  return (
    <FormShell
      submission={submission}
      id="company-message-form"
      fields={fields}
      submit={submit}
      success={<Notice tone="success">{success}</Notice>}
    />
  );
}
