import pageMetas from "~content/site/page-meta";
import { articleNamed } from "~/lib/insights-articles";
import { renderSocialImage } from "~/lib/social-image.server";
import type { Route } from "./+types/article-social-image";

/** /og/insights/<article>.png: an article's link-preview picture, drawn like every page's (its title under "Insights"). */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = /^(.+)\.png$/.exec(params.image)?.[1];
  const article = slug ? articleNamed(slug) : undefined;
  if (!article) throw new Response("Not Found", { status: 404 });
  const png = await renderSocialImage(article.title, pageMetas.insights.title);
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Content-Disposition": `inline; filename="${article.slug}.png"` },
  });
}
