/**
 * What the subscribe form's markup, its script (app/browser/subscribe-form.ts) and its action
 * (./subscribe-action.server.ts) agree on: the answer's shape, and which notice shows its message.
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

/** Where a reply's message shows: a notice of the status region, by its tone, or the alert region's. */
export type ReplyNotice = "success" | "info" | "danger" | "alert";

export function replyNotice(outcome: SubscribeReply["outcome"]): ReplyNotice | undefined {
  if (outcome === "sent") return "success";
  if (outcome === "confirm") return "info";
  if (outcome === "invalid") return "danger";
  if (outcome === "refused") return "alert";
  return undefined;
}
