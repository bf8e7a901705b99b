import { lazy, Suspense, useState } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { pathTo } from "~/lib/site-routes";
import contact from "~content/forms/contact";
import { fieldLimits } from "./field-limits";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { defaultInquiryType } from "./option-values";
import { useFormSubmission } from "./use-form-submission";

const formId = "contact-message-form";
const { fields, submit, success } = contact;

const SuccessToaster = lazy(() => import("./success-toaster"));

/** The contact form (docs/product.md#contact-form): name, email, inquiry type, message; a toast on success. */
export function ContactForm({ serverReply }: { serverReply?: FormReply }) {
  const [toasterWanted, setToasterWanted] = useState(false);
  const submission = useFormSubmission({
    form: "contact",
    action: pathTo("contact"),
    serverReply,
    initialValues: { inquiryType: defaultInquiryType },
    onSending: () => setToasterWanted(true),
    onSent: () => void import("./success-toaster").then(({ showSuccessToast }) => showSuccessToast(success)),
  });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof fields) => fieldId(formId, name);

  return (
    <>
      <FormShell
        submission={submission}
        id={formId}
        fields={fields}
        submit={submit}
        success={submission.renderedByServer ? <Notice tone="success">{success}</Notice> : null}
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
          id={id("inquiryType")}
          label={fields.inquiryType.label}
          required
          errors={errors.inquiryType}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select
              {...control}
              name="inquiryType"
              options={fields.inquiryType.options}
              defaultValue={defaultValue("inquiryType")}
            />
          )}
        </Field>
        <Field
          id={id("message")}
          label={fields.message.label}
          required
          errors={errors.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} name="message" rows={5} defaultValue={defaultValue("message")} />}
        </Field>
      </FormShell>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <SuccessToaster />
        </Suspense>
      ) : null}
    </>
  );
}
