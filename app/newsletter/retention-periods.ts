/**
 * How long the newsletter keeps each kind of record, in days: the one place these numbers are written.
 * The privacy policy and the newsletter's copy state them through content tokens ({retention.…},
 * app/content/schema/content-tokens.ts) and the retention purge enforces them
 * (server/newsletter/subscription-retention.ts); tests/integration/newsletter-retention.test.ts holds
 * the two together. Form submissions have their own period, SUBMISSION_RETENTION_DAYS (site-schema.ts).
 */
export const retentionDays = {
  /** A confirmation link works this long. */
  confirmationLink: 7,
  /** An address that never confirms is forgotten this long after its last request. */
  unconfirmed: 30,
  /** An address unsubscribed from every list is forgotten this long after it left the last one. */
  unsubscribed: 365,
  /** An address mail to which stopped (it bounced, or its owner complained) is forgotten this long after. */
  suppressed: 365,
  /** Which edition went to whom, and how that ended, is kept this long after the edition. */
  sendRecords: 365,
  /** A subscriber's message in the outbox (a confirmation, an edition copy, a webhook event) is kept this long once sent or given up. */
  sentMessages: 30,
} as const;
