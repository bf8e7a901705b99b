import type { Kysely } from "kysely";
import type { LeadStatus } from "../../app/desk/vocabulary";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { queueAssignmentMail } from "./assignment-mail";
import { recordAudit } from "./audit";
import { can } from "./roles";
import { staffById } from "./staff";

/**
 * One change to many leads, chosen by their checkboxes in the inbox: a status (spam among them) or an
 * assignee. Each lead changed gets its own history entry and audit entry, as a save on its page
 * would, in one transaction; a lead someone changed meanwhile is changed all the same (the change is
 * the same for every lead, chosen knowing it), but a lead already so is left alone. At most
 * `bulkLeadLimit` leads at a time: more than the inbox's pages ever show, few enough for one transaction.
 */
export const bulkLeadLimit = 500;

export type BulkLeadChange = { status: LeadStatus } | { assigneeId: string | null };

export type BulkLeadOutcome =
  { outcome: "changed"; changed: number; assigned: number } | { outcome: "no-such-assignee" | "not-assignable" };

export async function changeLeads(
  db: Kysely<DatabaseSchema>,
  ids: readonly string[],
  change: BulkLeadChange,
  actor: string,
  now: number,
  /** Whether e-mail can be sent (SMTP_URL): without it, nothing is queued that no worker would take. */
  mailAssignee: boolean,
): Promise<BulkLeadOutcome> {
  if (ids.length === 0) return { outcome: "changed", changed: 0, assigned: 0 };
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const assignee =
      "assigneeId" in change && change.assigneeId !== null ? await staffById(transaction, change.assigneeId) : null;
    if (assignee === undefined) return { outcome: "no-such-assignee" };
    if (assignee && !can(assignee.role, "leads:write")) return { outcome: "not-assignable" };
    const leads = await transaction
      .selectFrom("leads")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.submission_id", "leads.status", "leads.assignee_id", "staff.email as assignee"])
      .where("leads.submission_id", "in", ids)
      .orderBy("leads.id")
      .execute();
    let changed = 0;
    let assigned = 0;
    for (const lead of leads) {
      const id = lead.submission_id;
      const entry =
        "status" in change
          ? change.status !== lead.status && { kind: "status" as const, detail: change.status }
          : change.assigneeId !== lead.assignee_id && { kind: "assignee" as const, detail: assignee?.email ?? "" };
      if (!entry) continue;
      await transaction
        .updateTable("leads")
        .set((row) => ({
          ...("status" in change ? { status: change.status } : { assignee_id: change.assigneeId }),
          version: row("version", "+", 1),
        }))
        .where("submission_id", "=", id)
        .execute();
      await transaction
        .insertInto("lead_activity")
        .values({ submission_id: id, at: now, actor, ...entry })
        .execute();
      await recordAudit(
        transaction,
        {
          actor,
          action: "lead.updated",
          target: `submission:${id}`,
          detail:
            "status" in change
              ? { status: [lead.status, change.status], bulk: true }
              : { assignee: [lead.assignee ?? null, assignee?.email ?? null], bulk: true },
        },
        now,
      );
      if (mailAssignee && assignee && assignee.email !== actor) {
        await queueAssignmentMail(transaction, { submissionId: id, assigneeId: assignee.id, assignedBy: actor }, now);
        assigned += 1;
      }
      changed += 1;
    }
    return { outcome: "changed", changed, assigned };
  });
}
