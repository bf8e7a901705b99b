import type { SubmissionResult } from "@conform-to/dom/future";
import type { FormName } from "./submission-service";

/**
 * What the browser and the form actions agree on, beside the schemas: the names
 * of the hidden fields, the limits that are not a field rule, and the shape of
 * every answer an action gives. Type-only imports keep this out of the bundle.
 */

/** Longest accepted request body. Forms post multipart, so a 5,000-character message in any script fits. */
export const maxFormBodyBytes = 32 * 1024;

/** The signed fill-time token (docs/decisions/005-form-spam-checks.md). */
export const tokenFieldName = "formToken";
/** Hidden from people and assistive technology; only a robot fills it in. */
export const honeypotFieldName = "website";
/** `token` asks an action for a fresh fill-time token instead of submitting. */
export const intentFieldName = "formIntent";
/**
 * The visit's first page and its referrer, posted with a form for its lead context
 * (./lead-context.server.ts). app/browser/page.js keeps them in sessionStorage under
 * `visitStorageKey` as `{ landing, referrer }`, spelled the same there.
 */
export const visitLandingFieldName = "visitLanding";
export const visitReferrerFieldName = "visitReferrer";
export const visitStorageKey = "site:visit";

/** Dispatched on `window` when a form was stored (detail: `FormSentDetail`), for the analytics (app/browser/analytics.ts). */
export const formSentEventName = "site:form-sent";
export type FormSentDetail = { form: FormName; inquiryType?: string };

/** The response header that carries a token, so the browser reads it without decoding the body. */
export const tokenHeaderName = "X-Form-Token";

/** A submission sooner than this after its token was issued is treated as automated. */
export const minimumFillMilliseconds = 2_000;
/** Tokens older than this are refused (the visitor is asked to confirm, never to retype). */
export const maximumTokenAgeMilliseconds = 24 * 60 * 60 * 1_000;

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * Every answer of a form action:
 * - `token`: a fresh fill-time token (the browser asks for one on first interaction);
 * - `sent`: stored; the form resets;
 * - `invalid`: field errors (422);
 * - `confirm`: valid but without a usable fill-time token: the visitor presses the button once more (422);
 * - `refused`: not accepted for a reason that is not a field's (413, 415, 400, 422, 429, 503).
 * `result` is conform's SubmissionResult: the submitted values (to re-render them) and the field errors.
 */
export type FormReply = {
  form: FormName;
  outcome: "token" | "sent" | "invalid" | "confirm" | "refused";
  /** A fresh fill-time token for the next post. */
  token?: string;
  /** A message about the whole form (refusals, confirmation, error summary). */
  message?: string;
  result?: SubmissionResult<string[]>;
};

export function fieldErrorsOf(reply: FormReply | undefined): FieldErrors {
  return (reply?.result?.error?.fieldErrors as FieldErrors | undefined) ?? {};
}

/** The values to show again after a post rendered by the server, unless the form was reset. */
export function submittedValuesOf(reply: FormReply | undefined): Record<string, string> {
  if (!reply?.result || reply.result.reset) return {};
  const payload = reply.result.submission.payload as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
