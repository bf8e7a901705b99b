import { newsletterArchivePaths } from "~/newsletter/archive-contract";
import { absoluteUrl, routeTable } from "~/lib/site-routes";
import { perRequestCaching, sentEditionsFor } from "~/newsletter/sent-editions.server";
import articles from "~content/articles";
import { contentPages } from "~/route-table";
import type { Route } from "./+types/sitemap";

/**
 * Every canonical page: the route table's, then those made from content, with the day their content last
 * changed, then the newsletter's archive and, answered by the server, each edition sent (the build's file
 * has none: docs/decisions/021-newsletter-subscriptions.md, "Editions from the desk").
 */
export async function loader({ context }: Route.LoaderArgs) {
  const editions = await sentEditionsFor(context);
  const pages = [
    ...routeTable.map((page) => ({ path: page.path, lastModified: undefined })),
    ...contentPages(routeTable, articles),
    { path: newsletterArchivePaths.list, lastModified: editions?.[0]?.sentAt.slice(0, 10) },
    ...(editions ?? []).map((edition) => ({
      path: newsletterArchivePaths.edition(edition.number),
      lastModified: edition.sentAt.slice(0, 10),
    })),
  ];
  const urls = pages
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...perRequestCaching(editions) },
  });
}
