import type { Kysely } from "kysely";
import { editionList, type NewsletterList } from "../../app/newsletter/newsletter-lists";
import type { DatabaseSchema, EditionDraftState, EditionSendStatus } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { secondPersonApproves } from "./approval-rule";
import { articlesForNextEdition, type EditionArticle } from "./edition-articles";
import { type Edition, type EditionWords, editionsSoFar, queueInTransaction } from "./editions";

/**
 * The next edition as an editor prepares it (the desk, docs/decisions/021-newsletter-subscriptions.md,
 * "Editions from the desk"), and the one send both the desk and `npm run newsletter -- send` use: it
 * checks, inside the transaction that queues, that the edition has articles, that the previous one has
 * gone out, and (from the desk) that it is still the edition the editor saw, so that a double click, two
 * tabs or two servers queue it once.
 */
export type EditionProgress = Record<EditionSendStatus, number> & { total: number };

export type EditionDraft = {
  number: number;
  list: NewsletterList;
  articles: EditionArticle[];
  subject: string;
  introduction: string;
  updatedAt?: number;
  updatedBy?: string;
  /** Where its send stands (./edition-sending.ts): written, asked for and awaiting a second person, or scheduled. */
  state: EditionDraftState;
  sendAt?: number;
  sendZone?: string;
  requestedBy?: string;
  approvedBy?: string;
};

/** The words an edition carries from its draft: those the editor gave, else (absent) the content's. */
export const draftWords = ({
  subject,
  introduction,
}: Pick<EditionDraft, "subject" | "introduction">): EditionWords => ({
  ...(subject ? { subject } : {}),
  ...(introduction ? { introduction } : {}),
});

/**
 * The articles an edition to `list` carries: New Insights articles carries those published since the last
 * edition; Consortium news carries none (its editions are announcements).
 */
const articlesFor = (list: NewsletterList, articles: EditionArticle[], previous: Edition[]) =>
  list === editionList ? articlesForNextEdition(articles, previous) : [];

/**
 * Whether an edition has something to say: an article, or (an announcement) a subject and an
 * introduction of its own, since the content's words announce new articles.
 */
export const hasContent = (draft: Pick<EditionDraft, "articles" | "subject" | "introduction">) =>
  draft.articles.length > 0 || (draft.subject !== "" && draft.introduction !== "");

/** How many copies of an edition are in each state, counted from its send records (kept in step with the outbox). */
export async function editionProgress(db: Kysely<DatabaseSchema>, editionId: string): Promise<EditionProgress> {
  const rows = await db
    .selectFrom("edition_sends")
    .select(["status", (eb) => eb.fn.countAll().as("count")])
    .where("edition_id", "=", editionId)
    .groupBy("status")
    .execute();
  const progress: EditionProgress = { queued: 0, sent: 0, skipped: 0, bounced: 0, failed: 0, total: 0 };
  for (const row of rows) {
    progress[row.status] = Number(row.count);
    progress.total += Number(row.count);
  }
  return progress;
}

/** The newest edition while copies of it are still queued. */
async function goingOut(db: Kysely<DatabaseSchema>, editions: Edition[]) {
  const last = editions.at(-1);
  if (!last) return undefined;
  const progress = await editionProgress(db, last.id);
  return progress.queued > 0 ? { edition: last, progress } : undefined;
}

type DraftRow = Awaited<ReturnType<typeof draftRow>>;

const draftRow = (db: Kysely<DatabaseSchema>, number: number) =>
  db.selectFrom("edition_drafts").selectAll().where("number", "=", number).executeTakeFirst();

/** A draft as the desk shows it, from its row (absent: nothing saved yet, New Insights articles). */
export function draftOf(
  number: number,
  saved: DraftRow,
  articles: EditionArticle[],
  previous: Edition[],
): EditionDraft {
  const list = (saved?.list ?? editionList) as NewsletterList;
  return {
    number,
    list,
    articles: articlesFor(list, articles, previous),
    subject: saved?.subject ?? "",
    introduction: saved?.introduction ?? "",
    state: saved?.state ?? "draft",
    ...(saved ? { updatedAt: Number(saved.updated_at), updatedBy: saved.updated_by } : {}),
    ...(saved?.send_at != null ? { sendAt: Number(saved.send_at) } : {}),
    ...(saved?.send_zone ? { sendZone: saved.send_zone } : {}),
    ...(saved?.requested_by ? { requestedBy: saved.requested_by } : {}),
    ...(saved?.approved_by ? { approvedBy: saved.approved_by } : {}),
  };
}

/** The next edition: its number, list, the articles it would carry now, the words saved for it and its send. */
export async function editionDraft(db: Kysely<DatabaseSchema>, articles: EditionArticle[]): Promise<EditionDraft> {
  const previous = await editionsSoFar(db);
  const number = (previous.at(-1)?.number ?? 0) + 1;
  return draftOf(number, await draftRow(db, number), articles, previous);
}

/**
 * Saves the words and list of edition `number`; refused once that edition has gone out, and while its
 * send is asked for or scheduled (what was confirmed or approved is what goes out).
 */
export async function saveEditionDraft(
  db: Kysely<DatabaseSchema>,
  {
    number,
    subject,
    introduction,
    list = editionList,
  }: Pick<EditionDraft, "number" | "subject" | "introduction"> & Partial<Pick<EditionDraft, "list">>,
  { by, now }: { by: string; now: number },
): Promise<"saved" | "already-sent" | "send-requested"> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const sent = await transaction.selectFrom("editions").select("id").where("number", ">=", number).executeTakeFirst();
    if (sent) return "already-sent";
    const saved = await draftRow(transaction, number);
    if (saved && saved.state !== "draft") return "send-requested";
    await transaction
      .insertInto("edition_drafts")
      .values({ number, subject, introduction, list, updated_at: now, updated_by: by })
      .onConflict((conflict) =>
        conflict.column("number").doUpdateSet({ subject, introduction, list, updated_at: now, updated_by: by }),
      )
      .execute();
    return "saved";
  });
}

export type SendOutcome =
  | { outcome: "queued"; edition: Edition }
  | { outcome: "nothing-to-send"; number: number }
  | { outcome: "still-going-out"; number: number; progress: EditionProgress }
  | { outcome: "already-sent"; number: number }
  /** From the command line: the owners' rule asks a second person to approve, in the desk. */
  | { outcome: "needs-approval"; number: number }
  /** Its send was asked for or scheduled in the desk: it goes out from there. */
  | { outcome: "send-requested"; number: number };

/** A second insert of the same edition number, refused by the unique index (PostgreSQL, SQLite). */
function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

export type QueueNext = {
  articles: EditionArticle[];
  ratePerMinute: number;
  now: number;
  sentBy?: string;
  approvedBy?: string;
};

/**
 * Queues edition `draft.number` inside `transaction`, unless it has nothing to say or the previous one is
 * still going out, and removes its draft: the one queuing every send shares (now, approved, scheduled).
 */
export async function queueDraft(
  transaction: Kysely<DatabaseSchema>,
  draft: EditionDraft,
  previous: Edition[],
  { ratePerMinute, now, sentBy, approvedBy }: QueueNext,
): Promise<SendOutcome> {
  if (!hasContent(draft)) return { outcome: "nothing-to-send", number: draft.number };
  const going = await goingOut(transaction, previous);
  if (going) return { outcome: "still-going-out", number: going.edition.number, progress: going.progress };
  const edition = await queueInTransaction(
    transaction,
    { number: draft.number, list: draft.list, articles: draft.articles, ...draftWords(draft) },
    { ratePerMinute, now, sentBy, approvedBy },
  );
  await transaction.deleteFrom("edition_drafts").where("number", "<=", draft.number).execute();
  return { outcome: "queued", edition };
}

/**
 * Runs `work` on the next edition's draft inside one writing transaction. `expectedNumber` is the edition
 * the person saw: when another send got there first, the answer says so and nothing is queued. Whatever
 * runs at the same moment, the edition number's unique index lets one transaction through.
 */
export async function withNextDraft<Outcome>(
  db: Kysely<DatabaseSchema>,
  articles: EditionArticle[],
  expectedNumber: number | undefined,
  work: (transaction: Kysely<DatabaseSchema>, draft: EditionDraft, previous: Edition[]) => Promise<Outcome>,
): Promise<Outcome | { outcome: "already-sent"; number: number }> {
  try {
    return await db.transaction().execute(async (transaction) => {
      await writeFirst(transaction);
      const previous = await editionsSoFar(transaction);
      const number = (previous.at(-1)?.number ?? 0) + 1;
      if (expectedNumber !== undefined && expectedNumber !== number) {
        return { outcome: "already-sent" as const, number: expectedNumber };
      }
      return work(transaction, draftOf(number, await draftRow(transaction, number), articles, previous), previous);
    });
  } catch (error) {
    if (isDuplicate(error)) return { outcome: "already-sent", number: expectedNumber ?? 0 };
    throw error;
  }
}

/**
 * `npm run newsletter -- send`: queues the next edition with the words saved for it, at once, unless the
 * owners ask a second person to approve every send or its send is already asked for in the desk.
 */
export async function sendNextEdition(
  db: Kysely<DatabaseSchema>,
  articles: EditionArticle[],
  {
    expectedNumber,
    ratePerMinute,
    now = Date.now(),
    sentBy,
  }: { expectedNumber?: number; ratePerMinute: number; now?: number; sentBy?: string },
): Promise<SendOutcome> {
  return withNextDraft(db, articles, expectedNumber, async (transaction, draft, previous): Promise<SendOutcome> => {
    if (draft.state !== "draft") return { outcome: "send-requested", number: draft.number };
    if (await secondPersonApproves(transaction)) return { outcome: "needs-approval", number: draft.number };
    return queueDraft(transaction, draft, previous, { articles, ratePerMinute, now, sentBy });
  });
}

/** Every edition sent, newest first, each with its copies' progress. */
export async function sentEditions(db: Kysely<DatabaseSchema>) {
  const editions = (await editionsSoFar(db)).reverse();
  return Promise.all(editions.map(async (edition) => ({ edition, progress: await editionProgress(db, edition.id) })));
}
