import { createFormHandler } from "~/forms/form-action.server";
import { formNames, isFormName } from "~/forms/submission-service";
import type { Route } from "./+types/form-endpoint";

/**
 * The forms' JSON endpoint: the browser posts here (app/forms/use-form-submission.ts)
 * and gets the same answer a page's action gives, without a page around it.
 */
const handlers = Object.fromEntries(formNames.map((form) => [form, createFormHandler(form)]));

export async function action(args: Route.ActionArgs) {
  const form = args.params.form;
  if (!isFormName(form)) return Response.json({ message: "There is no such form." }, { status: 404 });
  const { status, reply, headers } = await handlers[form](args);
  return Response.json(reply, { status, headers });
}

export function loader() {
  return new Response("Forms are posted here.", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "no-store" },
  });
}
