import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { type EditionWork, EditionsView, type SendReview } from "~/components/desk/editions-view";
import { deskForm, deskOf, field, plainAnswer, redirectWithNotice } from "~/desk/desk-route.server";
import { wholeNumber } from "~/desk/desk-input";
import { isTimeZone, utc, zonedTimeToUtc } from "~/desk/desk-time";
import { noticeIn } from "~/desk/notices";
import { editionList, isNewsletterList } from "~/newsletter/newsletter-lists";
import { deskPaths } from "~/route-table";
import { checkEditionWords } from "../../../server/desk/edition-desk";
import type { Route } from "./+types/editions";

/**
 * The newsletter's editions: the next one's list, articles, subject and introduction, its e-mail as
 * subscribers get it (HTML and text), a test copy to oneself, the send (a confirmation step naming its
 * list and recipients, then now or at a time, approved by a second person when the owners ask it), the
 * progress of the edition going out, and every edition sent. Viewers read; editors and owners write,
 * test, send and approve; owners set the approval rule.
 */
async function editionsPage(request: Request, context: Route.LoaderArgs["context"]) {
  const desk = await deskOf(context).requireStaff(request, "editions:read");
  return {
    viewer: desk.staff,
    overview: await desk.editions(),
    canSend: desk.can("editions:send"),
    canSetRules: desk.can("editions:rules"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await editionsPage(request, context)),
    notice: noticeIn(request.url),
    work: undefined,
    review: undefined,
  };
}

/** The time a person chose for a send, in their zone (UTC when no script told it); "now" is undefined. */
function chosenTime(form: URLSearchParams): { sendAt?: number; zone?: string } | { problem: string } {
  if (field(form, "when") !== "later") return {};
  const zone = field(form, "zone") || utc;
  if (!isTimeZone(zone)) return { problem: "The time zone was not understood: reload the page and try again." };
  const sendAt = zonedTimeToUtc(field(form, "send_at"), zone);
  if (sendAt === undefined) return { problem: "Choose the date and the time it goes out." };
  return { sendAt, zone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "editions:send");
  const form = await deskForm(request);
  const intent = field(form, "intent");
  if (intent === "approval-rule") {
    const on = field(form, "second_person") === "on";
    await desk.setSecondPersonApproves(on);
    return redirectWithNotice(deskPaths.editions, on ? "approval-rule-on" : "approval-rule-off");
  }
  const number = wholeNumber(field(form, "number"));
  const listField = field(form, "list") || editionList;
  const work: EditionWork = {
    subject: field(form, "subject"),
    introduction: (form.get("introduction") ?? "").trim(),
    list: isNewsletterList(listField) ? listField : editionList,
  };
  const answer = async (status: number, extra: { error?: string; at?: EditionWork["field"]; review?: SendReview }) =>
    data(
      {
        ...(await editionsPage(request, context)),
        notice: undefined,
        work: extra.error ? { ...work, error: extra.error, field: extra.at } : undefined,
        review: extra.review,
      },
      { status },
    );
  const refuse = (status: number, error: string, at?: EditionWork["field"]) => answer(status, { error, at });
  if (!number || !isNewsletterList(listField))
    return refuse(400, "The form was incomplete: reload the page and try again.");
  const sentMeanwhile = `Edition ${number} has already been sent (from another tab, by someone else or from the command line): nothing was sent twice.`;
  const confirmAgain = async (status: number, error: string, time: { sendAt?: number; zone?: string }) => {
    const { draft, recipients } = await desk.reviewEditionSend();
    return answer(status, { error, review: { number: draft.number, list: draft.list, recipients, ...time } });
  };
  switch (intent) {
    case "save": {
      const problem = checkEditionWords({ number, ...work }, new URL(request.url).origin);
      if (problem) return refuse(422, problem.message, problem.field);
      const saved = await desk.saveEdition({ number, ...work });
      if (saved === "already-sent") return refuse(409, `${sentMeanwhile} Your words are kept below.`);
      if (saved === "send-requested")
        return refuse(
          409,
          "Its send is asked for or scheduled: cancel it first to change the edition. Your words are kept below.",
        );
      return redirectWithNotice(deskPaths.editions, "edition-saved");
    }
    case "test": {
      const outcome = await desk.testSendEdition(number);
      if (outcome === "sent") return redirectWithNotice(deskPaths.editions, "edition-test-sent");
      if (outcome === "nothing-to-send")
        return refuse(
          422,
          "There is nothing to send yet (no new article, and no subject and introduction of its own), so no test was sent.",
        );
      if (outcome === "no-mail")
        return refuse(
          503,
          "This server cannot send e-mail yet, so no test was sent. Whoever runs the server can set it up.",
        );
      return refuse(503, "The test could not be e-mailed just now. Please try again in a minute.");
    }
    case "review": {
      const time = chosenTime(form);
      if ("problem" in time) return refuse(422, time.problem);
      const { draft, recipients } = await desk.reviewEditionSend();
      if (draft.number !== number) return refuse(409, sentMeanwhile);
      return answer(200, { review: { number, list: draft.list, recipients, ...time } });
    }
    case "send": {
      const confirmed = wholeNumber(field(form, "recipients"));
      // Only the confirmation step's form carries the count it named: without it, nothing is sent.
      if (confirmed === undefined) return refuse(400, "Confirm the send first: nothing was sent.");
      const sendAtField = field(form, "send_at_utc");
      const sendAt = sendAtField ? Number(sendAtField) : undefined;
      const zone = field(form, "zone") || undefined;
      if ((sendAt !== undefined && !Number.isSafeInteger(sendAt)) || (zone !== undefined && !isTimeZone(zone)))
        return refuse(400, "The form was incomplete: reload the page and try again.");
      const sent = await desk.requestEditionSend({ number, confirmedRecipients: confirmed, sendAt, zone });
      switch (sent.outcome) {
        case "queued":
          return redirectWithNotice(deskPaths.editions, "edition-sent");
        case "scheduled":
          return redirectWithNotice(deskPaths.editions, "edition-scheduled");
        case "awaiting-approval":
          return redirectWithNotice(deskPaths.editions, "edition-awaiting-approval");
        case "recipients-changed":
          return confirmAgain(
            409,
            `The number of recipients changed to ${sent.recipients.toLocaleString("en")} since you looked: confirm again.`,
            { sendAt, zone },
          );
        case "in-the-past":
          return refuse(422, "That time has passed: choose a later one, or send now. Nothing was sent.");
        case "nothing-to-send":
          return refuse(
            422,
            `Edition ${sent.number} has nothing to send: no new article, and no subject and introduction of its own.`,
          );
        case "still-going-out":
          return refuse(
            409,
            `Edition ${sent.number} is still going out (${sent.progress.queued.toLocaleString("en")} of ${sent.progress.total.toLocaleString("en")} copies queued): send the next one once it has gone, or schedule it.`,
          );
        case "send-requested":
          return refuse(
            409,
            `The send of edition ${sent.number} is already asked for or scheduled: nothing more was sent.`,
          );
        default:
          return refuse(409, sentMeanwhile);
      }
    }
    case "approve": {
      const confirmed = wholeNumber(field(form, "recipients"));
      if (confirmed === undefined) return refuse(400, "Confirm the approval first: nothing was sent.");
      const approved = await desk.approveEditionSend({ number, confirmedRecipients: confirmed });
      switch (approved.outcome) {
        case "queued":
        case "scheduled":
          return redirectWithNotice(deskPaths.editions, "edition-approved");
        case "own-request":
          return refuse(403, "You asked for this send, so another editor or owner approves it. Nothing was sent.");
        case "recipients-changed":
          return refuse(
            409,
            `The number of recipients changed to ${approved.recipients.toLocaleString("en")} since you looked: check it and approve again.`,
          );
        case "still-going-out":
          return refuse(409, `Edition ${approved.number} is still going out: approve this one once it has gone.`);
        default:
          return refuse(
            409,
            `There is no send of edition ${number} waiting for approval (cancelled or sent meanwhile): nothing was sent.`,
          );
      }
    }
    case "cancel": {
      const cancelled = await desk.cancelEditionSend(number);
      if (cancelled === "cancelled") return redirectWithNotice(deskPaths.editions, "edition-cancelled");
      return refuse(409, `Edition ${number} was not waiting to go out (it has gone out, or was cancelled already).`);
    }
  }
  throw plainAnswer(400, "The desk did not understand this request.");
}

export const meta: Route.MetaFunction = () => [{ title: `Newsletter · ${deskName}` }];

export default function Editions({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, notice, overview, canSend, canSetRules, work, review } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="editions" title="Newsletter" notice={notice}>
      <EditionsView
        overview={overview}
        canSend={canSend}
        canSetRules={canSetRules}
        viewer={viewer.email}
        work={work}
        review={review}
      />
    </DeskFrame>
  );
}
