import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { newsletterPaths } from "../../app/route-table";
import type { EditionArticle } from "../newsletter/edition-articles";
import { secondPersonApproves } from "../newsletter/approval-rule";
import {
  draftWords,
  editionDraft,
  type EditionDraft,
  hasContent,
  saveEditionDraft,
  sentEditions,
} from "../newsletter/edition-composer";
import { approveSend, cancelSend, requestSend, type SendRequest } from "../newsletter/edition-sending";
import { recipientCount } from "../newsletter/editions";
import {
  introductionMaxLength,
  type IntroductionIssue,
  parseIntroduction,
  subjectMaxLength,
} from "../newsletter/introduction";
import type { DatabaseSchema } from "../storage/schema";
import { singleLineProblem } from "./single-line";

/**
 * The newsletter's editions as the desk works them (docs/decisions/021-newsletter-subscriptions.md,
 * "Editions from the desk"): the same selection, e-mail and send as `npm run newsletter`, with the
 * editor's subject and introduction, a test copy to the editor alone, and progress from the send records.
 */
export type EditionSettings = {
  /** The published articles, as `npm run newsletter` reads them (server/newsletter/edition-articles.ts). */
  articles: () => EditionArticle[];
  ratePerMinute: number;
  /** NEWSLETTER_REPLY_TO, else INFO_EMAIL. */
  replyTo: string;
  /** INFO_EMAIL: the mailto of List-Unsubscribe. */
  unsubscribeMailbox: string;
  /** Wakes the delivery worker once an edition is queued, and counts its copies (one per recipient). */
  onQueued: (copies: number) => void;
};

const editionEmail = () => import("../newsletter/emails/edition-email");

/** What the editor typed, checked: a subject on one line with no hidden character, an introduction in the subset the e-mail draws. */
export type EditionWordsInput = Pick<EditionDraft, "number" | "subject" | "introduction"> &
  Partial<Pick<EditionDraft, "list">>;

export function checkEditionWords(
  { subject, introduction }: EditionWordsInput,
  origin: string,
): { field: "subject" | "introduction"; message: string } | undefined {
  const subjectProblem = singleLineProblem(subject, "A subject", subjectMaxLength);
  if (subjectProblem) return { field: "subject", message: subjectProblem };
  if (introduction.length > introductionMaxLength) {
    return {
      field: "introduction",
      message: `An introduction can be at most ${introductionMaxLength.toLocaleString("en")} characters.`,
    };
  }
  const issues: IntroductionIssue[] = parseIntroduction(introduction, origin).issues;
  if (issues.length > 0) {
    return { field: "introduction", message: issues.map((issue) => `Line ${issue.line}: ${issue.reason}.`).join(" ") };
  }
  return undefined;
}

/** The e-mail of the draft as a subscriber gets it, with the preferences link every preview shows (not personal). */
async function draftMessage(
  draft: EditionDraft,
  to: string,
  {
    origin,
    mailFrom,
    settings,
    test = false,
  }: { origin: string; mailFrom: string; settings: EditionSettings; test?: boolean },
) {
  const { composeEdition } = await editionEmail();
  return composeEdition(
    { number: draft.number, list: draft.list, articles: draft.articles, ...draftWords(draft) },
    { email: to, preferencesUrl: new URL(newsletterPaths.preferences, origin).href, subscriberId: "preview" },
    { mailFrom, replyTo: settings.replyTo, unsubscribeMailbox: settings.unsubscribeMailbox, origin },
    { test },
  );
}

export function editionDesk({
  db,
  settings,
  origin,
  mailFrom,
  transport,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  settings: EditionSettings;
  origin: string;
  mailFrom: string;
  transport?: Pick<Transporter, "sendMail">;
  now: () => number;
}) {
  const draft = () => editionDraft(db, settings.articles());
  const sending = () => ({ articles: settings.articles(), ratePerMinute: settings.ratePerMinute, now: now() });
  return {
    /** The next edition with its preview and its send, the owners' rule, and every one sent (newest first) with its progress. */
    async overview(viewer: string) {
      const next = await draft();
      const [recipients, past, approval] = await Promise.all([
        recipientCount(db, next.list),
        sentEditions(db),
        secondPersonApproves(db),
      ]);
      const preview = hasContent(next) ? await draftMessage(next, viewer, { origin, mailFrom, settings }) : undefined;
      return {
        draft: next,
        recipients,
        secondPersonApproves: approval,
        preview: preview && { subject: preview.subject, html: preview.html, text: preview.text },
        past,
        /** When the page was made: the earliest time a send can be scheduled for. */
        now: now(),
      };
    },
    save: (words: EditionWordsInput, by: string) => saveEditionDraft(db, words, { by, now: now() }),
    /** A copy of the draft to `to` alone, marked as a test, sent now and recorded nowhere but the audit log. */
    async testSend(to: string): Promise<"sent" | "no-mail" | "nothing-to-send" | "failed"> {
      if (!transport) return "no-mail";
      const next = await draft();
      if (!hasContent(next)) return "nothing-to-send";
      try {
        await transport.sendMail(await draftMessage(next, to, { origin, mailFrom, settings, test: true }));
        return "sent";
      } catch {
        return "failed";
      }
    },
    /** What the confirmation step names: the edition as it stands, its list and its recipients now. */
    async review() {
      const next = await draft();
      return { draft: next, recipients: await recipientCount(db, next.list) };
    },
    request: (request: SendRequest) => requestSend(db, request, sending()),
    approve: (request: Omit<SendRequest, "sendAt" | "zone">) => approveSend(db, request, sending()),
    cancel: (number: number) => cancelSend(db, number),
  };
}
