import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { useClientValue } from "~/lib/use-client-value";
import { pathTo } from "~/lib/site-routes";
import { localCalendarDate } from "./calendar-date";
import { fieldLimits } from "./field-limits";
import { formCopy } from "./form-copy";
import { preferredTimeOptions, roleOptions } from "./form-options";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const formId = "demo-request-form";
const labels = {
  name: "Full Name",
  organization: "Organization",
  role: "Role/Title",
  email: "Email",
  phone: "Phone",
  preferredDate: "Preferred Date",
  preferredTime: "Preferred Time",
  message: "Message",
};
const copy = formCopy["demo-request"];

/** The demo request (docs/product.md#demo-request-form): every field resets after success, the selects included. */
export function DemoRequestForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "demo-request", action: pathTo("schedule-demo"), serverReply });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof labels) => fieldId(formId, name);
  // The visitor's own today, known only in the browser: the pre-rendered page cannot carry it.
  const today = useClientValue(localCalendarDate);

  return (
    <FormShell
      submission={submission}
      id={formId}
      labels={labels}
      success={
        <Notice tone="success" title={copy.successTitle}>
          {copy.success}
        </Notice>
      }
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
      <Field id={id("organization")} label={labels.organization} required errors={errors.organization}>
        {(control) => (
          <Input
            {...control}
            name="organization"
            type="text"
            autoComplete="organization"
            maxLength={fieldLimits.organization}
            defaultValue={defaultValue("organization")}
          />
        )}
      </Field>
      <Field id={id("role")} label={labels.role} required errors={errors.role}>
        {(control) => (
          <Select
            {...control}
            name="role"
            options={roleOptions}
            placeholder="Select your role"
            defaultValue={defaultValue("role")}
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
      <Field id={id("phone")} label={labels.phone} errors={errors.phone}>
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={fieldLimits.phone}
            defaultValue={defaultValue("phone")}
          />
        )}
      </Field>
      <Field id={id("preferredDate")} label={labels.preferredDate} errors={errors.preferredDate}>
        {(control) => (
          <Input
            {...control}
            name="preferredDate"
            type="date"
            min={today}
            defaultValue={defaultValue("preferredDate")}
          />
        )}
      </Field>
      <Field id={id("preferredTime")} label={labels.preferredTime} errors={errors.preferredTime}>
        {(control) => (
          <Select
            {...control}
            name="preferredTime"
            options={preferredTimeOptions}
            placeholder="Select a time"
            defaultValue={defaultValue("preferredTime")}
          />
        )}
      </Field>
      <Field id={id("message")} label={labels.message} errors={errors.message} className="sm:col-span-2">
        {(control) => <Textarea {...control} name="message" rows={4} defaultValue={defaultValue("message")} />}
      </Field>
    </FormShell>
  );
}
