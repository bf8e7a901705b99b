import { deskJson, deskOf } from "~/desk/desk-route.server";
import { passkeyRequest } from "~/desk/passkey-request";
import type { Route } from "./+types/passkeys";

/** Adding a passkey, as JSON for the desk script: `options`, then `verify` with the new credential. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "account");
  const body = await deskJson(request, passkeyRequest);
  if (body.intent === "options") return Response.json(await desk.passkeyOptions());
  const id = await desk.addPasskey(body.response, body.name);
  if (!id) return Response.json({ message: "The passkey could not be added. Please try again." }, { status: 400 });
  return Response.json({ added: true });
}
