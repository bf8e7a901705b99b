import type { RichText } from "~/content/schema/prose";

/**
 * The contract between the newsletter archive's pages, the sitemap and the feeds (app/routes/) and the
 * server that reads sent editions from the database (server/newsletter/edition-archive.ts), handed to them
 * through the load context. Only what an edition said in public: never its recipients, its sender or
 * anything of a subscriber.
 */
type ArchivedArticle = { slug: string; title: string; summary: string; authors: string[]; url: string };

export type ArchivedEdition = {
  number: number;
  /** When it was sent (queued for every subscriber), as an ISO instant. */
  sentAt: string;
  /** The editor's subject, else the content's. */
  subject: string;
  /** The editor's introduction as paragraphs of the prose model; empty when the edition had none. */
  introduction: RichText[];
  articles: ArchivedArticle[];
};

export type NewsletterArchive = {
  /** Every edition sent, newest first. */
  editions(): Promise<ArchivedEdition[]>;
  edition(number: number): Promise<ArchivedEdition | undefined>;
};

/**
 * The newsletter's public archive: every edition sent, each on its page, rendered for each request from
 * the database (docs/decisions/021-newsletter-subscriptions.md, "Editions from the desk"); the sitemap and
 * the feeds the server answers list them. Given `:number`, `edition` is the router's pattern. Kept out of
 * app/route-table.ts, whose module the public islands share: no public page's script carries these paths.
 */
export const newsletterArchivePaths = {
  list: "/newsletter/archive",
  edition: (number: number | string) => `/newsletter/archive/${number}`,
} as const;

/** The day an edition was sent, as its pages say it: in UTC, the same for every reader. */
export const sentDay = (sentAt: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(sentAt));
