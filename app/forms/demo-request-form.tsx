import { useClientValue } from "~/lib/use-client-value";
import { pathTo } from "~/lib/site-routes";
import demoRequest from "~content/forms/demo-request";
import { localCalendarDate } from "./calendar-date";
import { describeFields, emailControl, personNameControl } from "./form-fields";
import type { FormReply } from "./form-protocol";
import { FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const { submit, successTitle, success } = demoRequest;

const fields = describeFields(demoRequest.fields, {
  name: personNameControl,
  organization: { control: "input", type: "text", autoComplete: "organization" },
  role: { control: "select" },
  email: emailControl,
  phone: { control: "input", type: "tel", autoComplete: "tel" },
  preferredDate: { control: "input", type: "date" },
  preferredTime: { control: "select" },
  message: { control: "textarea", rows: 4, wide: true },
});

/** The demo request (docs/product.md#demo-request-form): every field resets after success, the selects included. */
export function DemoRequestForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "demo-request", action: pathTo("schedule-demo"), serverReply });
  // The visitor's own today, known only in the browser: the pre-rendered page cannot carry it.
  const today = useClientValue(localCalendarDate);

  return (
    <FormShell
      submission={submission}
      id="demo-request-form"
      fields={fields}
      clientAttributes={{ preferredDate: { min: today } }}
      submit={submit}
      success={
        <Notice tone="success" title={successTitle}>
          {success}
        </Notice>
      }
    />
  );
}
