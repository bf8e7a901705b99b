import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type FormName,
  type StoredSubmission,
  type SubmissionInput,
  type SubmissionService,
  SubmissionStorageUnavailable,
} from "../../app/forms/submission-service";
import type { Storage } from "../storage/database";
import type { ChannelName, DatabaseSchema, DeliveryStatus } from "../storage/schema";

export type SubmissionStoreOptions = {
  storage: Storage;
  /** The channels configured now: each new submission gets one outbox row per channel. */
  channels: ChannelName[];
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
    async submit({ form, fields }: SubmissionInput): Promise<StoredSubmission> {
      const id = randomUUID();
      const createdAt = now();
      try {
        const db = await storage.ready();
        await db.transaction().execute(async (transaction) => {
          await transaction
            .insertInto("submissions")
            .values({ id, form, fields: JSON.stringify(fields), created_at: createdAt })
            .execute();
          if (channels.length === 0) return;
          await transaction
            .insertInto("deliveries")
            .values(
              channels.map((channel) => ({
                id: randomUUID(),
                submission_id: id,
                channel,
                last_error: null,
                next_attempt_at: createdAt,
                delivered_at: null,
                claimed_until: null,
                claimed_by: null,
              })),
            )
            .execute();
        });
      } catch (error) {
        log(`Could not store a ${form} submission: ${(error as Error).message}`);
        throw new SubmissionStorageUnavailable("the submission could not be stored", { cause: error });
      }
      onStored?.();
      return { id, createdAt: new Date(createdAt) };
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

export type SubmissionRecord = {
  id: string;
  form: FormName;
  fields: Record<string, string>;
  createdAt: Date;
};

export type SubmissionWithDeliveries = SubmissionRecord & { deliveries: DeliveryState[] };

export function toSubmissionRecord(row: {
  id: string;
  form: string;
  fields: string;
  created_at: number;
}): SubmissionRecord {
  return {
    id: row.id,
    form: row.form as FormName,
    fields: JSON.parse(row.fields) as Record<string, string>,
    createdAt: new Date(Number(row.created_at)),
  };
}

/** Every stored submission, oldest first, with the state of each delivery. */
export async function listSubmissions(db: Kysely<DatabaseSchema>): Promise<SubmissionWithDeliveries[]> {
  const [submissions, deliveries] = await Promise.all([
    db.selectFrom("submissions").selectAll().orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("deliveries").selectAll().orderBy("channel").execute(),
  ]);
  const bySubmission = new Map<string, typeof deliveries>();
  for (const delivery of deliveries) {
    bySubmission.set(delivery.submission_id, [...(bySubmission.get(delivery.submission_id) ?? []), delivery]);
  }
  return submissions.map((row) => ({
    ...toSubmissionRecord(row),
    deliveries: (bySubmission.get(row.id) ?? []).map((delivery) => ({
      channel: delivery.channel,
      status: delivery.status,
      attempts: Number(delivery.attempts),
      lastError: delivery.last_error,
      nextAttemptAt: delivery.delivered_at === null ? new Date(Number(delivery.next_attempt_at)) : null,
      deliveredAt: delivery.delivered_at === null ? null : new Date(Number(delivery.delivered_at)),
    })),
  }));
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
