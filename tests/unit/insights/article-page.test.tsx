/** What an article's page shows around its text: an optional cover, and the neighbours it links to. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ArticlePage from "~/routes/insights-article";
import { articles, type Article } from "~/lib/insights";

const render = (article: Article) =>
  renderToStaticMarkup(<ArticlePage {...({ loaderData: { article } } as Parameters<typeof ArticlePage>[0])} />);

describe("an article's page", () => {
  it("shows the cover image, when the article has one, with its alternative text", () => {
    const cover = { src: "/images/insights/ledger.webp", alt: "An open ledger on a desk" };
    expect(render({ ...articles[0], cover })).toContain(`<img src="${cover.src}" alt="${cover.alt}"`);
    expect(render(articles[0])).not.toContain("<img");
  });

  it("links the newest article to no next article and the oldest to no previous one", () => {
    const newest = render(articles[0]);
    const oldest = render(articles.at(-1)!);
    expect(newest).toContain(`href="/insights/${articles[1].slug}"`);
    expect(newest).not.toContain('data-direction="next"');
    expect(oldest).not.toContain('data-direction="previous"');
    expect(oldest).toContain('data-direction="next"');
  });
});
