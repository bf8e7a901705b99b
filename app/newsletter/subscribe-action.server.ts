import type { ActionFunctionArgs } from "react-router";
import { site } from "~/config/site";
import newsletter from "~content/forms/newsletter";
import { checkFormToken, issueFormToken } from "../forms/fill-time-token.server";
import { confirmMessageFor, invalidSummary } from "../forms/form-copy";
import {
  honeypotFieldName,
  intentFieldName,
  maxFormBodyBytes,
  tokenFieldName,
  tokenHeaderName,
} from "../forms/form-protocol";
import { FormServicesMissing, requireFormServices } from "../forms/form-services.server";
import { isNewsletterList, subscribeFields, subscribeFormName } from "./newsletter-lists";
import { readFormBody } from "../forms/read-form-body.server";
import { subscribeSchema } from "./subscribe-schema";
import type { SubscribeReply } from "./subscribe-protocol";
import { SubmissionStorageUnavailable } from "../forms/submission-service";

/**
 * The subscribe form's pipeline, in the order the other forms use (app/forms/form-action.server.ts,
 * docs/decisions/005-form-spam-checks.md): body (413/415/400), token request, rate limit (429),
 * honeypot (422), schema (422), fill time (422 "confirm"), store (503), success. The answer is the
 * same whether the address is new, pending or already confirmed.
 */
type SubscribeAnswer = { status: number; reply: SubscribeReply; headers: Record<string, string> };

const answer = (status: number, reply: SubscribeReply, headers: Record<string, string> = {}): SubscribeAnswer => ({
  status,
  reply,
  headers: { "Cache-Control": "no-store", ...headers },
});

const unsaved = () => `We could not save your subscription, please try again or write to ${site.emails.info}.`;

/** The page the form was sent from: a path on this site, else the Referer's path, else none. */
function sendingPage(posted: string | null, request: Request): string {
  if (posted && /^\/[^\s]{0,199}$/.test(posted) && !posted.startsWith("//")) return posted;
  const referer = request.headers.get("referer");
  return referer && URL.canParse(referer) ? new URL(referer).pathname.slice(0, 200) : "unknown";
}

function validate(formData: URLSearchParams) {
  const values = {
    email: (formData.get(subscribeFields.email) ?? "").slice(0, 1_000),
    lists: formData.getAll(subscribeFields.lists).filter(isNewsletterList),
    consent: formData.get(subscribeFields.consent) === "yes",
  };
  const parsed = subscribeSchema.safeParse({
    [subscribeFields.email]: formData.get(subscribeFields.email) ?? undefined,
    [subscribeFields.lists]: formData.getAll(subscribeFields.lists),
    [subscribeFields.consent]: formData.get(subscribeFields.consent) ?? undefined,
  });
  if (parsed.success) return { ok: true as const, values, request: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] = [...new Set([...(fieldErrors[field] ?? []), issue.message])];
  }
  return { ok: false as const, values, fieldErrors };
}

export function createSubscribeHandler({ now = () => Date.now(), log = console.error } = {}) {
  async function handle({ request, context }: ActionFunctionArgs): Promise<SubscribeAnswer> {
    const body = await readFormBody(request, maxFormBodyBytes);
    if (!body.ok) return answer(body.status, { outcome: "refused", message: body.message });
    const { formData } = body;

    const services = requireFormServices(context);
    const subscriptions = context.subscriptions;
    if (!subscriptions) throw new FormServicesMissing("the server did not provide the subscriptions");
    const token = () => issueFormToken(subscribeFormName, services.formTokenSecret, now());
    if (formData.get(intentFieldName) === "token") {
      const fresh = token();
      return answer(200, { outcome: "token", token: fresh }, { [tokenHeaderName]: fresh });
    }

    const validation = validate(formData);
    const { values } = validation;
    const limit = await services.rateLimiter.consume(services.clientKey);
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterSeconds));
      const message = `Too many submissions from your connection. Please wait ${seconds} seconds and try again.`;
      return answer(429, { outcome: "refused", message, values, token: token() }, { "Retry-After": String(seconds) });
    }
    if ((formData.get(honeypotFieldName) ?? "") !== "") {
      log("Refused a subscription: the honeypot field was filled in");
      const message = `You were not subscribed because a hidden anti-spam field was filled in, which usually means an automated tool completed the form. Please try again, or write to ${site.emails.info}.`;
      return answer(422, { outcome: "refused", message, values, token: token() });
    }
    if (!validation.ok) {
      const message = invalidSummary(Object.keys(validation.fieldErrors).length);
      return answer(422, { outcome: "invalid", message, fieldErrors: validation.fieldErrors, values, token: token() });
    }
    if (!checkFormToken(formData.get(tokenFieldName), subscribeFormName, services.formTokenSecret, now()).ok) {
      return answer(422, {
        outcome: "confirm",
        message: confirmMessageFor(newsletter.form.submit),
        values,
        token: token(),
      });
    }
    try {
      await subscriptions.subscribe({
        email: validation.request.email,
        lists: validation.request.lists,
        page: sendingPage(formData.get(subscribeFields.page), request),
        clientAddress: services.clientKey,
      });
    } catch (error) {
      if (!(error instanceof SubmissionStorageUnavailable)) throw error;
      return answer(503, { outcome: "refused", message: unsaved(), values, token: token() });
    }
    return answer(200, { outcome: "sent", message: newsletter.form.sent, token: token() });
  }

  return async function subscribeHandler(args: ActionFunctionArgs): Promise<SubscribeAnswer> {
    try {
      return await handle(args);
    } catch (error) {
      log(
        error instanceof FormServicesMissing
          ? error.message
          : `The subscribe action failed: ${(error as Error)?.stack}`,
      );
      return answer(503, { outcome: "refused", message: unsaved() });
    }
  };
}
