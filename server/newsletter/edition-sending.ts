import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { secondPersonApproves } from "./approval-rule";
import type { EditionArticle } from "./edition-articles";
import { type EditionDraft, hasContent, queueDraft, type SendOutcome, withNextDraft } from "./edition-composer";
import { recipientCount } from "./editions";
import { queueScheduledWake, removeScheduledWake } from "./scheduled-editions";

/**
 * The desk's send of the next edition (docs/decisions/032-safe-sending.md): confirmed by the person who
 * saw its list and its number of recipients, approved by a second person when the owners ask it, then
 * queued at once or scheduled. Every step is one transaction that checks the edition is still the one
 * the person saw, in the state they saw it.
 */
export type SendRequest = {
  /** The edition the person saw, and the count of recipients its confirmation named. */
  number: number;
  confirmedRecipients: number;
  /** When it goes out (UTC milliseconds); undefined: now. `zone` is the person's, to say the time back. */
  sendAt?: number;
  zone?: string;
  by: string;
};

type Settings = { articles: EditionArticle[]; ratePerMinute: number; now: number };

export type RequestOutcome =
  | SendOutcome
  | { outcome: "recipients-changed"; number: number; recipients: number }
  | { outcome: "awaiting-approval"; draft: EditionDraft }
  | { outcome: "scheduled"; draft: EditionDraft }
  | { outcome: "in-the-past"; number: number };

/** The count the confirmation named is still the list's: else the person confirms again. */
async function recipientsAsConfirmed(transaction: Kysely<DatabaseSchema>, draft: EditionDraft, confirmed: number) {
  const recipients = await recipientCount(transaction, draft.list);
  return recipients === confirmed
    ? undefined
    : { outcome: "recipients-changed" as const, number: draft.number, recipients };
}

/** Puts the draft's send in `state`, with its time, and a wake for the worker when scheduled. */
async function setSend(
  transaction: Kysely<DatabaseSchema>,
  draft: EditionDraft,
  state: "awaiting-approval" | "scheduled",
  changes: { sendAt?: number; zone?: string; requestedBy?: string; approvedBy?: string },
  now: number,
): Promise<EditionDraft> {
  const row = {
    send_at: changes.sendAt ?? null,
    send_zone: changes.zone ?? null,
    requested_by: changes.requestedBy ?? null,
    approved_by: changes.approvedBy ?? null,
  };
  await transaction
    .insertInto("edition_drafts")
    .values({
      number: draft.number,
      subject: draft.subject,
      introduction: draft.introduction,
      list: draft.list,
      updated_at: now,
      updated_by: changes.requestedBy ?? draft.updatedBy ?? "",
      state,
      ...row,
    })
    .onConflict((conflict) => conflict.column("number").doUpdateSet({ state, ...row }))
    .execute();
  if (state === "scheduled" && changes.sendAt !== undefined) {
    await queueScheduledWake(transaction, draft.number, changes.sendAt);
  }
  return { ...draft, state, ...changes };
}

/** A confirmed send: queued now, scheduled, or left for a second person to approve. */
export async function requestSend(
  db: Kysely<DatabaseSchema>,
  { number, confirmedRecipients, sendAt, zone, by }: SendRequest,
  { articles, ratePerMinute, now }: Settings,
): Promise<RequestOutcome> {
  return withNextDraft(db, articles, number, async (transaction, draft, previous): Promise<RequestOutcome> => {
    if (draft.state !== "draft") return { outcome: "send-requested", number };
    if (!hasContent(draft)) return { outcome: "nothing-to-send", number };
    if (sendAt !== undefined && sendAt <= now) return { outcome: "in-the-past", number };
    const changed = await recipientsAsConfirmed(transaction, draft, confirmedRecipients);
    if (changed) return changed;
    const when = { sendAt, zone, requestedBy: by };
    if (await secondPersonApproves(transaction)) {
      return { outcome: "awaiting-approval", draft: await setSend(transaction, draft, "awaiting-approval", when, now) };
    }
    if (sendAt !== undefined) {
      return { outcome: "scheduled", draft: await setSend(transaction, draft, "scheduled", when, now) };
    }
    return queueDraft(transaction, draft, previous, { articles, ratePerMinute, now, sentBy: by });
  });
}

export type ApprovalOutcome =
  RequestOutcome | { outcome: "own-request"; number: number } | { outcome: "not-awaiting"; number: number };

/**
 * Another editor or owner approves the send asked for: it is queued now (its time has come, or none was
 * given) or scheduled. The approver is never the requester; the edition records both.
 */
export async function approveSend(
  db: Kysely<DatabaseSchema>,
  { number, confirmedRecipients, by }: Omit<SendRequest, "sendAt" | "zone">,
  { articles, ratePerMinute, now }: Settings,
): Promise<ApprovalOutcome> {
  return withNextDraft(db, articles, number, async (transaction, draft, previous): Promise<ApprovalOutcome> => {
    if (draft.state !== "awaiting-approval" || !draft.requestedBy) return { outcome: "not-awaiting", number };
    if (draft.requestedBy === by) return { outcome: "own-request", number };
    const changed = await recipientsAsConfirmed(transaction, draft, confirmedRecipients);
    if (changed) return changed;
    const when = { sendAt: draft.sendAt, zone: draft.sendZone, requestedBy: draft.requestedBy, approvedBy: by };
    if (draft.sendAt !== undefined && draft.sendAt > now) {
      return { outcome: "scheduled", draft: await setSend(transaction, draft, "scheduled", when, now) };
    }
    return queueDraft(transaction, draft, previous, {
      articles,
      ratePerMinute,
      now,
      sentBy: draft.requestedBy,
      approvedBy: by,
    });
  });
}

/** Cancels a send asked for or scheduled, before it starts: the edition is a draft again, its words kept. */
export async function cancelSend(db: Kysely<DatabaseSchema>, number: number): Promise<"cancelled" | "not-requested"> {
  return db.transaction().execute(async (transaction) => {
    const cancelled = await transaction
      .updateTable("edition_drafts")
      .set({ state: "draft", send_at: null, send_zone: null, requested_by: null, approved_by: null })
      .where("number", "=", number)
      .where("state", "in", ["awaiting-approval", "scheduled"])
      .returning("number")
      .executeTakeFirst();
    if (!cancelled) return "not-requested";
    await removeScheduledWake(transaction, number);
    return "cancelled";
  });
}
