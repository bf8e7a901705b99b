import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { searchTextOf } from "./search-text";

/**
 * The inbox's rows of new submissions: a lead (new, unassigned) and its search text, written in the
 * transaction that stores the submissions (server/submissions/submission-store.ts) or, for those
 * stored before the desk, by its migration.
 */
export type NewLead = { submissionId: string; form: string; createdAt: number; fields: Record<string, string> };

export async function insertLeads(db: Kysely<DatabaseSchema>, leads: NewLead[]): Promise<void> {
  const ids = await db
    .insertInto("leads")
    .values(leads.map((lead) => ({ submission_id: lead.submissionId, form: lead.form, created_at: lead.createdAt })))
    .returning(["id", "submission_id"])
    .execute();
  const idOf = new Map(ids.map((row) => [row.submission_id, Number(row.id)]));
  await db
    .insertInto("lead_texts")
    .values(
      leads.map((lead) => ({ id: idOf.get(lead.submissionId) as number, search_text: searchTextOf(lead.fields) })),
    )
    .execute();
}
