import type { ArchivedEdition, NewsletterArchive } from "../../app/newsletter/archive-contract";
import type { Storage } from "../storage/database";
import { type Edition, editionNumbered, editionsSoFar } from "./editions";
import { parseIntroduction } from "./introduction";

// The content's words, readable once the site configuration is loaded (as the e-mails load theirs).
const newsletterCopy = async () => (await import("~content/forms/newsletter")).default;

/** What the public may read of an edition: its words and articles, as the e-mail showed them. */
async function archived(edition: Edition, origin: string): Promise<ArchivedEdition> {
  const newsletter = await newsletterCopy();
  return {
    number: edition.number,
    sentAt: new Date(edition.createdAt).toISOString(),
    subject: edition.subject ?? newsletter.emails.edition.subject,
    introduction: edition.introduction ? parseIntroduction(edition.introduction, origin).introduction : [],
    articles: edition.articles.map(({ slug, title, summary, authors, url }) => ({
      slug,
      title,
      summary,
      authors,
      url,
    })),
  };
}

/** The newsletter's public archive: every edition sent, read from the database when a page asks. */
export function createNewsletterArchive({
  storage,
  origin,
}: {
  storage: Pick<Storage, "ready">;
  origin: string;
}): NewsletterArchive {
  return {
    async editions() {
      const editions = (await editionsSoFar(await storage.ready())).reverse();
      return Promise.all(editions.map((edition) => archived(edition, origin)));
    },
    async edition(number) {
      const edition = await editionNumbered(await storage.ready(), number);
      return edition && archived(edition, origin);
    },
  };
}
