import { feedBody } from "~/lib/insights-feed.server";
import { routeTable } from "~/lib/site-routes";
import { feedFormats, feedMediaTypes, feedPaths } from "~/route-table";
import type { Route } from "./+types/insights-feed";

/** /insights/rss.xml, /insights/atom.xml and /insights/feed.json (one route per path in app/routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const paths = feedPaths(routeTable);
  const format = feedFormats.find((candidate) => paths[candidate] === new URL(request.url).pathname);
  if (!format) throw new Response("Not Found", { status: 404 });
  return new Response(feedBody(format), {
    headers: { "Content-Type": `${feedMediaTypes[format]}; charset=utf-8` },
  });
}
