import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { LeadView, type LeadWork } from "~/components/desk/lead-view";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId, wholeNumber } from "~/desk/desk-input";
import { noticeIn } from "~/desk/notices";
import { isLeadStatus, leadNoteMaxLength } from "~/desk/vocabulary";
import { deskPaths } from "~/route-table";
import { withMarkers } from "~/desk/hidden-characters";
import type { Route } from "./+types/lead";

/** A lead's page: every field, where it came from, its deliveries and history; set its status, assign it, add a note. */
const missing = () => plainAnswer(404, "There is no lead with this address: it may have been erased or purged.");

async function leadPage(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const desk = await deskOf(context).requireStaff(request, "leads:read");
  if (!isDeskId(id)) throw missing();
  const [lead, team] = await Promise.all([desk.lead(id), desk.assignees()]);
  if (!lead) throw missing();
  return {
    viewer: desk.staff,
    lead,
    assignees: team.map(({ id, email }) => ({ id, email })),
    canWork: desk.can("leads:write"),
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
  const work: LeadWork = {
    version: version ?? 0,
    status: field(form, "status"),
    assigneeId: field(form, "assignee"),
    note: form.get("note") ?? "",
  };
  const refuse = async (status: number, error: string) =>
    data({ ...(await leadPage(request, context, params.id)), notice: undefined, work: { ...work, error } }, { status });
  if (version === undefined || !isLeadStatus(work.status) || (work.assigneeId && !isDeskId(work.assigneeId))) {
    return refuse(400, "The form was incomplete: reload the page and try again.");
  }
  if (work.note.length > leadNoteMaxLength) {
    return refuse(422, `A note can be at most ${leadNoteMaxLength.toLocaleString("en")} characters.`);
  }
  const outcome = await desk.changeLead(params.id, {
    ...work,
    status: work.status,
    assigneeId: work.assigneeId || null,
  });
  switch (outcome) {
    case "saved":
    case "unchanged":
      return redirectWithNotice(deskPaths.lead(params.id), outcome);
    case "missing":
      throw missing();
    case "no-such-assignee":
      return refuse(422, "That person is no longer on the team: choose someone else.");
    case "changed-meanwhile":
      return refuse(
        409,
        "Someone changed this lead while you had it open, so nothing was saved. Its history below shows what changed; your choices and note are kept here: check them and save again.",
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
