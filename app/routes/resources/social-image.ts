import { site } from "~/config/site";
import pageMetas from "~content/site/page-meta";
import { renderSocialImage } from "~/lib/social-image.server";
import { routeTable } from "~/lib/site-routes";
import type { Route } from "./+types/social-image";

export async function loader({ params }: Route.LoaderArgs) {
  const id = params.image.replace(/\.png$/, "");
  const page = routeTable.find((candidate) => `${candidate.id}.png` === params.image);
  if (!page) throw new Response("Not Found", { status: 404 });
  const eyebrow = page.path.startsWith("/consortium") ? site.consortiumName : site.corporationName;
  const png = await renderSocialImage(pageMetas[page.id].title, eyebrow);
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Content-Disposition": `inline; filename="${id}.png"` },
  });
}
