import { deskForm, deskOf, field, redirectWithNotice } from "~/desk/desk-route.server";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/use-sign-in-link";

/**
 * Uses a sign-in link's token (posted by its page, app/routes/desk/sign-in-link.tsx) and signs its
 * holder in. A resource route: React Router's own origin check of page actions refuses the
 * `Origin: null` a no-referrer page posts with; the desk's check (server/desk/origin-check.ts) decides.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskOf(context);
  const form = await deskForm(request);
  const cookie = await desk.useLink(request, field(form, "token"));
  if (!cookie) return redirectWithNotice(deskPaths.signIn, "link-unusable");
  return redirectWithNotice(deskPaths.account, "welcome", { "Set-Cookie": cookie });
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: deskPaths.signIn } });
}
