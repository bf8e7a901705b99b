import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { editionList, type NewsletterList } from "../../app/newsletter/newsletter-lists";
import { queueMessages } from "../delivery/outbox";
import type { DatabaseSchema, EditionsTable } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { articlesForNextEdition, type EditionArticle } from "./edition-articles";

/**
 * The newsletter's editions: what the next one holds, who receives it, and queuing it through the
 * outbox (one row per recipient, written with the recipient's send record in one transaction, so an
 * edition is queued exactly once per subscriber confirmed at that moment and for no one else).
 */
export type Edition = {
  id: string;
  number: number;
  articles: EditionArticle[];
  createdAt: number;
  recipients: number;
  /** The list it went to. */
  list: NewsletterList;
  /** Who sent it from the desk (asked for it, when a second person approved it), and who approved it (./approval-rule.ts). */
  sentBy?: string;
  approvedBy?: string;
} & EditionWords;

/** What an editor writes for an edition in the desk; absent, the e-mail says the content's words. */
export type EditionWords = { subject?: string; introduction?: string };

const editionOf = (row: Selectable<EditionsTable>): Edition => ({
  id: row.id,
  number: Number(row.number),
  articles: JSON.parse(row.articles) as EditionArticle[],
  createdAt: Number(row.created_at),
  recipients: Number(row.recipients),
  list: row.list as NewsletterList,
  ...(row.sent_by ? { sentBy: row.sent_by } : {}),
  ...(row.approved_by ? { approvedBy: row.approved_by } : {}),
  ...(row.subject ? { subject: row.subject } : {}),
  ...(row.introduction ? { introduction: row.introduction } : {}),
});

export async function editionsSoFar(db: Kysely<DatabaseSchema>): Promise<Edition[]> {
  return (await db.selectFrom("editions").selectAll().orderBy("number").execute()).map(editionOf);
}

export async function editionNumbered(db: Kysely<DatabaseSchema>, number: number): Promise<Edition | undefined> {
  const row = await db.selectFrom("editions").selectAll().where("number", "=", number).executeTakeFirst();
  return row && editionOf(row);
}

export async function editionNamed(db: Kysely<DatabaseSchema>, id: string): Promise<Edition | undefined> {
  const row = await db.selectFrom("editions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && editionOf(row);
}

/** Those an edition to `list` goes to now: confirmed on it, and mail to them not stopped (a bounce, a complaint). */
function confirmedRecipients(db: Kysely<DatabaseSchema>, list: NewsletterList) {
  return db
    .selectFrom("subscriptions")
    .innerJoin("subscribers", "subscribers.id", "subscriptions.subscriber_id")
    .select("subscriptions.subscriber_id")
    .where("subscriptions.list", "=", list)
    .where("subscriptions.status", "=", "confirmed")
    .where("subscribers.deliverability", "=", "active");
}

export async function recipientCount(db: Kysely<DatabaseSchema>, list: NewsletterList = editionList): Promise<number> {
  const row = await confirmedRecipients(db, list)
    .clearSelect()
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next edition's number and articles; undefined when no article was published since the last one. */
export async function nextEdition(db: Kysely<DatabaseSchema>, articles: EditionArticle[]) {
  const previous = await editionsSoFar(db);
  const chosen = articlesForNextEdition(articles, previous);
  if (chosen.length === 0) return undefined;
  return { number: (previous.at(-1)?.number ?? 0) + 1, articles: chosen };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with the outbox's 13 columns. */
const chunkSize = 500;

/**
 * Queues an edition: the edition row, then for each recipient its send record and its outbox row,
 * due one after the other at `ratePerMinute` (NEWSLETTER_RATE_PER_MINUTE), so the relay is never
 * sent more than it takes. Two sends at once cannot both queue: the edition's number is unique.
 */
export async function queueEdition(
  db: Kysely<DatabaseSchema>,
  edition: EditionToQueue,
  options: QueueOptions,
): Promise<Edition> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    return queueInTransaction(transaction, edition, options);
  });
}

/** What is queued: the list is New Insights articles unless another is named. */
type EditionToQueue = { number: number; articles: EditionArticle[]; list?: NewsletterList } & EditionWords;
type QueueOptions = { ratePerMinute: number; now?: number; sentBy?: string; approvedBy?: string };

/** queueEdition's work, inside a transaction its caller holds (./edition-composer.ts checks first). */
export async function queueInTransaction(
  transaction: Kysely<DatabaseSchema>,
  { number, articles, subject, introduction, list = editionList }: EditionToQueue,
  { ratePerMinute, now = Date.now(), sentBy, approvedBy }: QueueOptions,
): Promise<Edition> {
  const recipients = (
    await confirmedRecipients(transaction, list).orderBy("subscriptions.subscriber_id").execute()
  ).map((row) => row.subscriber_id);
  const id = randomUUID();
  await transaction
    .insertInto("editions")
    .values({
      id,
      number,
      articles: JSON.stringify(articles),
      created_at: now,
      recipients: recipients.length,
      subject: subject ?? null,
      introduction: introduction ?? null,
      sent_by: sentBy ?? null,
      list,
      approved_by: approvedBy ?? null,
    })
    .execute();
  const spacingMs = 60_000 / ratePerMinute;
  for (let start = 0; start < recipients.length; start += chunkSize) {
    const chunk = recipients.slice(start, start + chunkSize);
    await transaction
      .insertInto("edition_sends")
      .values(chunk.map((subscriberId) => ({ edition_id: id, subscriber_id: subscriberId, queued_at: now })))
      .execute();
    await queueMessages(
      transaction,
      chunk.map((subscriberId, index) => ({
        channel: "edition",
        subscriberId,
        editionId: id,
        dueAt: now + Math.floor((start + index) * spacingMs),
      })),
    );
  }
  return {
    id,
    number,
    articles,
    createdAt: now,
    recipients: recipients.length,
    list,
    ...(sentBy ? { sentBy } : {}),
    ...(approvedBy ? { approvedBy } : {}),
    ...(subject ? { subject } : {}),
    ...(introduction ? { introduction } : {}),
  };
}
