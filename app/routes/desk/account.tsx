import { AccountView } from "~/components/desk/account-view";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId } from "~/desk/desk-input";
import { browserTimeZone, canonicalTimeZone } from "~/desk/desk-time";
import { deviceName } from "~/desk/device-name";
import { noticeIn } from "~/desk/notices";
import { passkeyNameProblem } from "~/desk/passkey-request";
import { deskPaths } from "~/route-table";
import { passkeyNameMaxLength } from "../../../server/desk/passkeys";
import type { Route } from "./+types/account";

/** A person's own passkeys (add, name, remove), time zone and sessions (see, end). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "account");
  const [passkeys, sessions] = await Promise.all([desk.passkeys(), desk.sessions()]);
  return {
    viewer: desk.staff,
    passkeys,
    sessions,
    current: desk.sessionId,
    suggestedName: deviceName(request.headers.get("user-agent") ?? ""),
    nameMaxLength: passkeyNameMaxLength,
    chosenTimeZone: desk.chosenTimeZone,
    browserTimeZone: browserTimeZone(request.headers.get("cookie")),
    notice: noticeIn(request.url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "account");
  const form = await deskForm(request);
  const intent = field(form, "intent");
  if (intent === "time-zone") {
    const zone = field(form, "zone");
    const chosen = zone ? canonicalTimeZone(zone) : null;
    if (chosen === undefined) throw plainAnswer(400, `“${zone}” is not a time zone: choose one from the list.`);
    await desk.chooseTimeZone(chosen);
    return redirectWithNotice(deskPaths.account, "time-zone-saved");
  }
  const id = field(form, "id");
  if (!isDeskId(id)) throw plainAnswer(400, "The form was incomplete: reload the page and try again.");
  switch (intent) {
    case "end-session":
      if (!(await desk.endSession(id))) throw plainAnswer(404, "That session has already ended.");
      return redirectWithNotice(id === desk.sessionId ? deskPaths.signIn : deskPaths.account, "session-ended");
    case "rename-passkey": {
      const name = field(form, "name");
      const problem = passkeyNameProblem(name) ?? (name ? undefined : "Give the passkey a name.");
      if (problem) throw plainAnswer(422, problem);
      if (!(await desk.renamePasskey(id, name))) throw plainAnswer(404, "That passkey is no longer there.");
      return redirectWithNotice(deskPaths.account, "passkey-renamed");
    }
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
