import { randomUUID } from "node:crypto";
import type { Kysely, SelectQueryBuilder } from "kysely";
import {
  type FormName,
  type StoredSubmission,
  type SubmissionInput,
  type SubmissionService,
  SubmissionStorageUnavailable,
} from "../../app/forms/submission-service";
import type { Storage } from "../storage/database";
import type { ChannelName, DatabaseSchema, DeliveryStatus, SubmissionChannelName } from "../storage/schema";
import { queueMessages } from "../delivery/outbox";
import { type SubmissionRecord, toSubmissionRecord } from "./submission-record";
import { visitorAddress } from "../email/visitor-address";
import { insertLeads } from "../desk/lead-rows";

export type SubmissionStoreOptions = {
  storage: Storage;
  /**
   * The channels configured now: each new submission gets one outbox row per channel
   * (`confirmation` only with an address to send it to; whether the address had one in the
   * last 24 hours is decided when it is delivered, server/submissions/receipt-limit.ts).
   */
  channels: SubmissionChannelName[];
  /** Called after each commit, so the delivery worker starts at once instead of at its next poll. */
  onStored?: () => void;
  now?: () => number;
  log?: (message: string) => void;
};

/** Stores a submission and its outbox rows in one transaction (see SubmissionService). */
export function createSubmissionStore({
  storage,
  channels,
  onStored,
  now = Date.now,
  log = console.error,
}: SubmissionStoreOptions): SubmissionService {
  return {
    async submit({ form, fields, context = {}, postKey }: SubmissionInput): Promise<StoredSubmission> {
      const createdAt = now();
      let stored: StoredSubmission & { isNew: boolean };
      try {
        const db = await storage.ready();
        stored = await db.transaction().execute(async (transaction) => {
          const id = randomUUID();
          const inserted = await transaction
            .insertInto("submissions")
            .values({
              id,
              form,
              fields: JSON.stringify(fields),
              context: JSON.stringify(context),
              created_at: createdAt,
              post_key: postKey,
            })
            .onConflict((conflict) => conflict.column("post_key").doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!inserted) {
            // The same post again (a retry by the proxy, a second click): it was stored and queued the first time.
            const first = await transaction
              .selectFrom("submissions")
              .select(["id", "created_at"])
              .where("post_key", "=", postKey as string)
              .executeTakeFirstOrThrow();
            return { id: first.id, createdAt: new Date(Number(first.created_at)), isNew: false };
          }
          // Its row in the team's inbox (server/desk/leads.ts), new and searchable from the start.
          await insertLeads(transaction, [{ submissionId: id, form, createdAt, fields }]);
          // Stored means every spam check has passed: only then is a confirmation queued.
          const queued = channels.filter(
            (channel) => channel !== "confirmation" || visitorAddress(fields) !== undefined,
          );
          await queueMessages(
            transaction,
            queued.map((channel) => ({ channel, submissionId: id, dueAt: createdAt })),
          );
          return { id, createdAt: new Date(createdAt), isNew: true };
        });
      } catch (error) {
        log(`Could not store a ${form} submission: ${(error as Error).message}`);
        throw new SubmissionStorageUnavailable("the submission could not be stored", { cause: error });
      }
      if (stored.isNew) onStored?.();
      return { id: stored.id, createdAt: stored.createdAt };
    },
  };
}

export type DeliveryState = {
  channel: ChannelName;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
};

export type SubmissionWithDeliveries = SubmissionRecord & { deliveries: DeliveryState[] };

/** How far a submission's deliveries got, as one word: the worst of its channels' states. */
export type OverallStatus = DeliveryStatus | "not delivered";

export const overallStatuses: OverallStatus[] = ["delivered", "pending", "failing", "not delivered"];

export function overallStatus(deliveries: Pick<DeliveryState, "status">[]): OverallStatus {
  if (deliveries.length === 0) return "not delivered";
  if (deliveries.some((delivery) => delivery.status === "failing")) return "failing";
  if (deliveries.some((delivery) => delivery.status === "pending")) return "pending";
  return "delivered";
}

export type SubmissionFilter = { since?: Date; form?: FormName; status?: OverallStatus };

/** The stored submissions that pass the filter, oldest first, with the state of each delivery. */
export async function listSubmissions(
  db: Kysely<DatabaseSchema>,
  { since, form, status }: SubmissionFilter = {},
): Promise<SubmissionWithDeliveries[]> {
  const sinceMs = since?.getTime();
  const matching = db
    .selectFrom("submissions")
    .$if(sinceMs !== undefined, (query) => query.where("created_at", ">=", Number(sinceMs)))
    .$if(form !== undefined, (query) => query.where("form", "=", String(form)));
  const [submissions, deliveries] = await Promise.all([
    matching.selectAll().orderBy("created_at").orderBy("id").execute(),
    deliveryStatesOf(db, matching.select("id")),
  ]);
  const listed = submissions.map((row) => ({
    ...toSubmissionRecord(row),
    deliveries: deliveries.get(row.id) ?? [],
  }));
  return status ? listed.filter((submission) => overallStatus(submission.deliveries) === status) : listed;
}

/** The state of each delivery of the submissions `ids` selects (a list or a subquery), by submission, in channel order. */
export async function deliveryStatesOf(
  db: Kysely<DatabaseSchema>,
  ids: readonly string[] | SelectQueryBuilder<DatabaseSchema, "submissions" | "leads", { id: string }>,
): Promise<Map<string, DeliveryState[]>> {
  if (Array.isArray(ids) && ids.length === 0) return new Map();
  const deliveries = await db
    .selectFrom("deliveries")
    .selectAll()
    .where("submission_id", "in", ids)
    .orderBy("channel")
    .execute();
  const bySubmission = new Map<string, DeliveryState[]>();
  for (const delivery of deliveries) {
    const key = String(delivery.submission_id);
    bySubmission.set(key, [
      ...(bySubmission.get(key) ?? []),
      {
        channel: delivery.channel,
        status: delivery.status,
        attempts: Number(delivery.attempts),
        lastError: delivery.last_error,
        nextAttemptAt: delivery.delivered_at === null ? new Date(Number(delivery.next_attempt_at)) : null,
        deliveredAt: delivery.delivered_at === null ? null : new Date(Number(delivery.delivered_at)),
      },
    ]);
  }
  return bySubmission;
}

/** Deletes submissions created before `cutoff` with their outbox rows; returns how many. */
export async function purgeSubmissionsBefore(db: Kysely<DatabaseSchema>, cutoff: number): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom("deliveries")
      .where("submission_id", "in", (query) =>
        query.selectFrom("submissions").select("id").where("created_at", "<", cutoff),
      )
      .execute();
    const result = await transaction.deleteFrom("submissions").where("created_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
