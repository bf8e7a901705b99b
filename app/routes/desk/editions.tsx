import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { type EditionWork, EditionsView } from "~/components/desk/editions-view";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { wholeNumber } from "~/desk/desk-input";
import { noticeIn } from "~/desk/notices";
import { deskPaths } from "~/route-table";
import { checkEditionWords } from "../../../server/desk/edition-desk";
import type { Route } from "./+types/editions";

/**
 * The newsletter's editions: the next one's articles, its subject and introduction, its e-mail as
 * subscribers get it (HTML and text), a test copy to oneself, the send, the progress of the edition
 * going out, and every edition sent. Viewers read; editors and owners write, test and send.
 */
async function editionsPage(request: Request, context: Route.LoaderArgs["context"]) {
  const desk = await deskOf(context).requireStaff(request, "editions:read");
  return { viewer: desk.staff, overview: await desk.editions(), canSend: desk.can("editions:send") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await editionsPage(request, context)), notice: noticeIn(request.url), work: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "editions:send");
  const form = await deskForm(request);
  const intent = field(form, "intent");
  const number = wholeNumber(field(form, "number"));
  const work: EditionWork = { subject: field(form, "subject"), introduction: (form.get("introduction") ?? "").trim() };
  const refuse = async (status: number, error: string, at?: EditionWork["field"]) =>
    data(
      { ...(await editionsPage(request, context)), notice: undefined, work: { ...work, error, field: at } },
      { status },
    );
  if (!number) return refuse(400, "The form was incomplete: reload the page and try again.");
  const sentMeanwhile = `Edition ${number} has already been sent (from another tab, by someone else or from the command line): nothing was sent twice.`;
  switch (intent) {
    case "save": {
      const problem = checkEditionWords({ number, ...work }, new URL(request.url).origin);
      if (problem) return refuse(422, problem.message, problem.field);
      const saved = await desk.saveEdition({ number, ...work });
      if (saved === "already-sent") return refuse(409, `${sentMeanwhile} Your words are kept below.`);
      return redirectWithNotice(deskPaths.editions, "edition-saved");
    }
    case "test": {
      const outcome = await desk.testSendEdition(number);
      if (outcome === "sent") return redirectWithNotice(deskPaths.editions, "edition-test-sent");
      if (outcome === "nothing-to-send") return refuse(422, "There is no article to send yet, so no test was sent.");
      if (outcome === "no-mail")
        return refuse(
          503,
          "This server cannot send e-mail yet, so no test was sent. Whoever runs the server can set it up.",
        );
      return refuse(503, "The test could not be e-mailed just now. Please try again in a minute.");
    }
    case "send": {
      const sent = await desk.sendEdition(number);
      switch (sent.outcome) {
        case "queued":
          return redirectWithNotice(deskPaths.editions, "edition-sent");
        case "nothing-to-send":
          return refuse(422, `Edition ${sent.number} has no article: nothing was published since the last edition.`);
        case "still-going-out":
          return refuse(
            409,
            `Edition ${sent.number} is still going out (${sent.progress.queued.toLocaleString("en")} of ${sent.progress.total.toLocaleString("en")} copies queued): send the next one once it has gone.`,
          );
        case "already-sent":
          return refuse(409, sentMeanwhile);
      }
    }
  }
  throw plainAnswer(400, "The desk did not understand this request.");
}

export const meta: Route.MetaFunction = () => [{ title: `Newsletter · ${deskName}` }];

export default function Editions({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, overview, canSend, work } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="editions" title="Newsletter" notice={notice}>
      <EditionsView overview={overview} canSend={canSend} viewerEmail={viewer.email} work={work} />
    </DeskFrame>
  );
}
