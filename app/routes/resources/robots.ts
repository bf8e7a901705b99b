import { deskPaths, resourcePaths } from "~/route-table";
import { absoluteUrl } from "~/lib/site-routes";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${deskPaths.inbox}`,
    "",
    `Sitemap: ${absoluteUrl(resourcePaths.sitemap)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
