import type { AppLoadContext } from "react-router";
import type { FormServices } from "./submission-service";

/** The server did not hand the form services to the action (see server/app.ts getLoadContext). */
export class FormServicesMissing extends Error {
  override name = "FormServicesMissing";
}

/**
 * The services every form action needs. They are optional in the context's type
 * only because pre-rendering runs without a server; a running server always
 * provides them, so their absence is a wiring fault that the action answers with 503.
 */
export function requireFormServices(context: AppLoadContext | undefined): FormServices {
  const { submissions, rateLimiter, clientKey, formTokenSecret } = context ?? {};
  if (!submissions || !rateLimiter || clientKey === undefined || !formTokenSecret) {
    throw new FormServicesMissing("the server did not provide the form services to this action");
  }
  return { submissions, rateLimiter, clientKey, formTokenSecret };
}
