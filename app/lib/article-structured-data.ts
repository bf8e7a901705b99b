import { lastModifiedOf, resourcePaths } from "~/route-table";
import {
  authorsOf,
  coverSocialPicture,
  insightsPath,
  readingMinutes,
  topicsOf,
  wordCount,
  type Article,
} from "./insights-articles";
import { largestFallbackFile } from "./pictures";
import { absoluteUrl } from "./site-routes";
import { nodeIds, organizationNamed } from "./structured-data";

const imageObject = ({ src, width, height }: { src: string; width: number; height: number }) => ({
  "@type": "ImageObject",
  url: absoluteUrl(src),
  width,
  height,
});

/** With a cover, the cover as the link preview cuts it and at its largest; without, the generated title card. */
function articleImages(article: Article) {
  const socialPicture = coverSocialPicture(article);
  if (!socialPicture) return [absoluteUrl(resourcePaths.articleSocialImage(article.slug))];
  return [imageObject(socialPicture), imageObject(largestFallbackFile(article.cover!))];
}

/**
 * An article for search engines: a schema.org Article published by the corporation (the node
 * of the site-wide graph, app/lib/structured-data.ts), written by members of the team.
 */
export function articleJsonLd(article: Article) {
  const url = absoluteUrl(insightsPath.article(article.slug));
  const topics = topicsOf(article);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    datePublished: article.published,
    dateModified: lastModifiedOf(article),
    inLanguage: "en",
    image: articleImages(article),
    author: authorsOf(article).map((author) => ({
      "@type": "Person",
      name: author.name,
      jobTitle: author.title,
      url: absoluteUrl(author.href),
    })),
    publisher: organizationNamed("corporation"),
    isPartOf: { "@id": nodeIds.website },
    articleSection: topics[0].title,
    keywords: topics.map((topic) => topic.title).join(", "),
    wordCount: wordCount(article.body),
    timeRequired: `PT${readingMinutes(article.body)}M`,
  };
}
