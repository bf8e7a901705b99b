import { lazy, Suspense, useState } from "react";
import { pathTo } from "~/lib/site-routes";
import contact from "~content/forms/contact";
import { describeFields, emailControl, personNameControl } from "./form-fields";
import type { FormReply } from "./form-protocol";
import { FormShell, Notice } from "./form-shell";
import { defaultInquiryType } from "./option-values";
import { useFormSubmission } from "./use-form-submission";

const { submit, success } = contact;

const fields = describeFields(contact.fields, {
  name: personNameControl,
  email: emailControl,
  inquiryType: { control: "select", wide: true },
  message: { control: "textarea", rows: 5, wide: true },
});

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

  return (
    <>
      <FormShell
        submission={submission}
        id="contact-message-form"
        fields={fields}
        submit={submit}
        success={submission.renderedByServer ? <Notice tone="success">{success}</Notice> : null}
      />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <SuccessToaster />
        </Suspense>
      ) : null}
    </>
  );
}
