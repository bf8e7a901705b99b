import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { SubscribersView } from "~/components/desk/subscribers-view";
import { deskOf } from "~/desk/desk-route.server";
import { readSubscriberFilter } from "~/desk/subscriber-filter";
import type { Route } from "./+types/subscribers";

/** The newsletter's subscribers: newest first, searched by address, filtered, counted, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:read");
  const { filter, values, problems, searchRefused } = readSubscriberFilter(request.url);
  return data(
    {
      viewer: desk.staff,
      subscribers: searchRefused ? undefined : await desk.subscribers(filter),
      values,
      page: filter.page,
      problems,
      canImport: desk.can("subscribers:write"),
    },
    { status: problems.length > 0 ? 400 : 200 },
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Subscribers · ${deskName}` }];

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { viewer, ...page } = loaderData;
  return (
    <DeskFrame viewer={viewer} section="subscribers" title="Subscribers">
      <SubscribersView {...page} />
    </DeskFrame>
  );
}
