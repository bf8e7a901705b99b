import type { LeadContext } from "./lead-context";

/**
 * The contract between the form actions (app/forms, app/routes) and the server
 * that stores and delivers submissions (server/). The server creates these
 * services once and hands them to every action through the load context.
 */
export const formNames = ["contact", "company-contact", "demo-request"] as const;

export type FormName = (typeof formNames)[number];

export const isFormName = (name: unknown): name is FormName => formNames.includes(name as FormName);

export type SubmissionInput = {
  form: FormName;
  /** The validated fields, exactly as the form's schema produced them. */
  fields: Record<string, string>;
  /** Where the lead came from (./lead-context.ts); empty when nothing is known. */
  context?: LeadContext;
  /**
   * What makes this post the same as another (./post-key.server.ts): a second submission with the same
   * key is not stored again, and is answered with the first one.
   */
  postKey?: string;
};

export type StoredSubmission = { id: string; createdAt: Date };

export interface SubmissionService {
  /**
   * Stores the submission and queues its delivery in one transaction (and the visitor's
   * confirmation e-mail, when it is on and the address had none in the last 24 hours); resolves
   * only once that is committed. Rejects with SubmissionStorageUnavailable when
   * the database cannot be reached.
   */
  submit(input: SubmissionInput): Promise<StoredSubmission>;
}

export class SubmissionStorageUnavailable extends Error {
  override name = "SubmissionStorageUnavailable";
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SubmissionRateLimiter {
  /** Counts one submission attempt for this client; `RATE_LIMIT_PER_MINUTE=0` always allows. */
  consume(clientKey: string): Promise<RateLimitDecision>;
}

/** What every action receives as `context` (see server/app.ts getLoadContext). */
export type FormServices = {
  submissions: SubmissionService;
  rateLimiter: SubmissionRateLimiter;
  /** The client's address as seen through the configured proxies; the rate-limit key. */
  clientKey: string;
  /** Secret for the forms' signed fill-time tokens (FORM_TOKEN_SECRET, or one kept in the database). */
  formTokenSecret: string;
};
