import { deskOf, redirectWithNotice } from "~/desk/desk-route.server";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/sign-out";

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await deskOf(context).signOut(request);
  return redirectWithNotice(deskPaths.signIn, "signed-out", { "Set-Cookie": cookie });
}

export function loader() {
  return new Response("Sign out with the button of a desk page.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
