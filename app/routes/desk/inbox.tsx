import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { InboxView } from "~/components/desk/inbox-view";
import { deskOf } from "~/desk/desk-route.server";
import { readFilter } from "~/desk/inbox-filter";
import type { Route } from "./+types/inbox";

/** The leads: every submission, newest first, searched, filtered, counted per status, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "leads:read");
  const { filter, values, problems, searchRefused } = readFilter(request.url, desk.staff.id);
  const [inbox, team] = await Promise.all([searchRefused ? undefined : desk.inbox(filter), desk.assignees()]);
  const assignees = team.map(({ id, email }) => ({ id, email }));
  return data(
    { viewer: desk.staff, inbox, values, page: filter.page, problems, assignees },
    { status: problems.length > 0 ? 400 : 200 },
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Leads · ${deskName}` }];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { viewer, ...inbox } = loaderData;
  return (
    <DeskFrame viewer={viewer} section="inbox" title="Leads">
      <InboxView {...inbox} />
    </DeskFrame>
  );
}
