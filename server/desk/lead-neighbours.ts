import { type InboxFilter, matching } from "./leads";
import type { DeskDatabase } from "./staff";

/**
 * The leads before and after one in the inbox as its filters show it (newest first, by time then id),
 * for the lead page's "previous" and "next": each one row from the filter's index, whichever page
 * the lead was on. Undefined at either end, or when there is no such lead.
 */
export type LeadNeighbours = { newer?: string; older?: string };

export async function leadNeighbours(
  database: DeskDatabase,
  filter: InboxFilter,
  submissionId: string,
): Promise<LeadNeighbours> {
  const { db } = database;
  const lead = await db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  if (!lead) return {};
  const place = [Number(lead.created_at), Number(lead.id)] as const;
  const neighbour = (direction: ">" | "<") =>
    matching(database, filter, true)
      .select("leads.submission_id")
      .where((row) => row(row.refTuple("leads.created_at", "leads.id"), direction, row.tuple(...place)))
      .orderBy("leads.created_at", direction === ">" ? "asc" : "desc")
      .orderBy("leads.id", direction === ">" ? "asc" : "desc")
      .limit(1)
      .executeTakeFirst();
  const [newer, older] = await Promise.all([neighbour(">"), neighbour("<")]);
  return { newer: newer?.submission_id, older: older?.submission_id };
}
