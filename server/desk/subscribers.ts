import { type InferResult, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { jsonObjectFrom as postgresJsonObject } from "kysely/helpers/postgres";
import { jsonObjectFrom as sqliteJsonObject } from "kysely/helpers/sqlite";
import { type NewsletterList, newsletterLists } from "../../app/newsletter/newsletter-lists";
import { type MailState, mailStates, type SubscriberStanding, subscriberStandings } from "../../app/desk/vocabulary";
import type { Dialect } from "../storage/database";
import type { ConsentRecordsTable, DatabaseSchema, EditionSendStatus, SubscriptionStatus } from "../storage/schema";
import type { SubscriberListing } from "../newsletter/subscriber-list";
import { listsIn } from "../newsletter/subscriber-store";
import type { BudgetedReads } from "../storage/budgeted-reads";
import { containsPattern, ftsPhrase, indexedWords } from "./search-text";
import type { DeskDatabase } from "./staff";

/**
 * The newsletter's subscribers in the desk: searched by address, filtered by list, standing and mail,
 * counted, newest first, a page at a time; and one subscriber with their lists, consent records and the
 * editions sent to them. Everything is read from the newsletter's own tables (server/newsletter/), in
 * the database, the same way on SQLite and PostgreSQL.
 */
export type SubscriberFilter = {
  query: string;
  list?: NewsletterList;
  standing?: SubscriberStanding;
  mail?: MailState;
  page: number;
};

const pageSize = 50;

type SubscriberQuery = SelectQueryBuilder<DatabaseSchema, "subscribers", object>;

/** Whether `column` holds `text`: a plain substring test, exact on both databases (no wildcard, no folding). */
function contains(dialect: Dialect, column: "subscribers.email" | "subscribers.list_statuses", text: string) {
  return dialect === "postgres"
    ? sql<boolean>`strpos(${sql.ref(column)}, ${text}) > 0`
    : sql<boolean>`instr(${sql.ref(column)}, ${text}) > 0`;
}

/**
 * The standing as SQL over the summary of each subscriber's lists (`list_statuses`,
 * server/storage/subscriber-summary.ts): confirmed on a list in view, else pending on one, else unsubscribed.
 */
function standingIs(dialect: Dialect, list: NewsletterList | undefined, standing: SubscriberStanding) {
  const on = (status: SubscriptionStatus) =>
    contains(dialect, "subscribers.list_statuses", list ? `,${list}:${status},` : `:${status},`);
  if (standing === "confirmed") return on("confirmed");
  if (standing === "pending") return sql<boolean>`(${on("pending")} and not ${on("confirmed")})`;
  return sql<boolean>`(not ${on("confirmed")} and not ${on("pending")})`;
}

/** The standing of a subscriber with these statuses on the lists in view. */
function standingOf(statuses: SubscriptionStatus[]): SubscriberStanding {
  if (statuses.includes("confirmed")) return "confirmed";
  return statuses.includes("pending") ? "pending" : "unsubscribed";
}

/** `,insights:confirmed,consortium:pending,` read back, in the lists' own order. */
function listStatuses(summary: string): SubscriberRow["lists"] {
  const statuses = new Map(summary.split(",").map((entry) => entry.split(":") as [string, SubscriptionStatus]));
  return newsletterLists.flatMap((list) => (statuses.has(list) ? [{ list, status: statuses.get(list)! }] : []));
}

/**
 * Addresses are stored in one canonical form (server/email/canonical-address.ts: NFC, lower case), so a
 * query folded alike is found by a plain substring test, which both databases make exactly alike.
 */
function searchWords(query: string): string[] {
  return indexedWords(query.normalize("NFC").toLowerCase());
}

/**
 * The condition that an address holds `word` (three characters or more), in the form each database's
 * index serves (server/storage/subscriber-summary.ts). The `+` keeps SQLite walking the list's own index (newest first, or the counts') and testing each
 * subscriber against the words' matches, which costs little for a rare word and far less than sorting
 * the matches for a common one.
 */
function holds(dialect: Dialect, word: string) {
  if (dialect === "postgres") return sql<boolean>`lower(subscribers.email) like ${containsPattern(word)}`;
  return sql<boolean>`+subscribers.rowid in (select rowid from subscriber_search where subscriber_search match ${ftsPhrase(word)})`;
}

function searched({ db, dialect }: DeskDatabase, filter: SubscriberFilter): SubscriberQuery {
  let query: SubscriberQuery = db.selectFrom("subscribers");
  for (const word of searchWords(filter.query)) query = query.where(holds(dialect, word));
  return query;
}

function matching(database: DeskDatabase, filter: SubscriberFilter): SubscriberQuery {
  const { dialect } = database;
  let query = searched(database, filter);
  if (filter.list) query = query.where(contains(dialect, "subscribers.list_statuses", `,${filter.list}:`));
  if (filter.standing) query = query.where(standingIs(dialect, filter.list, filter.standing));
  if (filter.mail) query = query.where("subscribers.deliverability", "=", filter.mail);
  return query;
}

type SubscriberRow = {
  id: string;
  email: string;
  source: "form" | "import";
  createdAt: Date;
  mail: MailState;
  lists: { list: NewsletterList; status: SubscriptionStatus }[];
};

export type SubscriberPage = {
  rows: SubscriberRow[];
  /** Per standing for every other filter, and per mail state likewise. */
  counts: { standing: Record<SubscriberStanding, number>; mail: Record<MailState, number> };
  /** How many subscribers the filters show, over all pages. */
  total: number;
  pages: number;
};

const zeroes = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

/** A page of the list; its counts and rows are read within the desk's budget (`reads`). */
export async function subscriberPage(
  database: DeskDatabase,
  reads: BudgetedReads,
  filter: SubscriberFilter,
): Promise<SubscriberPage> {
  const [groups, rows] = await Promise.all([
    // The searched subscribers grouped by their lists' summary and mail (a few dozen groups, read from
    // one index): every count of the page follows from them.
    reads.rows(
      searched(database, filter)
        .select([
          "subscribers.list_statuses",
          "subscribers.deliverability",
          (count) => count.fn.countAll<number | string>().as("n"),
        ])
        .groupBy(["subscribers.list_statuses", "subscribers.deliverability"]),
    ),
    reads.rows(
      matching(database, filter)
        .select(["id", "email", "source", "created_at", "deliverability", "list_statuses"])
        .orderBy("subscribers.created_at", "desc")
        .orderBy("subscribers.id", "desc")
        .limit(pageSize)
        .offset((filter.page - 1) * pageSize),
    ),
  ]);
  const counts = { standing: zeroes(subscriberStandings), mail: zeroes(mailStates) };
  let total = 0;
  for (const group of groups) {
    const lists = listStatuses(group.list_statuses).filter(({ list }) => !filter.list || list === filter.list);
    if (filter.list && lists.length === 0) continue;
    const standing = standingOf(lists.map(({ status }) => status));
    const mail = group.deliverability;
    const n = Number(group.n);
    if (!filter.mail || mail === filter.mail) counts.standing[standing] += n;
    if (!filter.standing || standing === filter.standing) counts.mail[mail] += n;
    if ((!filter.mail || mail === filter.mail) && (!filter.standing || standing === filter.standing)) total += n;
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source,
      createdAt: new Date(Number(row.created_at)),
      mail: row.deliverability,
      lists: listStatuses(row.list_statuses),
    })),
    counts,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * What the desk's CSV reads: how many subscribers the filters show (all pages), and the first `limit` of
 * them by address, each with its latest consent record (as JSON), in one query read a batch at a time.
 */
export function subscriberExport(database: DeskDatabase, filter: SubscriberFilter, limit: number) {
  const shown = matching(database, filter);
  const jsonObjectFrom =
    database.dialect === "postgres" ? postgresJsonObject : (sqliteJsonObject as typeof postgresJsonObject);
  return {
    count: shown.select((count) => count.fn.countAll<number | string>().as("n")),
    rows: shown
      .select(["email", "source", "created_at", "deliverability", "list_statuses"])
      .select((row) =>
        jsonObjectFrom(
          row
            .selectFrom("consent_records")
            .select([
              "consent_records.event",
              "consent_records.recorded_at",
              "consent_records.page",
              "consent_records.consent_version",
            ])
            .whereRef("consent_records.subscriber_id", "=", "subscribers.id")
            .orderBy("consent_records.recorded_at", "desc")
            .limit(1),
        ).as("consent"),
      )
      .orderBy("email")
      .limit(limit),
  };
}

type ExportedSubscriberRow = InferResult<ReturnType<typeof subscriberExport>["rows"]>[number];

const isoOf = (time: number | string) => new Date(Number(time)).toISOString();

/** A row of `subscriberExport` as `npm run newsletter -- list` shows it (server/newsletter/subscriber-list.ts). */
export function exportedSubscriber(row: ExportedSubscriberRow): SubscriberListing {
  // SQLite's JSON arrives as text, PostgreSQL's already parsed.
  const consent = (
    typeof row.consent === "string" ? JSON.parse(row.consent) : row.consent
  ) as ExportedSubscriberRow["consent"];
  return {
    email: row.email,
    source: row.source,
    createdAt: isoOf(row.created_at),
    mail: row.deliverability,
    lists: Object.fromEntries(listStatuses(row.list_statuses).map(({ list, status }) => [list, status])),
    consent: consent && {
      event: consent.event,
      at: isoOf(consent.recorded_at),
      page: consent.page,
      version: consent.consent_version,
    },
  };
}

export type SubscriberDetail = {
  id: string;
  email: string;
  source: "form" | "import";
  createdAt: Date;
  mail: MailState;
  mailChangedAt: Date | null;
  lists: { list: NewsletterList; status: SubscriptionStatus; updatedAt: Date; confirmedAt: Date | null }[];
  /** Newest first. */
  consent: {
    event: ConsentRecordsTable["event"];
    lists: NewsletterList[];
    at: Date;
    page: string;
    version: string;
    /** Whether the client's address was kept (as a keyed hash): it never is shown. */
    fromClient: boolean;
    detail: string | null;
  }[];
  /** Newest first. */
  editions: { number: number; queuedAt: Date; status: EditionSendStatus; settledAt: Date | null }[];
};

const dateOf = (time: number | string | null) => (time === null ? null : new Date(Number(time)));

export async function subscriberDetail(db: Kysely<DatabaseSchema>, id: string): Promise<SubscriberDetail | undefined> {
  const subscriber = await db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!subscriber) return undefined;
  const [subscriptions, consent, editions] = await Promise.all([
    db.selectFrom("subscriptions").selectAll().where("subscriber_id", "=", id).execute(),
    db
      .selectFrom("consent_records")
      .selectAll()
      .where("subscriber_id", "=", id)
      .orderBy("recorded_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("edition_sends")
      .innerJoin("editions", "editions.id", "edition_sends.edition_id")
      .select(["editions.number", "edition_sends.queued_at", "edition_sends.status", "edition_sends.settled_at"])
      .where("edition_sends.subscriber_id", "=", id)
      .orderBy("editions.number", "desc")
      .execute(),
  ]);
  const rank = (list: string) => newsletterLists.indexOf(list as NewsletterList);
  return {
    id,
    email: subscriber.email,
    source: subscriber.source,
    createdAt: new Date(Number(subscriber.created_at)),
    mail: subscriber.deliverability,
    mailChangedAt: dateOf(subscriber.deliverability_changed_at),
    lists: subscriptions
      .filter((row) => rank(row.list) !== -1)
      .sort((a, b) => rank(a.list) - rank(b.list))
      .map((row) => ({
        list: row.list as NewsletterList,
        status: row.status,
        updatedAt: new Date(Number(row.updated_at)),
        confirmedAt: dateOf(row.confirmed_at),
      })),
    consent: consent.map((record) => ({
      event: record.event,
      lists: listsIn(record.lists),
      at: new Date(Number(record.recorded_at)),
      page: record.page,
      version: record.consent_version,
      fromClient: record.client_hash !== null,
      detail: record.detail,
    })),
    editions: editions.map((row) => ({
      number: Number(row.number),
      queuedAt: new Date(Number(row.queued_at)),
      status: row.status,
      settledAt: dateOf(row.settled_at),
    })),
  };
}
