import { type InferResult, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { jsonArrayFrom as postgresJsonArray } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteJsonArray } from "kysely/helpers/sqlite";
import type { FormName } from "../../app/forms/submission-service";
import { allButSpam, type LeadStatus, leadStatuses } from "../../app/desk/vocabulary";
import type { Dialect } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import type { BudgetedReads } from "../storage/budgeted-reads";
import { writeFirst } from "../storage/write-first";
import { type DeliveryState, deliveryStatesOf, type SubmissionWithDeliveries } from "../submissions/submission-store";
import { toSubmissionRecord } from "../submissions/submission-record";
import { queueAssignmentMail } from "./assignment-mail";
import { recordAudit } from "./audit";
import { type LeadRecord, leadRecordsOf } from "./lead-history";
import { can } from "./roles";
import { containsPattern, ftsPhrase, searchWords } from "./search-text";
import { type DeskDatabase, staffById } from "./staff";

/**
 * The inbox: every submission as a lead, newest first, searched, filtered and counted in the
 * database. Filtering and counting read the `leads` table alone (its indexes lead by status, form,
 * assignee and time); only the page shown joins the submissions and their deliveries.
 */
export type InboxFilter = {
  query: string;
  form?: FormName;
  status?: LeadStatus;
  /** `none`: unassigned; otherwise a staff id. */
  assignee?: string;
  /** Calendar dates (UTC), both included. */
  from?: string;
  to?: string;
  page: number;
};

const inboxPageSize = 50;
const dayMs = 24 * 60 * 60 * 1000;

type InboxRow = {
  id: string;
  form: FormName;
  createdAt: Date;
  name: string;
  organisation: string;
  email: string;
  status: LeadStatus;
  assignee: string | null;
  deliveries: DeliveryState[];
};

export type Inbox = {
  rows: InboxRow[];
  /** Per status, for every filter but the status itself. */
  counts: Record<LeadStatus, number>;
  /** Whether any lead at all is kept, whatever the filters: what an empty page says depends on it. */
  anyLead: boolean;
  /** How many leads the filters show, over all pages. */
  total: number;
  pages: number;
};

type LeadQuery = SelectQueryBuilder<DatabaseSchema, "leads", object>;

/** The condition that a lead's search text holds `word`, in the form each database's index serves. */
function holds(dialect: Dialect, word: string): RawBuilder<boolean> {
  if (dialect === "postgres") {
    return sql<boolean>`leads.id in (select id from lead_texts where search_text like ${containsPattern(word)})`;
  }
  // The `+` keeps SQLite from driving the inbox's scan by these ids: walking the inbox's own index and
  // testing each id costs the same for a rare word and far less for a common one.
  return sql<boolean>`+leads.id in (select rowid from lead_search where lead_search match ${ftsPhrase(word)})`;
}

export function matching({ db, dialect }: DeskDatabase, filter: InboxFilter, withStatus: boolean): LeadQuery {
  let query: LeadQuery = db.selectFrom("leads");
  if (filter.form) query = query.where("leads.form", "=", filter.form);
  // Spam has a filter of its own: "All" is every lead worth working.
  if (withStatus) query = query.where("leads.status", filter.status ? "=" : "<>", filter.status ?? "spam");
  if (filter.assignee === "none") query = query.where("leads.assignee_id", "is", null);
  else if (filter.assignee) query = query.where("leads.assignee_id", "=", filter.assignee);
  if (filter.from) query = query.where("leads.created_at", ">=", Date.parse(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where("leads.created_at", "<", Date.parse(`${filter.to}T00:00:00Z`) + dayMs);
  for (const word of searchWords(filter.query)) query = query.where(holds(dialect, word));
  return query;
}

function statusCounts(rows: { status: LeadStatus; n: number | string }[]): Record<LeadStatus, number> {
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

const fieldOf = (fields: Record<string, string>, name: string) => fields[name] ?? "";

/** The inbox's page of leads; its count and page are read within the desk's budget (`reads`). */
export async function inbox(database: DeskDatabase, reads: BudgetedReads, filter: InboxFilter): Promise<Inbox> {
  const { db } = database;
  const [countRows, pageRows] = await Promise.all([
    reads.rows(
      matching(database, filter, false)
        .select(["leads.status", (count) => count.fn.countAll<number>().as("n")])
        .groupBy("leads.status"),
    ),
    // The page is chosen from the leads alone (their indexes give the order), then joined: a deep
    // page never joins the thousands of rows before it.
    reads.rows(
      db
        .selectFrom(
          matching(database, filter, true)
            .select(["leads.id", "leads.submission_id", "leads.status", "leads.assignee_id", "leads.created_at"])
            .orderBy("leads.created_at", "desc")
            .orderBy("leads.id", "desc")
            .limit(inboxPageSize)
            .offset((filter.page - 1) * inboxPageSize)
            .as("page"),
        )
        .innerJoin("submissions", "submissions.id", "page.submission_id")
        .leftJoin("staff", "staff.id", "page.assignee_id")
        .select([
          "submissions.id",
          "submissions.form",
          "submissions.fields",
          "submissions.context",
          "submissions.created_at",
          "page.status",
          "staff.email as assignee",
        ])
        .orderBy("page.created_at", "desc")
        .orderBy("page.id", "desc"),
    ),
  ]);
  const counts = statusCounts(countRows);
  const total = filter.status ? counts[filter.status] : allButSpam(counts);
  // Asked only of an empty page whose other filters found nothing either.
  const anyLead =
    Object.values(counts).some((n) => n > 0) ||
    (await reads.rows(db.selectFrom("leads").select("leads.id").limit(1))).length > 0;
  const deliveries = await deliveryStatesOf(
    db,
    pageRows.map((row) => row.id),
  );
  return {
    rows: pageRows.map((row) => {
      const { id, form, fields, createdAt } = toSubmissionRecord(row);
      return {
        id,
        form,
        createdAt,
        name: fieldOf(fields, "name"),
        organisation: fieldOf(fields, "organization"),
        email: fieldOf(fields, "email"),
        status: row.status,
        assignee: row.assignee,
        deliveries: deliveries.get(id) ?? [],
      };
    }),
    counts,
    anyLead,
    total,
    pages: Math.max(1, Math.ceil(total / inboxPageSize)),
  };
}

/**
 * What the desk's CSV reads: how many leads the filters show (all pages), and the newest `limit` of them
 * with their status, assignee, latest note and deliveries (as JSON, so the export is one query that can
 * be read a batch at a time).
 */
export function leadExport(database: DeskDatabase, filter: InboxFilter, limit: number) {
  const shown = matching(database, filter, true);
  const jsonArrayFrom =
    database.dialect === "postgres" ? postgresJsonArray : (sqliteJsonArray as typeof postgresJsonArray);
  return {
    count: shown.select((count) => count.fn.countAll<number | string>().as("n")),
    rows: shown
      .innerJoin("submissions", "submissions.id", "leads.submission_id")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .selectAll("submissions")
      .select(["leads.status as lead_status", "staff.email as assignee"])
      .select((row) => {
        // The newest note, found by the index lead_activity_submission (submission, id).
        const latestNote = row
          .selectFrom("lead_activity")
          .whereRef("lead_activity.submission_id", "=", "submissions.id")
          .where("lead_activity.kind", "=", "note")
          .orderBy("lead_activity.id", "desc")
          .limit(1);
        return [
          latestNote.select("lead_activity.detail").as("note"),
          latestNote.select("lead_activity.actor").as("note_by"),
          latestNote.select("lead_activity.at").as("note_at"),
        ];
      })
      .select((row) =>
        jsonArrayFrom(
          row
            .selectFrom("deliveries")
            .select([
              "deliveries.channel",
              "deliveries.status",
              "deliveries.attempts",
              "deliveries.delivered_at",
              "deliveries.last_error",
            ])
            .whereRef("deliveries.submission_id", "=", "submissions.id")
            .orderBy("deliveries.channel"),
        ).as("deliveries"),
      )
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(limit),
  };
}

type ExportedLeadRow = InferResult<ReturnType<typeof leadExport>["rows"]>[number];

/** A lead as its CSV reads it: what was sent, where it stands in the team's work, and its deliveries. */
export type ExportedLead = SubmissionWithDeliveries & {
  status: LeadStatus;
  assignee: string | null;
  latestNote: { detail: string; by: string; at: Date } | null;
};

/** A row of `leadExport` as the CSV's columns read it (server/export/lead-csv.ts). */
export function exportedLead(row: ExportedLeadRow): ExportedLead {
  // SQLite's JSON arrives as text, PostgreSQL's already parsed.
  const deliveries = (
    typeof row.deliveries === "string" ? JSON.parse(row.deliveries) : row.deliveries
  ) as ExportedLeadRow["deliveries"];
  return {
    ...toSubmissionRecord(row),
    status: row.lead_status,
    assignee: row.assignee,
    latestNote:
      row.note === null || row.note_by === null || row.note_at === null
        ? null
        : { detail: row.note, by: row.note_by, at: new Date(Number(row.note_at)) },
    deliveries: deliveries.map((delivery) => ({
      channel: delivery.channel,
      status: delivery.status,
      attempts: Number(delivery.attempts),
      lastError: delivery.last_error,
      nextAttemptAt: null,
      deliveredAt: delivery.delivered_at === null ? null : new Date(Number(delivery.delivered_at)),
    })),
  };
}

export type LeadDetail = SubmissionWithDeliveries & LeadRecord & { assigneeId: string | null; version: number };

export async function leadDetail(db: Kysely<DatabaseSchema>, id: string): Promise<LeadDetail | undefined> {
  const row = await db
    .selectFrom("submissions")
    .innerJoin("leads", "leads.submission_id", "submissions.id")
    .selectAll("submissions")
    .select(["leads.assignee_id", "leads.version"])
    .where("submissions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [deliveries, records] = await Promise.all([deliveryStatesOf(db, [id]), leadRecordsOf(db, [id])]);
  const record = records.get(id) as LeadRecord;
  return {
    ...toSubmissionRecord(row),
    deliveries: deliveries.get(id) ?? [],
    ...record,
    assigneeId: row.assignee_id,
    version: Number(row.version),
  };
}

export type LeadChange = { version: number; status: LeadStatus; assigneeId: string | null; note: string };

export type LeadChangeOutcome =
  "saved" | "unchanged" | "changed-meanwhile" | "missing" | "no-such-assignee" | "not-assignable";

/**
 * Saves a status, an assignee and a note as one change, if the lead is still at the version the
 * person saw; each change enters the lead's history and the audit log in the same transaction.
 * A save made on an older version changes nothing and says so (`changed-meanwhile`). Only a person
 * who may work leads can be given one (`not-assignable`); a person given a lead by someone else is
 * told by e-mail, through the outbox, once the change holds (./assignment-mail.ts).
 */
export async function changeLead(
  db: Kysely<DatabaseSchema>,
  id: string,
  change: LeadChange,
  actor: string,
  now: number,
  /** Whether e-mail can be sent (SMTP_URL): without it, nothing is queued that no worker would take. */
  mailAssignee: boolean,
): Promise<LeadChangeOutcome> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const current = await transaction
      .selectFrom("leads")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.status", "leads.assignee_id", "leads.version", "staff.email as assignee"])
      .where("leads.submission_id", "=", id)
      .executeTakeFirst();
    if (!current) return "missing";
    if (Number(current.version) !== change.version) return "changed-meanwhile";
    const assignee = change.assigneeId === null ? null : await staffById(transaction, change.assigneeId);
    if (assignee === undefined) return "no-such-assignee";
    if (assignee && change.assigneeId !== current.assignee_id && !can(assignee.role, "leads:write")) {
      return "not-assignable";
    }
    const note = change.note.trim();
    const entries: { kind: "status" | "assignee" | "note"; detail: string }[] = [
      ...(change.status !== current.status ? [{ kind: "status" as const, detail: change.status }] : []),
      ...(change.assigneeId !== current.assignee_id
        ? [{ kind: "assignee" as const, detail: assignee?.email ?? "" }]
        : []),
      ...(note ? [{ kind: "note" as const, detail: note }] : []),
    ];
    if (entries.length === 0) return "unchanged";
    const updated = await transaction
      .updateTable("leads")
      .set({ status: change.status, assignee_id: change.assigneeId, version: change.version + 1 })
      .where("submission_id", "=", id)
      .where("version", "=", change.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return "changed-meanwhile";
    await transaction
      .insertInto("lead_activity")
      .values(entries.map((entry) => ({ submission_id: id, at: now, actor, ...entry })))
      .execute();
    if (mailAssignee && assignee && change.assigneeId !== current.assignee_id && assignee.email !== actor) {
      await queueAssignmentMail(transaction, { submissionId: id, assigneeId: assignee.id, assignedBy: actor }, now);
    }
    await recordAudit(
      transaction,
      {
        actor,
        action: "lead.updated",
        target: `submission:${id}`,
        detail: {
          ...(change.status !== current.status && { status: [current.status, change.status] }),
          ...(change.assigneeId !== current.assignee_id && {
            assignee: [current.assignee ?? null, assignee?.email ?? null],
          }),
          ...(note && { note: "added" }),
        },
      },
      now,
    );
    return "saved";
  });
}
