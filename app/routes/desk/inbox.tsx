import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { InboxView } from "~/components/desk/inbox-view";
import { readBulkChange } from "~/desk/bulk-change";
import { deskForm, deskOf, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId } from "~/desk/desk-input";
import { filterHref, readFilter } from "~/desk/inbox-filter";
import { noticeIn } from "~/desk/notices";
import { deskPaths } from "~/route-table";
import { bulkLeadLimit } from "../../../server/desk/lead-bulk";
import type { Route } from "./+types/inbox";

/** The leads: every submission, newest first, searched, filtered, counted per status, a page at a time. */
async function inboxPage(request: Request, context: Route.LoaderArgs["context"]) {
  const desk = await deskOf(context).requireStaff(request, "leads:read");
  const { filter, values, problems, searchRefused } = readFilter(request.url, desk.staff.id);
  const [inbox, team] = await Promise.all([searchRefused ? undefined : desk.inbox(filter), desk.assignees()]);
  const assignees = team.map(({ id, email }) => ({ id, email }));
  return {
    viewer: desk.staff,
    inbox,
    values,
    page: filter.page,
    problems,
    assignees,
    canWork: desk.can("leads:write"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await inboxPage(request, context);
  return data(
    { ...page, notice: noticeIn(request.url), bulkError: undefined },
    { status: page.problems.length > 0 ? 400 : 200 },
  );
}

/** The bulk form: one status or assignee for the leads ticked, then back to the list as it was filtered. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "leads:write");
  const form = await deskForm(request);
  const ids = form.getAll("lead");
  const change = readBulkChange(form);
  const refuse = async (status: number, bulkError: string) =>
    data({ ...(await inboxPage(request, context)), notice: undefined, bulkError }, { status });
  if (!change || !ids.every(isDeskId)) return refuse(400, "The form was incomplete: reload the page and try again.");
  if (ids.length === 0) return refuse(422, "Tick the leads to change first: nothing was changed.");
  if (ids.length > bulkLeadLimit) {
    return refuse(422, `At most ${bulkLeadLimit} leads can be changed at a time: nothing was changed.`);
  }
  const changed = await desk.changeLeads(ids, change);
  if (changed.outcome !== "changed") {
    return refuse(
      422,
      changed.outcome === "no-such-assignee"
        ? "That person is no longer on the team: choose someone else."
        : "That person's role does not work leads, so leads cannot be assigned to them.",
    );
  }
  const { filter, values } = readFilter(request.url, desk.staff.id);
  const back = filterHref(deskPaths.inbox, { ...values, page: filter.page });
  return redirectWithNotice(back, changed.changed > 0 ? "leads-changed" : "leads-unchanged");
}

export const meta: Route.MetaFunction = () => [{ title: `Leads · ${deskName}` }];

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, ...inbox } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="inbox" title="Leads" notice={notice}>
      <InboxView {...inbox} />
    </DeskFrame>
  );
}
