import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { SubscriberView } from "~/components/desk/subscriber-view";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { isDeskId } from "~/desk/desk-input";
import { noticeIn } from "~/desk/notices";
import { isNewsletterList } from "~/newsletter/newsletter-lists";
import { deskPaths } from "~/route-table";
import { withMarkers } from "~/desk/hidden-characters";
import type { Route } from "./+types/subscriber";

const missing = () => plainAnswer(404, "There is no subscriber with this address: they may have been erased.");

/** A subscriber's page: their lists, consent records, mail and the editions sent to them; unsubscribe on request. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:read");
  if (!isDeskId(params.id)) throw missing();
  const subscriber = await desk.subscriber(params.id);
  if (!subscriber) throw missing();
  return { viewer: desk.staff, subscriber, canAct: desk.can("subscribers:write"), notice: noticeIn(request.url) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:write");
  if (!isDeskId(params.id)) throw missing();
  const form = await deskForm(request);
  const list = field(form, "id");
  if (field(form, "intent") !== "unsubscribe" || !isNewsletterList(list)) {
    throw plainAnswer(400, "The form was incomplete: reload the page and try again.");
  }
  const left = await desk.unsubscribe(params.id, list);
  if (!left) throw missing();
  return redirectWithNotice(deskPaths.subscriber(params.id), left.length > 0 ? "unsubscribed" : "not-on-list");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${withMarkers(loaderData?.subscriber.email ?? "Subscriber")} · ${deskName}` },
];

export default function Subscriber({ loaderData }: Route.ComponentProps) {
  const { viewer, notice, subscriber, canAct } = loaderData;
  return (
    <DeskFrame viewer={viewer} section="subscribers" title={subscriber.email} titleIsAddress notice={notice}>
      <SubscriberView subscriber={subscriber} canAct={canAct} />
    </DeskFrame>
  );
}
