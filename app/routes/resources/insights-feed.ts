import { feedBody } from "~/lib/insights-feed.server";
import { perRequestCaching, sentEditionsFor } from "~/newsletter/sent-editions.server";
import { routeTable } from "~/lib/site-routes";
import { feedFormats, feedMediaTypes, feedPaths } from "~/route-table";
import type { Route } from "./+types/insights-feed";

/** /insights/rss.xml, /insights/atom.xml and /insights/feed.json (one route per path in app/routes.ts), with the editions sent when the server answers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const paths = feedPaths(routeTable);
  const format = feedFormats.find((candidate) => paths[candidate] === new URL(request.url).pathname);
  if (!format) throw new Response("Not Found", { status: 404 });
  const editions = await sentEditionsFor(context);
  return new Response(feedBody(format, editions), {
    headers: { "Content-Type": `${feedMediaTypes[format]}; charset=utf-8`, ...perRequestCaching(editions) },
  });
}
