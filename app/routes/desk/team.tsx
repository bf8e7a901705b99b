import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { TeamView, type TeamAnswer } from "~/components/desk/team-view";
import { deskForm, deskOf, field, isEmailAddress, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId } from "~/desk/desk-input";
import { noticeIn } from "~/desk/notices";
import { isStaffRole } from "~/desk/vocabulary";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/team";

/** The team (owners): who is on it in which role; invite, change a role, remove. */
async function teamPage(request: Request, context: Route.LoaderArgs["context"]) {
  const desk = await deskOf(context).requireStaff(request, "staff:manage");
  return { viewer: desk.staff, team: await desk.team(), mailConfigured: desk.mailConfigured };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await teamPage(request, context)), notice: noticeIn(request.url), answer: undefined };
}

/** The person a change is about (400 for anything but an id). */
function staffId(form: URLSearchParams): string {
  const id = field(form, "id");
  if (!isDeskId(id)) throw plainAnswer(400, "The form was incomplete: reload the page and try again.");
  return id;
}

const lastOwner = "The desk needs an owner: make someone else an owner first.";

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "staff:manage");
  const form = await deskForm(request);
  const role = field(form, "role");
  const answer = async (status: number, teamAnswer: TeamAnswer) =>
    data({ ...(await teamPage(request, context)), notice: undefined, answer: teamAnswer }, { status });
  switch (field(form, "intent")) {
    case "invite": {
      const email = field(form, "email");
      if (!isEmailAddress(email) || !isStaffRole(role)) {
        return answer(422, { error: "Enter an e-mail address and choose a role.", email, role });
      }
      const invitation = await desk.invite({ email, role });
      if (invitation.outcome === "exists")
        return answer(409, { error: `${email} is already on the team.`, email, role });
      if (invitation.outcome === "link")
        return answer(200, { link: invitation.link, reason: invitation.reason, email });
      return redirectWithNotice(deskPaths.team, "invited");
    }
    case "change-role": {
      if (!isStaffRole(role)) throw plainAnswer(400, "Choose a role.");
      const change = await desk.changeRole(staffId(form), role);
      if (change === "missing") throw plainAnswer(404, "That person is no longer on the team.");
      if (change === "last-owner") return answer(409, { error: lastOwner });
      return redirectWithNotice(change.member.id === desk.staff.id ? deskPaths.signIn : deskPaths.team, "role-changed");
    }
    case "remove": {
      const change = await desk.removeStaff(staffId(form));
      if (change === "missing") throw plainAnswer(404, "That person is no longer on the team.");
      if (change === "last-owner") return answer(409, { error: lastOwner });
      return redirectWithNotice(change.member.id === desk.staff.id ? deskPaths.signIn : deskPaths.team, "removed");
    }
    default:
      throw plainAnswer(400, "The desk did not understand this request.");
  }
}

export const meta: Route.MetaFunction = () => [{ title: `Team · ${deskName}` }];

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, ...team } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="team" title="Team" notice={notice}>
      <TeamView {...team} viewerEmail={viewer.email} />
    </DeskFrame>
  );
}
