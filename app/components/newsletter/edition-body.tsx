import { ProseBlocks, type ProseLook } from "~/components/sections/prose-blocks";
import type { ArchivedEdition } from "~/newsletter/archive-contract";
import newsletter from "~content/forms/newsletter";

const { edition: emailCopy } = newsletter.emails;
const { archive } = newsletter.pages;

const look: ProseLook = {};

/**
 * What an edition said, as its archive page and the feeds show it: the editor's introduction (drawn from
 * the prose model, so nothing typed becomes markup) or the content's, then each article with its link.
 */
export function EditionBody({ edition }: { edition: ArchivedEdition }) {
  return (
    <>
      {edition.introduction.length > 0 ? (
        <ProseBlocks blocks={edition.introduction.map((text) => ({ type: "paragraph", text }))} look={look} />
      ) : (
        <p>{emailCopy.intro}</p>
      )}
      <h2>{archive.articles}</h2>
      {edition.articles.map((article) => (
        <section key={article.slug} aria-labelledby={`article-${article.slug}`}>
          <h3 id={`article-${article.slug}`}>
            <a href={article.url}>{article.title}</a>
          </h3>
          <p>{article.summary}</p>
          <p>{`${emailCopy.by} ${article.authors.join(", ")}`}</p>
        </section>
      ))}
    </>
  );
}
