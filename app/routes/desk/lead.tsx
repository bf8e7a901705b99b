import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { LeadView, type LeadWork } from "~/components/desk/lead-view";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId, wholeNumber } from "~/desk/desk-input";
import { inboxPlace } from "~/desk/inbox-place";
import { replyHref } from "~/desk/lead-reply";
import { noticeIn } from "~/desk/notices";
import { isLeadStatus, leadNoteMaxLength } from "~/desk/vocabulary";
import { withMarkers } from "~/desk/hidden-characters";
import type { Route } from "./+types/lead";

/** A lead's page: every field, where it came from, its deliveries and history; set its status, assign it, add a note. */
const missing = () => plainAnswer(404, "There is no lead with this address: it may have been erased or purged.");

async function leadPage(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const desk = await deskOf(context).requireStaff(request, "leads:read");
  if (!isDeskId(id)) throw missing();
  const list = inboxPlace(request.url, desk.staff.id);
  const [lead, team, neighbours] = await Promise.all([
    desk.lead(id),
    desk.assignees(),
    desk.leadNeighbours(id, list.filter),
  ]);
  if (!lead) throw missing();
  const assignees = team.map(({ id, email }) => ({ id, email }));
  // Someone whose role no longer works leads stays this lead's assignee until it is changed, so a save keeps them.
  if (lead.assigneeId && lead.assignee && !assignees.some((person) => person.id === lead.assigneeId)) {
    assignees.push({ id: lead.assigneeId, email: lead.assignee });
  }
  return {
    viewer: desk.staff,
    lead,
    assignees,
    canWork: desk.can("leads:write"),
    reply: replyHref(lead),
    list: list.links(neighbours),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { ...(await leadPage(request, context, params.id)), notice: noticeIn(request.url), work: undefined };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "leads:write");
  if (!isDeskId(params.id)) throw missing();
  const form = await deskForm(request);
  const version = wholeNumber(field(form, "version"));
  const work = {
    status: field(form, "status"),
    assigneeId: field(form, "assignee"),
    note: form.get("note") ?? "",
  } satisfies LeadWork;
  const refuse = async (status: number, error: string, kept: LeadWork = work) =>
    data({ ...(await leadPage(request, context, params.id)), notice: undefined, work: { ...kept, error } }, { status });
  if (version === undefined || !isLeadStatus(work.status) || (work.assigneeId && !isDeskId(work.assigneeId))) {
    return refuse(400, "The form was incomplete: reload the page and try again.");
  }
  if (work.note.length > leadNoteMaxLength) {
    return refuse(422, `A note can be at most ${leadNoteMaxLength.toLocaleString("en")} characters.`);
  }
  const outcome = await desk.changeLead(params.id, {
    ...work,
    version,
    status: work.status,
    assigneeId: work.assigneeId || null,
  });
  switch (outcome) {
    case "saved":
    case "unchanged":
      return redirectWithNotice(inboxPlace(request.url, desk.staff.id).lead(params.id), outcome);
    case "missing":
      throw missing();
    case "no-such-assignee":
      return refuse(422, "That person is no longer on the team: choose someone else.");
    case "not-assignable":
      return refuse(422, "That person's role does not work leads, so a lead cannot be assigned to them.");
    case "changed-meanwhile":
      // Only the note is kept: the form shows the status and assignee as they now are, so saving again keeps their change.
      return refuse(
        409,
        "Someone changed this lead while you had it open, so nothing was saved. The status and assignee below are as they changed them (its history shows the change); your note is kept: check them and save again.",
        { note: work.note },
      );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${withMarkers(loaderData?.lead.fields.name || "Lead")} · ${deskName}` },
];

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, ...page } = actionData ?? loaderData;
  return (
    <DeskFrame
      viewer={viewer}
      section="inbox"
      title={page.lead.fields.name || page.lead.fields.email || "Lead"}
      notice={notice}
    >
      <LeadView {...page} />
    </DeskFrame>
  );
}
