import { AudienceCalls } from "~/components/white-paper/audience-calls";
import { WhitePaperArticle } from "~/components/white-paper/white-paper-article";
import { WhitePaperContents } from "~/components/white-paper/white-paper-contents";
import { WhitePaperAbout, WhitePaperReferences } from "~/components/white-paper/white-paper-end-matter";
import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/white-paper";
import { sectionLabel, whitePaperSections } from "~/content/white-paper";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("white-paper");

const contentsEntries = whitePaperSections.map((section) => ({ id: section.id, label: sectionLabel(section) }));

export default function WhitePaperPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ul className="flex flex-wrap gap-2">
          {banner.facts.map((fact) => (
            <li key={fact} className="rounded-full border border-white/25 px-4 py-1.5 text-sm font-medium text-white/90">
              {fact}
            </li>
          ))}
        </ul>
      </PageBanner>
      <div className="container-page py-12 md:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[16rem_minmax(0,1fr)] xl:gap-16">
        <div className="mb-12 lg:mb-0">
          <Island name="white-paper-contents" component={WhitePaperContents} props={{ entries: contentsEntries }} />
        </div>
        <article className="max-w-3xl min-w-0">
          <WhitePaperArticle sections={whitePaperSections} />
          <div className="mt-16 space-y-16">
            <WhitePaperAbout />
            <WhitePaperReferences />
          </div>
        </article>
      </div>
      <AudienceCalls />
    </>
  );
}
