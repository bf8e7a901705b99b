/** What an article's page shows around its text: an optional cover, its pictures, and the neighbours it links to. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { articleColumnSizes } from "~/components/insights/article-body";
import ArticlePage from "~/routes/insights-article";
import { articles, type Article } from "~/lib/insights-articles";
import type { PictureSource } from "~/pictures/picture-kinds";
import { parsePage } from "../../support/built-page";

const { cover, figure } = vi.hoisted(() => ({
  cover: {
    kind: "cover",
    file: "content/pictures/articles/an-article/cover.jpg",
    alt: "An open ledger on a desk",
  } satisfies PictureSource,
  figure: {
    kind: "figure",
    file: "content/pictures/articles/an-article/chart.jpg",
    alt: "A chart of trust rising",
  } satisfies PictureSource,
}));

vi.mock("~content/pictures", async () => {
  const { preparedManifest } = await import("../../support/prepared-pictures");
  return {
    default: await preparedManifest([
      { source: cover, width: 800, height: 500 },
      { source: figure, width: 600, height: 400 },
    ]),
  };
});

const render = (article: Article) =>
  parsePage(
    renderToStaticMarkup(<ArticlePage {...({ loaderData: { article } } as Parameters<typeof ArticlePage>[0])} />),
  );

describe("an article's page", () => {
  it("shows the cover first, with its alternative text, fetched at once as the page's first picture", () => {
    const page = render({ ...articles[0], cover });
    const image = page.querySelector(`img[alt="${cover.alt}"]`)!;
    expect(image.closest("picture")?.querySelectorAll("source")).toHaveLength(2);
    expect(image.getAttribute("sizes")).toBe(articleColumnSizes);
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.hasAttribute("loading")).toBe(false);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["800", "400"]);
    expect(render(articles[0]).querySelector("img")).toBeNull();
  });

  it("shows a picture of its text as a figure with its caption, loaded as it nears the screen", () => {
    const [first, ...rest] = articles[0].body.sections;
    const body = {
      ...articles[0].body,
      sections: [
        {
          ...first,
          blocks: [{ type: "picture" as const, picture: figure, caption: "Trust, year by year" }, ...first.blocks],
        },
        ...rest,
      ],
    };
    const image = render({ ...articles[0], body }).querySelector(`figure img[alt="${figure.alt}"]`)!;
    expect(image.closest("figure")?.querySelector("figcaption")?.textContent).toBe("Trust, year by year");
    expect(image.getAttribute("sizes")).toBe(articleColumnSizes);
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("links the newest article to no next article and the oldest to no previous one", () => {
    const html = (article: Article) =>
      renderToStaticMarkup(<ArticlePage {...({ loaderData: { article } } as Parameters<typeof ArticlePage>[0])} />);
    const newest = html(articles[0]);
    const oldest = html(articles.at(-1)!);
    expect(newest).toContain(`href="/insights/${articles[1].slug}"`);
    expect(newest).not.toContain('data-direction="next"');
    expect(oldest).not.toContain('data-direction="previous"');
    expect(oldest).toContain('data-direction="next"');
  });
});
