import { ProseBlocks, type ProseLook } from "~/components/sections/prose-blocks";
import type { ProseDocument } from "~/content/schema/prose";

/**
 * How wide the article's column is at each screen width (app/routes/insights-article.tsx): the
 * page's container (76rem at most, 1.25rem of padding a side, 2rem from 48rem), at most 48rem,
 * and from 64rem beside the 17rem aside with a 4rem gap. Its cover and its pictures fill it.
 */
export const articleColumnSizes =
  "(min-width: 64rem) min(48rem, 100vw - 25rem), (min-width: 48rem) min(48rem, 100vw - 4rem), calc(100vw - 2.5rem)";

/** The elements take their style from the `prose-copy` class around the body (app/app.css). */
const articleLook: ProseLook = {
  listItem: "mt-2",
  term: "text-ink",
  quote: "my-6 border-l-4 border-brand pl-5 text-lg leading-relaxed text-ink italic",
  picture: {
    figure: "my-8",
    image: "rounded-card",
    caption: "mt-3 text-base text-muted",
    sizes: articleColumnSizes,
  },
};

/**
 * An article's text (content/articles/*.mdoc): its opening paragraphs, then each `##` section
 * under its heading, whose anchor links can point at. The feeds carry the same markup.
 */
export function ArticleBody({ body }: { body: ProseDocument }) {
  return (
    <>
      <ProseBlocks blocks={body.lead} look={articleLook} />
      {body.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          <ProseBlocks blocks={section.blocks} look={articleLook} />
        </section>
      ))}
    </>
  );
}
