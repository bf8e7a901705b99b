import { Field, Input, Textarea } from "~/components/ui/field";
import { pathTo } from "~/lib/site-routes";
import companyContact from "~content/forms/company-contact";
import { companyMessageMinLength, fieldLimits } from "./field-limits";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { fillPlaceholders } from "./placeholders";
import { useFormSubmission } from "./use-form-submission";

const formId = "company-message-form";
const { fields, submit, success } = companyContact;

/** The company contact form (docs/product.md#company-contact-form): a status message on success, not a toast. */
export function CompanyContactForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "company-contact", action: pathTo("company"), serverReply });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof fields) => fieldId(formId, name);

  return (
    <FormShell
      submission={submission}
      id={formId}
      fields={fields}
      submit={submit}
      success={<Notice tone="success">{success}</Notice>}
    >
      <Field id={id("name")} label={fields.name.label} required errors={errors.name}>
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
      <Field id={id("email")} label={fields.email.label} required errors={errors.email}>
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
        label={fields.message.label}
        required
        hint={fillPlaceholders(fields.message.hint, { min: companyMessageMinLength })}
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
