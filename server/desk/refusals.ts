/**
 * A refused desk request, thrown from a loader or an action: its status and a sentence for the
 * person. A page shows it in the desk's error boundary; a request that asked for JSON (the passkey
 * endpoints) gets `{ "message": … }`. Nothing was changed by the time it is thrown.
 */
export function refusal(status: number, message: string, request?: Request): Response {
  const headers = { "Cache-Control": "no-store" };
  if (request?.headers.get("accept")?.includes("application/json")) {
    return Response.json({ message }, { status, headers });
  }
  return new Response(message, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/** A role that lacks the ability asked for: 403. */
export const forbidden = (role: string, request: Request) =>
  refusal(403, `Your role (${role}) does not allow this.`, request);
