// /search (docs/decisions/011-site-search.md)
import { PageBanner } from "~/components/sections/page-banner";
import { PageDirectory, SearchPageForm, SearchPageResults } from "~/components/search/search-page";
import searchCopy from "~content/site/search";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("search");

const { banner } = searchCopy.page;

export default function SearchPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <SearchPageForm />
      </PageBanner>
      <SearchPageResults />
      <PageDirectory />
    </>
  );
}
