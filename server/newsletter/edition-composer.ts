import type { Kysely } from "kysely";
import type { DatabaseSchema, EditionSendStatus } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
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
  articles: EditionArticle[];
  subject: string;
  introduction: string;
  updatedAt?: number;
  updatedBy?: string;
};

/** The words an edition carries from its draft: those the editor gave, else (absent) the content's. */
export const draftWords = ({
  subject,
  introduction,
}: Pick<EditionDraft, "subject" | "introduction">): EditionWords => ({
  ...(subject ? { subject } : {}),
  ...(introduction ? { introduction } : {}),
});

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

/** The next edition: its number, the articles it would carry now, and the words saved for it. */
export async function editionDraft(db: Kysely<DatabaseSchema>, articles: EditionArticle[]): Promise<EditionDraft> {
  const previous = await editionsSoFar(db);
  const number = (previous.at(-1)?.number ?? 0) + 1;
  const saved = await db.selectFrom("edition_drafts").selectAll().where("number", "=", number).executeTakeFirst();
  return {
    number,
    articles: articlesForNextEdition(articles, previous),
    subject: saved?.subject ?? "",
    introduction: saved?.introduction ?? "",
    ...(saved ? { updatedAt: Number(saved.updated_at), updatedBy: saved.updated_by } : {}),
  };
}

/** Saves the words of edition `number`; refused once that edition has gone out. */
export async function saveEditionDraft(
  db: Kysely<DatabaseSchema>,
  { number, subject, introduction }: Pick<EditionDraft, "number" | "subject" | "introduction">,
  { by, now }: { by: string; now: number },
): Promise<"saved" | "already-sent"> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const sent = await transaction.selectFrom("editions").select("id").where("number", ">=", number).executeTakeFirst();
    if (sent) return "already-sent";
    await transaction
      .insertInto("edition_drafts")
      .values({ number, subject, introduction, updated_at: now, updated_by: by })
      .onConflict((conflict) =>
        conflict.column("number").doUpdateSet({ subject, introduction, updated_at: now, updated_by: by }),
      )
      .execute();
    return "saved";
  });
}

export type SendOutcome =
  | { outcome: "queued"; edition: Edition }
  | { outcome: "nothing-to-send"; number: number }
  | { outcome: "still-going-out"; number: number; progress: EditionProgress }
  | { outcome: "already-sent"; number: number };

/** A second insert of the same edition number, refused by the unique index (PostgreSQL, SQLite). */
function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

/**
 * Queues the next edition with the words saved for it. `expectedNumber` is the edition the editor saw:
 * when another send got there first, the answer says so and nothing is queued. Whatever runs at the same
 * moment, the edition number's unique index lets one transaction through.
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
  try {
    return await db.transaction().execute(async (transaction): Promise<SendOutcome> => {
      await writeFirst(transaction);
      const previous = await editionsSoFar(transaction);
      const number = (previous.at(-1)?.number ?? 0) + 1;
      if (expectedNumber !== undefined && expectedNumber !== number) {
        return { outcome: "already-sent", number: expectedNumber };
      }
      const chosen = articlesForNextEdition(articles, previous);
      if (chosen.length === 0) return { outcome: "nothing-to-send", number };
      const going = await goingOut(transaction, previous);
      if (going) return { outcome: "still-going-out", number: going.edition.number, progress: going.progress };
      const draft = await transaction
        .selectFrom("edition_drafts")
        .select(["subject", "introduction"])
        .where("number", "=", number)
        .executeTakeFirst();
      const edition = await queueInTransaction(
        transaction,
        { number, articles: chosen, ...(draft ? draftWords(draft) : {}) },
        { ratePerMinute, now, sentBy },
      );
      await transaction.deleteFrom("edition_drafts").where("number", "<=", number).execute();
      return { outcome: "queued", edition };
    });
  } catch (error) {
    if (isDuplicate(error)) return { outcome: "already-sent", number: expectedNumber ?? 0 };
    throw error;
  }
}

/** Every edition sent, newest first, each with its copies' progress. */
export async function sentEditions(db: Kysely<DatabaseSchema>) {
  const editions = (await editionsSoFar(db)).reverse();
  return Promise.all(editions.map(async (edition) => ({ edition, progress: await editionProgress(db, edition.id) })));
}
