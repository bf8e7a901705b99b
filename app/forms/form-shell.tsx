import type * as React from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import common from "~content/forms/common";
import { type ClientAttributes, FormField } from "./form-field";
import type { FieldDescription } from "./form-fields";
import { honeypotFieldName, tokenFieldName } from "./form-protocol";
import { countedText } from "./placeholders";
import type { FormSubmission } from "./use-form-submission";

type FormShellProps = {
  submission: FormSubmission;
  /** The form element's id; field ids, the message area and the post's fragment derive from it. */
  id: string;
  /** The form's fields in page order (./form-fields.ts): drawn here, and linked to from the error summary. */
  fields: readonly FieldDescription[];
  /** Attributes of some fields' controls that only the browser knows, by field name. */
  clientAttributes?: Record<string, ClientAttributes>;
  /** The send button's text. */
  submit: string;
  /** What the status area shows after a successful post (absent: a toast says it). */
  success?: React.ReactNode;
};

/** The id of a field control inside a form. */
const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * Everything the three forms share: the post itself (to the page's own action,
 * landing back on the message area when the server renders the answer), the hidden
 * spam checks, the required-fields note, the fields as their descriptions say, the
 * messages and the submit button that reads "Sending..." while the request runs.
 */
export function FormShell({ submission, id, fields, clientAttributes, submit, success }: FormShellProps) {
  const { formProps, action, errors, reply, busy, clientErrorCount, defaultValue } = submission;
  const messagesId = `${id}-messages`;
  const invalidFields = fields.filter((field) => errors[field.name]?.length);
  const showSummary = clientErrorCount > 0 || reply?.outcome === "invalid";

  return (
    <form id={id} action={`${action}#${messagesId}`} aria-describedby={`${id}-required`} {...formProps}>
      <p id={`${id}-required`} className="mb-6 text-sm text-muted">
        {common.requiredNote}
      </p>
      <HoneypotField formId={id} />
      <input type="hidden" name={tokenFieldName} value={reply?.token ?? ""} />
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={fieldId(id, field.name)}
            field={field}
            errors={errors[field.name]}
            defaultValue={defaultValue(field.name)}
            clientAttributes={clientAttributes?.[field.name]}
          />
        ))}
      </div>

      {/* Both live regions stay in the page, empty, so that what appears in them is announced. */}
      <div id={messagesId}>
        <div role="status">
          {reply?.outcome === "sent" ? success : null}
          {reply?.outcome === "confirm" ? <Notice tone="info">{reply.message}</Notice> : null}
          {showSummary && invalidFields.length > 0 ? (
            <Notice tone="danger">
              <p className="font-semibold">{countedText(common.errorSummary, invalidFields.length)}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {invalidFields.map(({ name, label }) => (
                  <li key={name}>
                    <a href={`#${fieldId(id, name)}`} className="underline underline-offset-4">
                      {label}: {errors[name]?.join(" ")}
                    </a>
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
        </div>
        <div role="alert">{reply?.outcome === "refused" ? <Notice tone="danger">{reply.message}</Notice> : null}</div>
      </div>

      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus to the page. */}
      <Button
        type="submit"
        className="mt-8 w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto"
        aria-disabled={busy || undefined}
      >
        {busy ? common.sending : submit}
      </Button>
    </form>
  );
}

const noticeTones = {
  info: "border-brand/40 bg-brand-soft text-ink",
  success: "border-success/40 bg-success-soft text-ink",
  danger: "border-danger/40 bg-danger-soft text-ink",
} as const;

/** A bounded message inside a form: success, a request to confirm, or what went wrong. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof noticeTones;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("mt-6 rounded-lg border p-4 leading-relaxed", noticeTones[tone])}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology,
 * out of the tab order, autocomplete off) that form-filling robots fill in.
 */
function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotFieldName}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{common.honeypotLabel}</label>
      <input id={id} type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
