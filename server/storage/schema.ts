import type { Generated } from "kysely";

/**
 * The tables, as the typed query layer sees them. Times are milliseconds since
 * the epoch (`bigint` on PostgreSQL, read back as numbers; `integer` on SQLite),
 * so one set of queries compares and sorts them the same way on both databases.
 */
/** `email` and `webhook` tell the organisation; `confirmation` tells the visitor that their message arrived. */
export type ChannelName = "email" | "webhook" | "confirmation";

export type DeliveryStatus = "pending" | "failing" | "delivered";

export interface SubmissionsTable {
  /** A random UUID; also the idempotency id sent with every delivery. */
  id: string;
  form: string;
  /** The validated fields as a JSON object of strings, stored verbatim. */
  fields: string;
  /** Where the lead came from (app/forms/lead-context.ts) as a JSON object of strings. */
  context: string;
  created_at: number;
}

/** The outbox: one row per submission and delivery channel. */
export interface DeliveriesTable {
  id: string;
  submission_id: string;
  channel: ChannelName;
  status: Generated<DeliveryStatus>;
  /** Attempts started so far (counted when a worker claims the row). */
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number;
  delivered_at: number | null;
  /** The lease: until then only `claimed_by` may deliver this row. */
  claimed_until: number | null;
  claimed_by: string | null;
}

/** One row per visitor address that was sent a confirmation e-mail lately. */
export interface ConfirmationLimitsTable {
  /** The address, trimmed and in lower case. */
  address: string;
  /** When the submission it confirms was stored. */
  confirmed_at: number;
  /** The submission that holds the address's confirmation, so that its retries may send it. */
  submission_id: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface DatabaseSchema {
  submissions: SubmissionsTable;
  deliveries: DeliveriesTable;
  confirmation_limits: ConfirmationLimitsTable;
  server_secrets: ServerSecretsTable;
}
