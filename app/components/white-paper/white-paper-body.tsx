import type { Content } from "~/content/collections";
import { whitePaperPdfFileName, type WhitePaper } from "~/lib/white-paper-content";
import { sectionLabel, type ProseSection } from "~/content/schema/prose";
import { SampleDashboard } from "./sample-dashboard";
import { WhitePaperArticle } from "./white-paper-article";
import { WhitePaperContents } from "./white-paper-contents";
import { WhitePaperAbout, WhitePaperReferences } from "./white-paper-end-matter";

type WhitePaperBodyProps = {
  paper: WhitePaper;
  sections: ProseSection[];
  page: Content<"pages/white-paper">;
};

/** The paper itself: its contents beside the article on wide screens (above it on narrow ones), then the end matter. */
export function WhitePaperBody({ paper, sections, page }: WhitePaperBodyProps) {
  const contentsEntries = sections.map((section) => ({ id: section.id, label: sectionLabel(section) }));
  return (
    <div className="container-page py-12 md:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[16rem_minmax(0,1fr)] xl:gap-16">
      <div className="mb-12 lg:mb-0">
        <WhitePaperContents entries={contentsEntries} />
      </div>
      <article className="max-w-3xl min-w-0">
        <WhitePaperArticle sections={sections} dashboard={<SampleDashboard dashboard={paper.dashboard} />} />
        <div className="mt-16 space-y-16">
          <WhitePaperAbout
            about={paper.about}
            website={page.website}
            download={{ label: page.downloadLabel, fileName: whitePaperPdfFileName }}
          />
          <WhitePaperReferences title={page.referencesTitle} references={paper.references} />
        </div>
      </article>
    </div>
  );
}

/** The paper's version, date and publisher as quiet pills in the banner. */
export function WhitePaperFacts({ facts }: { facts: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li key={fact} className="rounded-full border border-white/25 px-4 py-1.5 text-sm font-medium text-white/90">
          {fact}
        </li>
      ))}
    </ul>
  );
}
