/**
 * What a visitor can subscribe to, named in posts, in the database and in the webhook's events.
 * Their labels are content (content/forms/newsletter.yaml); these values are the code's.
 */
export const newsletterLists = ["insights", "consortium"] as const;

export type NewsletterList = (typeof newsletterLists)[number];

export const isNewsletterList = (value: unknown): value is NewsletterList =>
  newsletterLists.includes(value as NewsletterList);

/** The list each newsletter edition goes to: new Insights articles. */
export const editionList: NewsletterList = "insights";

/** The subscribe form's field names, shared by its markup, its script and its action. */
export const subscribeFields = { email: "email", lists: "lists", consent: "consent", page: "page" } as const;

/** The name its fill-time tokens are signed for (app/forms/fill-time-token.server.ts). */
export const subscribeFormName = "subscribe";
