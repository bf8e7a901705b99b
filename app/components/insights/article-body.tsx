import { ProseBlocks, type ProseLook } from "~/components/sections/prose-blocks";
import type { ProseDocument } from "~/content/schema/prose";

/** The elements take their style from the `prose-copy` class around the body (app/app.css). */
const articleLook: ProseLook = {
  listItem: "mt-2",
  term: "text-ink",
  quote: "my-6 border-l-4 border-brand pl-5 text-lg leading-relaxed text-ink italic",
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
