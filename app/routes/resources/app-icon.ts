import { appIcons } from "~/lib/app-icons.server";
import type { Route } from "./+types/app-icon";

/** /favicon.svg, /favicon.ico and the PNG icons (one route per path in app/routes.ts): written to build/client by the pre-renderer. */
export function loader({ request }: Route.LoaderArgs) {
  const icon = appIcons[new URL(request.url).pathname];
  if (!icon) throw new Response("Not Found", { status: 404 });
  return new Response(icon.render(), { headers: { "Content-Type": icon.contentType } });
}
