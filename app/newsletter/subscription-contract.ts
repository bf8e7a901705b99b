import type { NewsletterList } from "./newsletter-lists";

/**
 * The contract between the newsletter's routes (app/routes/newsletter/) and the server that
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

/** What a confirmation link asks, shown with its button before anything changes. */
export type ConfirmationRequest =
  { outcome: "pending"; email: string; lists: NewsletterList[] } | { outcome: Exclude<ConfirmOutcome, "confirmed"> };

/** Who pressed the button, kept with the consent record as the request's are: the page, and the client's keyed hash. */
export type ConfirmInput = { page: string; clientAddress: string };

export type ListState = { list: NewsletterList; subscribed: boolean };

/** What a preferences link found: the subscriber's lists, or why there are none to show. */
export type PreferencesOutcome =
  { outcome: "found"; email: string; lists: ListState[] } | { outcome: "invalid" | "erased" };

/** What an unsubscription did: left the link's list, or every list. */
export type UnsubscribeOutcome =
  | { outcome: "unsubscribed"; from: NewsletterList | "everything"; email: string; lists: ListState[] }
  | { outcome: "invalid" | "erased" };

export interface SubscriptionService {
  /** Records the request and queues a confirmation e-mail unless one went to the address in the last 24 hours. */
  subscribe(input: SubscribeInput): Promise<void>;
  /** What the link would confirm; changes nothing (a link scanner opening it confirms nothing). */
  confirmation(token: string | null): Promise<ConfirmationRequest>;
  /** The person pressed the button: confirms the lists the link was sent for, and only those. */
  confirm(token: string | null, input: ConfirmInput): Promise<ConfirmOutcome>;
  preferences(token: string | null): Promise<PreferencesOutcome>;
  /** Keeps exactly `lists` (none: unsubscribed from everything). */
  choose(token: string | null, lists: NewsletterList[]): Promise<PreferencesOutcome>;
  /**
   * Leaves the list the link names (an edition's one-click POST, RFC 8058), or every list when asked to
   * or when the link names none.
   */
  unsubscribe(token: string | null, { everything }: { everything: boolean }): Promise<UnsubscribeOutcome>;
}
