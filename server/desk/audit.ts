import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";

/**
 * The audit log: who changed what, when, in which record. Entries are only ever added (the table's
 * triggers refuse anything else, server/storage/desk-tables.ts); an erased address is named by its
 * keyed hash alone, and a note's text never enters it.
 */
export type AuditEntry = {
  actor: string;
  action: AuditAction;
  target: string;
  detail?: Record<string, unknown>;
};

type AuditAction =
  | "sign-in"
  | "sign-out"
  | "session.ended"
  | "passkey.added"
  | "passkey.removed"
  | "lead.updated"
  | "subscriber.unsubscribed"
  | "subscribers.imported"
  | "staff.added-owner"
  | "staff.invited"
  | "staff.role-changed"
  | "staff.removed"
  | "privacy.exported"
  | "privacy.erased"
  | "edition.saved"
  | "edition.test-sent"
  | "edition.sent"
  | "edition.send-requested"
  | "edition.approved"
  | "edition.scheduled"
  | "edition.cancelled"
  | "editions.approval-rule";

export async function recordAudit(db: Kysely<DatabaseSchema>, entry: AuditEntry, at: number): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

export type AuditRecord = AuditEntry & { id: number; at: Date; detail: Record<string, unknown> };

const auditPageSize = 100;

/** One page of the log, newest first, and whether an older page follows. */
export async function auditPage(
  db: Kysely<DatabaseSchema>,
  page: number,
): Promise<{ entries: AuditRecord[]; hasOlder: boolean }> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("id", "desc")
    .limit(auditPageSize + 1)
    .offset((page - 1) * auditPageSize)
    .execute();
  return {
    entries: rows.slice(0, auditPageSize).map((row) => ({
      id: Number(row.id),
      at: new Date(Number(row.at)),
      actor: row.actor,
      action: row.action as AuditAction,
      target: row.target,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    })),
    hasOlder: rows.length > auditPageSize,
  };
}
