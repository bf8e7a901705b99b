import { parseSubmission, report, type SubmissionResult } from "@conform-to/dom/future";
import { schemaFor, type DemoRequestRules } from "./schemas";
import type { FormName } from "./submission-service";

export type FormValidation =
  | { ok: true; fields: Record<string, string>; result: SubmissionResult<string[]> }
  | { ok: false; result: SubmissionResult<string[]> };

/**
 * Validates a form's posted fields with its schema, in the browser and on the
 * server alike. Fields the form does not have (hidden spam fields, anything a
 * robot adds) are left out of the result, so they are neither echoed nor stored.
 */
export function validateForm(
  form: FormName,
  formData: FormData | URLSearchParams,
  rules: DemoRequestRules,
): FormValidation {
  const schema = schemaFor(form, rules);
  const known = new Set(Object.keys(schema.shape));
  const submission = parseSubmission(formData, { skipEntry: (name) => !known.has(name) });
  const parsed = schema["~standard"].validate(submission.payload);
  // Stryker disable next-line all: the form schemas are synchronous; the guard only tells TypeScript so
  if (parsed instanceof Promise) throw new Error("form schemas are synchronous");
  if (parsed.issues) {
    return { ok: false, result: report(submission, { error: { issues: parsed.issues } }) };
  }
  return { ok: true, fields: parsed.value as Record<string, string>, result: report(submission, { reset: true }) };
}
