import type { AppLoadContext } from "react-router";
import type { ArchivedEdition, NewsletterArchive } from "~/newsletter/archive-contract";

/**
 * The sent editions for the sitemap and the feeds: undefined while pre-rendering (no database: the build's
 * files list none) and while the database cannot be read (the server then answers as the build did,
 * rather than fail the whole sitemap or feed).
 */
export async function sentEditionsFor(context: AppLoadContext): Promise<ArchivedEdition[] | undefined> {
  return context.newsletterArchive?.editions().catch(() => undefined);
}

/** A file answered per request is cached a few minutes, so that a new edition appears soon. */
export const perRequestCaching = (editions: ArchivedEdition[] | undefined): Record<string, string> =>
  editions ? archiveHeaders : {};

const unavailable = () => new Response("The newsletter archive is unavailable for a moment.", { status: 503 });

/** The archive's service; a 503 while this server has none (the development server) or its database is away. */
export function archiveOf(context: AppLoadContext): NewsletterArchive {
  const archive = context.newsletterArchive;
  if (!archive) throw unavailable();
  return {
    editions: () =>
      archive.editions().catch(() => {
        throw unavailable();
      }),
    edition: (number) =>
      archive.edition(number).catch(() => {
        throw unavailable();
      }),
  };
}

/** Archive pages are read from the database per request; a sent edition never changes, so a few minutes of caching is safe. */
export const archiveHeaders = { "Cache-Control": "public, max-age=300" };
