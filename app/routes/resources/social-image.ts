import { site } from "~/config/site";
import pageMetas from "~content/site/page-meta";
import { routeTable } from "~/lib/site-routes";
import type { Route } from "./+types/social-image";

export async function loader({ params }: Route.LoaderArgs) {
  const id = params.image.replace(/\.png$/, "");
  const page = routeTable.find((candidate) => `${candidate.id}.png` === params.image);
  if (!page) throw new Response("Not Found", { status: 404 });
  const eyebrow = page.path.startsWith("/consortium") ? site.consortiumName : site.corporationName;
  // Imported here, not with the server (satori costs each start a fifth of a second): pre-rendered once.
  const { renderSocialImage } = await import("~/lib/social-image.server");
  const png = await renderSocialImage(pageMetas[page.id].title, eyebrow);
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Content-Disposition": `inline; filename="${id}.png"` },
  });
}
