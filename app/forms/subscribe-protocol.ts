/**
 * What the subscribe form's markup, its script (app/browser/subscribe-form.ts) and its action
 * (./subscribe-action.server.ts) agree on: the answer's shape. Type-only, so the script carries none of it.
 */
export type SubscribeReply = {
  outcome: "token" | "sent" | "invalid" | "confirm" | "refused";
  /** About the whole form: the success text, the error summary, a refusal, the request to press again. */
  message?: string;
  /** One or more messages per field name. */
  fieldErrors?: Record<string, string[]>;
  /** What was posted, to show again after a post answered by a page. */
  values?: { email: string; lists: string[]; consent: boolean };
  /** A fresh fill-time token for the next post. */
  token?: string;
};
