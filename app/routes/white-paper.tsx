// /white-paper
import { PageBanner } from "~/components/sections/page-banner";
import { AudienceCalls } from "~/components/white-paper/audience-calls";
import { WhitePaperBody, WhitePaperFacts } from "~/components/white-paper/white-paper-body";
import { banner } from "~/content/pages/white-paper";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("white-paper");

export default function WhitePaperPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <WhitePaperFacts facts={banner.facts} />
      </PageBanner>
      <WhitePaperBody />
      <AudienceCalls />
    </>
  );
}
