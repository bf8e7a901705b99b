import { absoluteUrl, routeTable } from "~/lib/site-routes";
import articles from "~content/articles";
import { contentPages } from "~/route-table";

/** Every canonical page: the route table's, then those made from content, with the day their content last changed. */
export function loader() {
  const pages = [
    ...routeTable.map((page) => ({ path: page.path, lastModified: undefined })),
    ...contentPages(routeTable, articles),
  ];
  const urls = pages
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
