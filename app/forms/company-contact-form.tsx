import { Field, Input, Textarea } from "~/components/ui/field";
import { pathTo } from "~/lib/site-routes";
import { companyMessageMinLength, fieldLimits } from "./field-limits";
import { formCopy } from "./form-copy";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const formId = "company-message-form";
const labels = { name: "Name", email: "Email", message: "Message" };

/** The company contact form (docs/product.md#company-contact-form): a status message on success, not a toast. */
export function CompanyContactForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "company-contact", action: pathTo("company"), serverReply });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof labels) => fieldId(formId, name);

  return (
    <FormShell
      submission={submission}
      id={formId}
      labels={labels}
      success={<Notice tone="success">{formCopy["company-contact"].success}</Notice>}
    >
      <Field id={id("name")} label={labels.name} required errors={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={fieldLimits.name}
            defaultValue={defaultValue("name")}
          />
        )}
      </Field>
      <Field id={id("email")} label={labels.email} required errors={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={fieldLimits.email}
            defaultValue={defaultValue("email")}
          />
        )}
      </Field>
      <Field
        id={id("message")}
        label={labels.message}
        required
        hint={`At least ${companyMessageMinLength} characters.`}
        errors={errors.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={4}
            minLength={companyMessageMinLength}
            defaultValue={defaultValue("message")}
          />
        )}
      </Field>
    </FormShell>
  );
}
