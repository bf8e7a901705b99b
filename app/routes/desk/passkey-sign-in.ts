import { deskJson, deskOf } from "~/desk/desk-route.server";
import { passkeyRequest } from "~/desk/passkey-request";
import type { Route } from "./+types/passkey-sign-in";

/**
 * The passkey sign-in's two steps, as JSON for the desk script (app/browser/desk-script.ts): `options` hands
 * out a challenge, `verify` checks the signed one and sets the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskOf(context);
  const body = await deskJson(request, passkeyRequest);
  if (body.intent === "options") {
    return Response.json(await desk.passkeyOptions(request, context.clientKey ?? "unknown"));
  }
  const cookie = await desk.passkeySignIn(request, body.response);
  if (!cookie) {
    return Response.json(
      { message: "This passkey was not accepted. Try again, or sign in with an e-mailed code." },
      { status: 400 },
    );
  }
  return Response.json({ signedIn: true }, { headers: { "Set-Cookie": cookie } });
}
