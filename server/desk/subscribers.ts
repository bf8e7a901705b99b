import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { type NewsletterList, newsletterLists } from "../../app/forms/newsletter-lists";
import { type MailState, mailStates, type SubscriberStanding, subscriberStandings } from "../../app/desk/vocabulary";
import type { Dialect } from "../storage/database";
import type { ConsentRecordsTable, DatabaseSchema, EditionSendStatus, SubscriptionStatus } from "../storage/schema";
import { listsIn } from "../newsletter/subscriber-store";
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

/** Whether the subscriber has a subscription in `status` (any, if none is named) on the list in view. */
function hasSubscription(list: NewsletterList | undefined, status?: SubscriptionStatus): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from subscriptions where subscriptions.subscriber_id = subscribers.id${
    status ? sql` and subscriptions.status = ${status}` : sql``
  }${list ? sql` and subscriptions.list = ${list}` : sql``})`;
}

/**
 * The standing (vocabulary.ts) as SQL: confirmed on a list in view, else pending on one, else
 * unsubscribed. A subscriber with no subscription at all (none is made so) counts as unsubscribed.
 */
function standingOf(list: NewsletterList | undefined): RawBuilder<SubscriberStanding> {
  return sql<SubscriberStanding>`case when ${hasSubscription(list, "confirmed")} then 'confirmed' when ${hasSubscription(list, "pending")} then 'pending' else 'unsubscribed' end`;
}

function standingIs(list: NewsletterList | undefined, standing: SubscriberStanding): RawBuilder<boolean> {
  if (standing === "confirmed") return hasSubscription(list, "confirmed");
  if (standing === "pending")
    return sql<boolean>`(${hasSubscription(list, "pending")} and not ${hasSubscription(list, "confirmed")})`;
  return sql<boolean>`not ${hasSubscription(list, "confirmed")} and not ${hasSubscription(list, "pending")}`;
}

/**
 * Addresses are stored in one canonical form (server/email/canonical-address.ts: NFC, lower case), so a
 * query folded alike is found by a plain substring test, which both databases make exactly alike.
 */
function searchWords(query: string): string[] {
  return query.normalize("NFC").toLowerCase().split(/\s+/u).filter(Boolean).slice(0, 8);
}

function holds(dialect: Dialect, word: string): RawBuilder<boolean> {
  return dialect === "postgres"
    ? sql<boolean>`strpos(subscribers.email, ${word}) > 0`
    : sql<boolean>`instr(subscribers.email, ${word}) > 0`;
}

function matching(
  { db, dialect }: DeskDatabase,
  filter: SubscriberFilter,
  { standing = true, mail = true }: { standing?: boolean; mail?: boolean } = {},
): SubscriberQuery {
  let query: SubscriberQuery = db.selectFrom("subscribers");
  if (filter.list) query = query.where(hasSubscription(filter.list));
  if (standing && filter.standing) query = query.where(standingIs(filter.list, filter.standing));
  if (mail && filter.mail) query = query.where("subscribers.deliverability", "=", filter.mail);
  for (const word of searchWords(filter.query)) query = query.where(holds(dialect, word));
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

/** Each subscriber's lists, in the lists' own order. */
async function listsOf(db: Kysely<DatabaseSchema>, ids: string[]) {
  const lists = new Map<string, SubscriberRow["lists"]>();
  if (ids.length === 0) return lists;
  const rows = await db
    .selectFrom("subscriptions")
    .select(["subscriber_id", "list", "status"])
    .where("subscriber_id", "in", ids)
    .execute();
  for (const list of newsletterLists) {
    for (const row of rows.filter((candidate) => candidate.list === list)) {
      lists.set(row.subscriber_id, [...(lists.get(row.subscriber_id) ?? []), { list, status: row.status }]);
    }
  }
  return lists;
}

export async function subscriberPage(database: DeskDatabase, filter: SubscriberFilter): Promise<SubscriberPage> {
  const { db } = database;
  const [cells, rows] = await Promise.all([
    // One grouped count over every filter but the standing and the mail state: it gives both rows of counts.
    db
      .selectFrom(
        matching(database, filter, { standing: false, mail: false })
          .select([standingOf(filter.list).as("standing"), "subscribers.deliverability as mail"])
          .as("shown"),
      )
      .select(["shown.standing", "shown.mail", (count) => count.fn.countAll<number | string>().as("n")])
      .groupBy(["shown.standing", "shown.mail"])
      .execute(),
    matching(database, filter)
      .select(["id", "email", "source", "created_at", "deliverability"])
      .orderBy("subscribers.created_at", "desc")
      .orderBy("subscribers.id", "desc")
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize)
      .execute(),
  ]);
  const counts = { standing: zeroes(subscriberStandings), mail: zeroes(mailStates) };
  let total = 0;
  for (const cell of cells) {
    const n = Number(cell.n);
    if (!filter.mail || cell.mail === filter.mail) counts.standing[cell.standing] += n;
    if (!filter.standing || cell.standing === filter.standing) counts.mail[cell.mail] += n;
    if ((!filter.mail || cell.mail === filter.mail) && (!filter.standing || cell.standing === filter.standing)) {
      total += n;
    }
  }
  const lists = await listsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source,
      createdAt: new Date(Number(row.created_at)),
      mail: row.deliverability,
      lists: lists.get(row.id) ?? [],
    })),
    counts,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The ids of every subscriber the filters show (all pages): what the desk's CSV lists. */
export const shownSubscriberIds = (database: DeskDatabase, filter: SubscriberFilter) =>
  matching(database, filter).select("subscribers.id");

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
