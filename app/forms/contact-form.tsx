import { lazy, Suspense, useState } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { pathTo } from "~/lib/site-routes";
import { fieldLimits } from "./field-limits";
import { formCopy } from "./form-copy";
import { defaultInquiryType, inquiryTypeOptions } from "./form-options";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const formId = "contact-message-form";
const labels = { name: "Name", email: "Email", inquiryType: "Inquiry Type", message: "Message" };
const copy = formCopy.contact;

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
    onSent: () => void import("./success-toaster").then(({ showSuccessToast }) => showSuccessToast(copy.success)),
  });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof labels) => fieldId(formId, name);

  return (
    <>
      <FormShell
        submission={submission}
        id={formId}
        labels={labels}
        success={submission.renderedByServer ? <Notice tone="success">{copy.success}</Notice> : null}
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
          id={id("inquiryType")}
          label={labels.inquiryType}
          required
          errors={errors.inquiryType}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select
              {...control}
              name="inquiryType"
              options={inquiryTypeOptions}
              defaultValue={defaultValue("inquiryType")}
            />
          )}
        </Field>
        <Field id={id("message")} label={labels.message} required errors={errors.message} className="sm:col-span-2">
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
