import type { Kysely } from "kysely";
import type { SubscriberChannel } from "../delivery/channels";
import { queueMessage } from "../delivery/outbox";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import type { EditionArticle } from "./edition-articles";
import { draftOf, queueDraft, type SendOutcome } from "./edition-composer";
import { editionsSoFar } from "./editions";
import { writeFirst } from "../storage/write-first";

/**
 * Scheduled editions (docs/decisions/032-safe-sending.md). Scheduling writes an outbox row of the channel
 * `scheduled-edition`, due at the edition's time, so the delivery worker every server process runs picks
 * it up on start and on its poll, and its claim's lease outlives a crash. The send itself is claimed by
 * one statement, `DELETE … WHERE state = 'scheduled' AND send_at <= now`, in the transaction that queues
 * the copies: two workers, two servers or a restart can only ever queue it once.
 */
const scheduledChannel = "scheduled-edition";

/** The outbox row that wakes a worker when edition `number` is due. */
export async function queueScheduledWake(transaction: Kysely<DatabaseSchema>, number: number, sendAt: number) {
  await queueMessage(transaction, { channel: scheduledChannel, dueAt: sendAt, payload: JSON.stringify({ number }) });
}

/** Removes edition `number`'s wake (its send was cancelled); a worker holding it finds nothing to claim. */
export async function removeScheduledWake(transaction: Kysely<DatabaseSchema>, number: number) {
  await transaction
    .deleteFrom("deliveries")
    .where("channel", "=", scheduledChannel)
    .where("payload", "=", JSON.stringify({ number }))
    .where("delivered_at", "is", null)
    .execute();
}

/** Edition `number`, if it is scheduled and due at `now`: claimed and queued in one transaction. */
export async function sendScheduledEdition(
  db: Kysely<DatabaseSchema>,
  number: number,
  { articles, ratePerMinute, now }: { articles: EditionArticle[]; ratePerMinute: number; now: number },
): Promise<SendOutcome | { outcome: "not-due" }> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const claimed = await transaction
      .deleteFrom("edition_drafts")
      .where("number", "=", number)
      .where("state", "=", "scheduled")
      .where("send_at", "<=", now)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return { outcome: "not-due" as const };
    const previous = await editionsSoFar(transaction);
    const outcome = await queueDraft(transaction, draftOf(number, claimed, articles, previous), previous, {
      articles,
      ratePerMinute,
      now,
      sentBy: claimed.requested_by ?? undefined,
      approvedBy: claimed.approved_by ?? undefined,
    });
    // Not queued (the previous edition still going out): the claim is undone with the transaction.
    if (outcome.outcome !== "queued") throw new EditionNotSent(outcome);
    return outcome;
  });
}

/** Why a due edition could not be queued yet; the worker tries its wake again with back-off. */
class EditionNotSent extends Error {
  constructor(readonly sent: Exclude<SendOutcome, { outcome: "queued" }>) {
    super(
      sent.outcome === "still-going-out"
        ? `edition ${sent.number} is still going out; the scheduled edition waits for it`
        : `the scheduled edition could not be sent (${sent.outcome})`,
    );
  }
}

/** The worker's channel for the wakes: sends the edition when due, and tells who counts and wakes. */
export function scheduledEditionChannel({
  storage,
  articles,
  ratePerMinute,
  onQueued,
  now = Date.now,
}: {
  storage: Pick<Storage, "ready">;
  articles: () => EditionArticle[];
  ratePerMinute: number;
  onQueued: (copies: number) => void;
  now?: () => number;
}): SubscriberChannel {
  return {
    name: scheduledChannel,
    async deliverToSubscriber({ payload }) {
      const { number } = JSON.parse(payload ?? "{}") as { number?: number };
      if (typeof number !== "number") return "not needed";
      const sent = await sendScheduledEdition(await storage.ready(), number, {
        articles: articles(),
        ratePerMinute,
        now: now(),
      });
      if (sent.outcome !== "queued") return "not needed";
      onQueued(sent.edition.recipients);
    },
  };
}
