import { AccountView } from "~/components/desk/account-view";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId } from "~/desk/desk-input";
import { noticeIn } from "~/desk/notices";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/account";

/** A person's own passkeys and sessions: add and remove passkeys, see and end sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "account");
  const [passkeys, sessions] = await Promise.all([desk.passkeys(), desk.sessions()]);
  return { viewer: desk.staff, passkeys, sessions, current: desk.sessionId, notice: noticeIn(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "account");
  const form = await deskForm(request);
  const id = field(form, "id");
  if (!isDeskId(id)) throw plainAnswer(400, "The form was incomplete: reload the page and try again.");
  switch (field(form, "intent")) {
    case "end-session":
      if (!(await desk.endSession(id))) throw plainAnswer(404, "That session has already ended.");
      return redirectWithNotice(id === desk.sessionId ? deskPaths.signIn : deskPaths.account, "session-ended");
    case "remove-passkey":
      if (!(await desk.removePasskey(id))) throw plainAnswer(404, "That passkey is no longer there.");
      return redirectWithNotice(deskPaths.account, "passkey-removed");
    default:
      throw plainAnswer(400, "The desk did not understand this request.");
  }
}

export const meta: Route.MetaFunction = () => [{ title: `Your account · ${deskName}` }];

export default function Account({ loaderData }: Route.ComponentProps) {
  const { viewer, notice, ...account } = loaderData;
  return (
    <DeskFrame viewer={viewer} section="account" title="Your account" notice={notice}>
      <AccountView {...account} />
    </DeskFrame>
  );
}
