import { data, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { site } from "~/config/site";
import { earliestCalendarDateOnEarth } from "./calendar-date";
import { confirmMessage, invalidSummary } from "./form-copy";
import {
  type FormReply,
  honeypotFieldName,
  intentFieldName,
  maxFormBodyBytes,
  tokenFieldName,
  tokenHeaderName,
} from "./form-protocol";
import { FormServicesMissing, requireFormServices } from "./form-services.server";
import { checkFormToken, issueFormToken } from "./fill-time-token.server";
import { leadContextOf } from "./lead-context.server";
import { postKeyOf } from "./post-key.server";
import { readFormBody } from "./read-form-body.server";
import { recipientFor } from "./recipients";
import { type FormName, type FormServices, SubmissionStorageUnavailable } from "./submission-service";
import { validateForm } from "./validate-form";

/**
 * The one pipeline behind the three form actions, in the order that spends the
 * least on abuse: read the body (413/415/400), hand out a token if asked, rate
 * limit (429), honeypot (422), schema (422), fill time (422 "confirm"), store
 * (503 when storage is down), success. Every answer is a FormReply; nothing throws,
 * so a visitor never sees a 500 or a stack trace.
 */
export type FormActionOptions = {
  now?: () => Date;
  log?: (message: string) => void;
};

type Reply = Omit<FormReply, "form">;

/** What a form post is answered with, before it becomes a page's action data or a JSON response. */
export type FormAnswer = { status: number; reply: FormReply; headers: Record<string, string> };

/**
 * The pipeline for one form. Pages answer a post without JavaScript through it
 * (createFormAction); the browser's own posts reach it as JSON
 * (app/routes/resources/form-endpoint.ts).
 */
export function createFormHandler(
  form: FormName,
  { now = () => new Date(), log = console.error }: FormActionOptions = {},
) {
  const answer = (status: number, reply: Reply, headers: Record<string, string> = {}): FormAnswer => ({
    status,
    reply: { form, ...reply },
    headers: { "Cache-Control": "no-store", ...headers },
  });

  const unsaved = (email: string) => `We could not save your message, please try again or write to ${email}.`;

  async function handle({ request, context }: ActionFunctionArgs) {
    const body = await readFormBody(request, maxFormBodyBytes);
    if (!body.ok) return answer(body.status, { outcome: "refused", message: body.message });
    const { formData } = body;

    const services: FormServices = requireFormServices(context);
    const freshToken = () => issueFormToken(form, services.formTokenSecret, now().getTime());
    if (formData.get(intentFieldName) === "token") {
      const token = freshToken();
      return answer(200, { outcome: "token", token }, { [tokenHeaderName]: token });
    }

    const validation = validateForm(form, formData, { earliestDate: earliestCalendarDateOnEarth(now()) });
    const { result } = validation;

    const limit = await services.rateLimiter.consume(services.clientKey);
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterSeconds));
      return answer(
        429,
        {
          outcome: "refused",
          message: `Too many submissions from your connection. Please wait ${seconds} seconds and try again.`,
          result,
          token: freshToken(),
        },
        { "Retry-After": String(seconds) },
      );
    }

    if ((formData.get(honeypotFieldName) ?? "") !== "") {
      log(`Refused a ${form} submission: the honeypot field was filled in`);
      return answer(422, {
        outcome: "refused",
        message: `Your message was not sent because a hidden anti-spam field was filled in, which usually means an automated tool completed the form. Please send it again, or write to ${site.emails.info}.`,
        result,
        token: freshToken(),
      });
    }

    if (!validation.ok) {
      // Stryker disable next-line OptionalChaining: a result that is not ok always carries its error
      const count = Object.keys(result.error?.fieldErrors ?? {}).length;
      return answer(422, { outcome: "invalid", message: invalidSummary(count), result, token: freshToken() });
    }

    const token = formData.get(tokenFieldName);
    const fillTime = checkFormToken(token, form, services.formTokenSecret, now().getTime());
    if (!fillTime.ok) {
      return answer(422, {
        outcome: "confirm",
        message: confirmMessage(form),
        result: { ...result, reset: false },
        token: freshToken(),
      });
    }

    try {
      await services.submissions.submit({
        form,
        fields: validation.fields,
        context: leadContextOf(formData, request),
        postKey: postKeyOf(form, token as string, validation.fields),
      });
    } catch (error) {
      if (!(error instanceof SubmissionStorageUnavailable)) throw error;
      return answer(503, {
        outcome: "refused",
        message: unsaved(recipientFor(form, validation.fields, site.emails)),
        result: { ...result, reset: false },
        token: freshToken(),
      });
    }
    return answer(200, { outcome: "sent", result, token: freshToken() });
  }

  return async function formHandler(args: ActionFunctionArgs): Promise<FormAnswer> {
    try {
      return await handle(args);
    } catch (error) {
      if (!(error instanceof FormServicesMissing))
        log(`The ${form} action failed: ${(error as Error)?.stack ?? String(error)}`);
      else log(error.message);
      return answer(503, { outcome: "refused", message: unsaved(site.emails.info) });
    }
  };
}

/** Lets the headers of an action answer (Retry-After, no-store, the token) reach the browser. */
export const formActionHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control", tokenHeaderName]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export function createFormAction(form: FormName, options: FormActionOptions = {}) {
  const handle = createFormHandler(form, options);
  return async function formAction(args: ActionFunctionArgs) {
    const { status, reply, headers } = await handle(args);
    return data(reply, { status, headers });
  };
}

export const contactAction = createFormAction("contact");
export const companyContactAction = createFormAction("company-contact");
export const demoRequestAction = createFormAction("demo-request");
