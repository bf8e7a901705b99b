import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { PrivacyView, type PrivacyAnswer } from "~/components/desk/privacy-view";
import { deskForm, deskOf, field, isEmailAddress, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { noticeIn } from "~/desk/notices";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/privacy";

/**
 * Privacy requests (owners): find what is stored about an address, download it (JSON), erase it after
 * a step that names what will go. The same functions as `npm run privacy`; export and erasure are
 * audited. The address travels in the posts only, never in an address bar or a server log's URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "privacy:answer");
  return { viewer: desk.staff, notice: noticeIn(request.url), answer: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "privacy:answer");
  const form = await deskForm(request);
  const address = field(form, "address");
  const intent = field(form, "intent");
  const answer = (status: number, privacyAnswer: PrivacyAnswer) =>
    data({ viewer: desk.staff, notice: undefined, answer: privacyAnswer }, { status });
  if (!isEmailAddress(address)) {
    return answer(422, { address, error: "Enter the e-mail address the request is about." });
  }
  if (intent === "erase") {
    const erased = await desk.eraseAddress(address);
    if (!erased) return answer(404, { address, records: undefined });
    return redirectWithNotice(deskPaths.privacy, "erased");
  }
  if (intent !== "find" && intent !== "review-erase")
    throw plainAnswer(400, "The desk did not understand this request.");
  const records = await desk.findAddress(address);
  return answer(records ? 200 : 404, { address, records, confirmErase: intent === "review-erase" });
}

export const meta: Route.MetaFunction = () => [{ title: `Privacy requests · ${deskName}` }];

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, answer } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="privacy" title="Privacy requests" notice={notice}>
      <PrivacyView answer={answer} />
    </DeskFrame>
  );
}
