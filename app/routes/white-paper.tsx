// /white-paper
import { PageBanner } from "~/components/sections/page-banner";
import { AudienceCalls } from "~/components/white-paper/audience-calls";
import { WhitePaperBody, WhitePaperFacts } from "~/components/white-paper/white-paper-body";
import { whitePaper, whitePaperSections, whitePaperVersionLabel } from "~/lib/white-paper-content";
import page from "~content/pages/white-paper";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("white-paper");

export default function WhitePaperPage() {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={whitePaper.title} subtitle={whitePaper.abstract}>
        <WhitePaperFacts facts={[whitePaperVersionLabel, whitePaper.date, whitePaper.byline]} />
      </PageBanner>
      <WhitePaperBody paper={whitePaper} sections={whitePaperSections} page={page} />
      <AudienceCalls heading={page.nextSteps} calls={page.audienceCalls} />
    </>
  );
}
