import type { ColumnType, Generated } from "kysely";
import type { DeskTables } from "./desk-schema";

/**
 * The tables, as the typed query layer sees them. Times are milliseconds since
 * the epoch (`bigint` on PostgreSQL, read back as numbers; `integer` on SQLite),
 * so one set of queries compares and sorts them the same way on both databases.
 */
/**
 * `email` and `webhook` tell the organisation; `confirmation` tells the visitor that their message arrived.
 * The subscription channels (server/newsletter/subscription-channels.ts): `subscribe-confirmation` asks an
 * address to confirm, `edition` sends it a newsletter edition, `subscription-event` tells the webhook.
 */
export type SubmissionChannelName = "email" | "webhook" | "confirmation";
/**
 * The channels of rows that carry a message rather than a submission (`desk-code`: server/desk/code-mail.ts,
 * `desk-assignment`: server/desk/assignment-mail.ts; `scheduled-edition`: server/newsletter/scheduled-editions.ts,
 * due when the edition is).
 */
export type SubscriberChannelName =
  "subscribe-confirmation" | "edition" | "subscription-event" | "desk-code" | "desk-assignment" | "scheduled-edition";
export type ChannelName = SubmissionChannelName | SubscriberChannelName;

/** `failed`: given up, never tried again (only mail to outside addresses: server/delivery/delivery-worker.ts). */
export type DeliveryStatus = "pending" | "failing" | "delivered" | "failed";

export interface SubmissionsTable {
  /** A random UUID; also the idempotency id sent with every delivery. */
  id: string;
  form: string;
  /** The validated fields as a JSON object of strings, stored verbatim. */
  fields: string;
  /** Where the lead came from (app/forms/lead-context.ts) as a JSON object of strings. */
  context: string;
  created_at: number;
  /** What makes a post the same post (app/forms/post-key.server.ts): unique, null before it was kept. */
  post_key: ColumnType<string | null, string | undefined, never>;
}

/** The outbox: one row per submission and delivery channel. */
interface DeliveriesTable {
  id: string;
  /** Set for a submission's deliveries; null for a subscriber's. */
  submission_id: string | null;
  /** Set for a subscriber's mail and events. */
  subscriber_id: Generated<string | null>;
  /** The edition an `edition` row sends. */
  edition_id: Generated<string | null>;
  /** What a `subscription-event` row reports, as JSON, fixed when the event happened. */
  payload: Generated<string | null>;
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
  /** When the first of its failed attempts in a row ended; null once it is delivered or while none failed. */
  failing_since: Generated<number | null>;
  /** When it was given up (status `failed`): a permanent refusal, or failures for longer than allowed. */
  failed_at: Generated<number | null>;
  /** The id of the request that queued it (server/operations/log-context.ts), for the worker's log lines. */
  request_id: Generated<string | null>;
}

/** One row per visitor address that was sent a confirmation e-mail lately. */
interface ConfirmationLimitsTable {
  /** The address, trimmed and in lower case. */
  address: string;
  /** When the submission it confirms was stored. */
  confirmed_at: number;
  /** The submission that holds the address's confirmation, so that its retries may send it. */
  submission_id: string;
}

interface ServerSecretsTable {
  name: string;
  value: string;
}

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * Whether mail may go to a subscriber's address: `bouncing` after a permanent refusal (an SMTP 5xx for
 * the address, or a provider's hard bounce), `complained` after a spam complaint. Every sending path
 * checks it (server/newsletter/deliverability.ts).
 */
export type Deliverability = "active" | "bouncing" | "complained";

/** One row per address that asked to subscribe or was imported. */
export interface SubscribersTable {
  id: string;
  /** Trimmed, in lower case. */
  email: string;
  source: "form" | "import";
  created_at: number;
  /** The pending confirmation link's nonce and expiry: null once used. */
  confirm_nonce: string | null;
  confirm_expires_at: number | null;
  /** The last confirmation e-mail queued: at most one a day. */
  confirmation_sent_at: number | null;
  /** The lists the pending confirmation link was sent for, comma-separated: only these does it confirm. */
  confirm_lists: Generated<string | null>;
  deliverability: Generated<Deliverability>;
  /** When `deliverability` last changed. */
  deliverability_changed_at: Generated<number | null>;
  /** Every list with its status, `,insights:confirmed,consortium:pending,`, kept by triggers (server/storage/subscriber-summary.ts). */
  list_statuses: Generated<string>;
}

interface SubscriptionsTable {
  subscriber_id: string;
  list: string;
  status: SubscriptionStatus;
  updated_at: number;
  confirmed_at: number | null;
}

/** What the subscriber agreed to, when, where and in which wording. */
export interface ConsentRecordsTable {
  id: string;
  subscriber_id: string;
  /**
   * What happened, as a timeline names it: asked, confirmed, imported, lists changed, unsubscribed, the
   * address bounced or complained (mail to it stops), or a message to it was given up after failures.
   */
  event: "requested" | "confirmed" | "imported" | "changed" | "unsubscribed" | "bounced" | "complained" | "gave-up";
  /** The lists concerned, comma-separated. */
  lists: string;
  recorded_at: number;
  /** The page the form was on, or how the record came (an import's source). */
  page: string;
  consent_version: string;
  /** HMAC of the client address with the privacy key: never the address itself. */
  client_hash: string | null;
  /** What the record is about beyond its event: the SMTP answer, the provider's report, the message given up. */
  detail: Generated<string | null>;
}

export interface EditionsTable {
  id: string;
  number: number;
  /** The slugs of its articles, as JSON. */
  articles: string;
  created_at: number;
  recipients: number;
  /** The subject and introduction (plain text or a small Markdown subset) the editor gave it; null before the desk. */
  subject: Generated<string | null>;
  introduction: Generated<string | null>;
  /** Who sent it from the desk; null from the command line. */
  sent_by: Generated<string | null>;
  /** The list it went to (app/newsletter/newsletter-lists.ts); `insights` for editions before lists could be chosen. */
  list: Generated<string>;
  /** Who approved it when a second person had to; null otherwise. */
  approved_by: Generated<string | null>;
}

/** The next edition's words while an editor writes them, keyed by the number it will have. */
interface EditionDraftsTable {
  number: number;
  subject: string;
  introduction: string;
  updated_at: number;
  updated_by: string;
  list: Generated<string>;
  /** `draft` while written; `awaiting-approval` once asked for and a second person must approve; `scheduled` once due at `send_at`. */
  state: Generated<EditionDraftState>;
  /** When it goes out (UTC milliseconds); null: as soon as it is approved. */
  send_at: Generated<number | null>;
  /** The time zone the person chose the time in, to say it back to them. */
  send_zone: Generated<string | null>;
  /** Who asked for the send, and who approved it. */
  requested_by: Generated<string | null>;
  approved_by: Generated<string | null>;
}

export type EditionDraftState = "draft" | "awaiting-approval" | "scheduled";

/** The desk's rules an owner sets, by name (server/newsletter/approval-rule.ts). */
interface DeskRulesTable {
  name: string;
  value: string;
  updated_at: number;
  updated_by: string;
}

/**
 * How an edition copy ended: `sent` (the relay took it), `skipped` (unsubscribed, suppressed or erased
 * before it was due), `bounced` (refused for good), `failed` (given up after failures).
 */
export type EditionSendStatus = "queued" | "sent" | "skipped" | "bounced" | "failed";

/** One row per recipient of an edition, written with its outbox row: the edition is queued once per subscriber. */
interface EditionSendsTable {
  edition_id: string;
  subscriber_id: string;
  queued_at: number;
  /** Kept in step with the copy's outbox row, in the same transaction (server/newsletter/editions.ts). */
  status: Generated<EditionSendStatus>;
  settled_at: Generated<number | null>;
}

/** Addresses erased on request, as keyed hashes: never mailed again unless they subscribe anew. */
interface ErasedAddressesTable {
  address_hash: string;
  erased_at: number;
}

/** A rate shared by every server process: the next moment a message of `name` may be sent (server/delivery/send-pace.ts). */
interface SendPaceTable {
  name: string;
  next_at: number;
}

/** One-time tokens of signed provider events seen lately, so that a replayed event is refused. */
interface ProviderEventTokensTable {
  token: string;
  seen_at: number;
}

export interface DatabaseSchema extends DeskTables {
  subscribers: SubscribersTable;
  subscriptions: SubscriptionsTable;
  consent_records: ConsentRecordsTable;
  editions: EditionsTable;
  edition_sends: EditionSendsTable;
  edition_drafts: EditionDraftsTable;
  desk_rules: DeskRulesTable;
  erased_addresses: ErasedAddressesTable;
  submissions: SubmissionsTable;
  deliveries: DeliveriesTable;
  confirmation_limits: ConfirmationLimitsTable;
  server_secrets: ServerSecretsTable;
  send_pace: SendPaceTable;
  provider_event_tokens: ProviderEventTokensTable;
}
