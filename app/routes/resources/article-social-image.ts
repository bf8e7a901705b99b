import pageMetas from "~content/site/page-meta";
import { articleNamed } from "~/lib/insights-articles";
import type { Route } from "./+types/article-social-image";

/** /og/insights/<article>.png: an article's link-preview picture, drawn like every page's (its title under "Insights"). */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = /^(.+)\.png$/.exec(params.image)?.[1];
  const article = slug ? articleNamed(slug) : undefined;
  if (!article) throw new Response("Not Found", { status: 404 });
  // Imported here, not with the server (satori costs each start a fifth of a second): pre-rendered once.
  const { renderSocialImage } = await import("~/lib/social-image.server");
  const png = await renderSocialImage(article.title, pageMetas.insights.title);
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Content-Disposition": `inline; filename="${article.slug}.png"` },
  });
}
