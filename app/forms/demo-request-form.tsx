import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { useClientValue } from "~/lib/use-client-value";
import { pathTo } from "~/lib/site-routes";
import demoRequest from "~content/forms/demo-request";
import { localCalendarDate } from "./calendar-date";
import { fieldLimits } from "./field-limits";
import type { FormReply } from "./form-protocol";
import { fieldId, FormShell, Notice } from "./form-shell";
import { useFormSubmission } from "./use-form-submission";

const formId = "demo-request-form";
const { fields, submit, successTitle, success } = demoRequest;

/** The demo request (docs/product.md#demo-request-form): every field resets after success, the selects included. */
export function DemoRequestForm({ serverReply }: { serverReply?: FormReply }) {
  const submission = useFormSubmission({ form: "demo-request", action: pathTo("schedule-demo"), serverReply });
  const { errors, defaultValue } = submission;
  const id = (name: keyof typeof fields) => fieldId(formId, name);
  // The visitor's own today, known only in the browser: the pre-rendered page cannot carry it.
  const today = useClientValue(localCalendarDate);

  return (
    <FormShell
      submission={submission}
      id={formId}
      fields={fields}
      submit={submit}
      success={
        <Notice tone="success" title={successTitle}>
          {success}
        </Notice>
      }
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
      <Field id={id("organization")} label={fields.organization.label} required errors={errors.organization}>
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
      <Field id={id("role")} label={fields.role.label} required errors={errors.role}>
        {(control) => (
          <Select
            {...control}
            name="role"
            options={fields.role.options}
            placeholder={fields.role.placeholder}
            defaultValue={defaultValue("role")}
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
      <Field id={id("phone")} label={fields.phone.label} errors={errors.phone}>
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
      <Field id={id("preferredDate")} label={fields.preferredDate.label} errors={errors.preferredDate}>
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
      <Field id={id("preferredTime")} label={fields.preferredTime.label} errors={errors.preferredTime}>
        {(control) => (
          <Select
            {...control}
            name="preferredTime"
            options={fields.preferredTime.options}
            placeholder={fields.preferredTime.placeholder}
            defaultValue={defaultValue("preferredTime")}
          />
        )}
      </Field>
      <Field id={id("message")} label={fields.message.label} errors={errors.message} className="sm:col-span-2">
        {(control) => <Textarea {...control} name="message" rows={4} defaultValue={defaultValue("message")} />}
      </Field>
    </FormShell>
  );
}
