import type { Kysely } from "kysely";
import type { LeadStatus } from "../../app/desk/vocabulary";
import type { LeadActivityKind } from "../storage/desk-schema";
import type { DatabaseSchema } from "../storage/schema";

/**
 * A lead's place in the team's work and its history (status changes, assignments, notes), read for
 * the lead's page and for a privacy export: they belong to the submission and go with it.
 */
type LeadActivity = { at: Date; actor: string; kind: LeadActivityKind; detail: string };

export type LeadRecord = { status: LeadStatus; assignee: string | null; activity: LeadActivity[] };

export async function leadRecordsOf(
  db: Kysely<DatabaseSchema>,
  submissionIds: readonly string[],
): Promise<Map<string, LeadRecord>> {
  const records = new Map<string, LeadRecord>();
  if (submissionIds.length === 0) return records;
  const [leads, activity] = await Promise.all([
    db
      .selectFrom("leads")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.submission_id", "leads.status", "staff.email as assignee"])
      .where("leads.submission_id", "in", submissionIds)
      .execute(),
    db.selectFrom("lead_activity").selectAll().where("submission_id", "in", submissionIds).orderBy("id").execute(),
  ]);
  for (const lead of leads) {
    records.set(lead.submission_id, { status: lead.status, assignee: lead.assignee, activity: [] });
  }
  for (const entry of activity) {
    records.get(entry.submission_id)?.activity.push({
      at: new Date(Number(entry.at)),
      actor: entry.actor,
      kind: entry.kind,
      detail: entry.detail,
    });
  }
  return records;
}

/** A lead's record as a privacy export gives it. */
export function leadExport(record: LeadRecord | undefined) {
  return (
    record && {
      status: record.status,
      assignee: record.assignee,
      history: record.activity.map((entry) => ({
        at: entry.at.toISOString(),
        by: entry.actor,
        kind: entry.kind,
        detail: entry.detail,
      })),
    }
  );
}
