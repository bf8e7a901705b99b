import type { NewsletterList } from "./newsletter-lists";

/**
 * The contract between the newsletter's routes (app/routes/newsletter-*.tsx) and the server that
 * keeps subscriptions (server/newsletter/subscription-service.ts), handed to the routes through the
 * load context like the form services. Storage failures reject with SubmissionStorageUnavailable.
 */
export type SubscribeInput = {
  email: string;
  lists: NewsletterList[];
  /** The page the form was sent from (a path on this site). */
  page: string;
  /** The client's address: only its keyed hash is kept. */
  clientAddress: string;
};

/** What a confirmation link found. */
export type ConfirmOutcome = "confirmed" | "expired" | "used" | "invalid" | "erased";

export type ListState = { list: NewsletterList; subscribed: boolean };

/** What a preferences link found: the subscriber's lists, or why there are none to show. */
export type PreferencesOutcome =
  { outcome: "found"; email: string; lists: ListState[] } | { outcome: "invalid" | "erased" };

export interface SubscriptionService {
  /** Records the request and queues a confirmation e-mail unless one went to the address in the last 24 hours. */
  subscribe(input: SubscribeInput): Promise<void>;
  confirm(token: string | null): Promise<ConfirmOutcome>;
  preferences(token: string | null): Promise<PreferencesOutcome>;
  /** Keeps exactly `lists` (none: unsubscribed from everything). */
  choose(token: string | null, lists: NewsletterList[]): Promise<PreferencesOutcome>;
}
