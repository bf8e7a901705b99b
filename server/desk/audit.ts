import { type InferResult, type Kysely, sql } from "kysely";
import { type AuditKind, auditKindPrefixes } from "../../app/desk/audit-kinds";
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
  | "passkey.renamed"
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

/** What the log's page and its CSV show: a person, a kind, a time range (instants, `until` excluded). */
export type AuditFilter = { page: number; actor?: string; kind?: AuditKind; since?: number; until?: number };

/**
 * An entry with the names of the records it is about, where they still exist: a lead's name and
 * organisation, a subscriber's address, a passkey's name (joined, so one query reads a page).
 */
export type AuditRecord = AuditEntry & {
  id: number;
  at: Date;
  detail: Record<string, unknown>;
  names: { lead?: { name: string; organisation: string }; subscriber?: string; passkey?: string };
};

const auditPageSize = 100;

function matching(db: Kysely<DatabaseSchema>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.actor) query = query.where("audit_log.actor", "=", filter.actor);
  const { kind, since, until } = filter;
  if (kind) {
    query = query.where((row) =>
      row.or(auditKindPrefixes[kind].map((prefix) => row("audit_log.action", "like", `${prefix}%`))),
    );
  }
  if (since !== undefined) query = query.where("audit_log.at", ">=", since);
  if (until !== undefined) query = query.where("audit_log.at", "<", until);
  return query;
}

/** The entries the filter shows, newest first, each with the names of its records (see AuditRecord). */
function withNames(db: Kysely<DatabaseSchema>, filter: AuditFilter) {
  // Each join looks its record up by primary key, from the id the target carries after its prefix.
  return matching(db, filter)
    .leftJoin("submissions", (join) =>
      join.on(
        sql<boolean>`substr(audit_log.target, 1, 11) = 'submission:' and submissions.id = substr(audit_log.target, 12)`,
      ),
    )
    .leftJoin("subscribers", (join) =>
      join.on(
        sql<boolean>`substr(audit_log.target, 1, 11) = 'subscriber:' and subscribers.id = substr(audit_log.target, 12)`,
      ),
    )
    .leftJoin("passkeys", (join) =>
      join.on(sql<boolean>`substr(audit_log.target, 1, 8) = 'passkey:' and passkeys.id = substr(audit_log.target, 9)`),
    )
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor",
      "audit_log.action",
      "audit_log.target",
      "audit_log.detail",
      "submissions.fields as lead_fields",
      "subscribers.email as subscriber_email",
      "passkeys.name as passkey_name",
    ])
    .orderBy("audit_log.id", "desc");
}

type AuditRow = InferResult<ReturnType<typeof withNames>>[number];

function leadName(fields: string | null): { name: string; organisation: string } | undefined {
  if (fields === null) return undefined;
  const parsed = JSON.parse(fields) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { name: text(parsed.name) || text(parsed.email), organisation: text(parsed.organization) };
}

/** An entry as the page and the CSV show it. */
export function auditRecordOf(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)),
    actor: row.actor,
    action: row.action as AuditAction,
    target: row.target,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    names: {
      lead: leadName(row.lead_fields),
      subscriber: row.subscriber_email ?? undefined,
      passkey: row.passkey_name ?? undefined,
    },
  };
}

/** One page of the log, newest first, and whether an older page follows. */
export async function auditPage(
  db: Kysely<DatabaseSchema>,
  filter: AuditFilter,
): Promise<{ entries: AuditRecord[]; hasOlder: boolean }> {
  const rows = await withNames(db, filter)
    .limit(auditPageSize + 1)
    .offset((filter.page - 1) * auditPageSize)
    .execute();
  return { entries: rows.slice(0, auditPageSize).map(auditRecordOf), hasOlder: rows.length > auditPageSize };
}

/** Everyone the log names as having done something, for its person filter. */
export async function auditActors(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("actor").distinct().orderBy("actor").execute();
  return rows.map((row) => row.actor);
}

/** What the filter shows, for the CSV: its count, and its rows with their names (read in batches). */
export function auditExport(db: Kysely<DatabaseSchema>, filter: AuditFilter) {
  return {
    count: matching(db, filter).select((count) => count.fn.countAll<number | string>().as("n")),
    rows: withNames(db, filter),
  };
}
