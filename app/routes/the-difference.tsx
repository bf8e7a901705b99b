// /platform/the-difference
import { ContrastList } from "~/components/sections/contrast-list";
import { DetailCards } from "~/components/sections/detail-cards";
import { DimensionList } from "~/components/sections/dimension-list";
import { FactPanel } from "~/components/sections/fact-panel";
import { GroupTitle } from "~/components/sections/group-title";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import howItWorks from "~content/pages/how-it-works";
import theDifference from "~content/pages/the-difference";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("the-difference");

const {
  banner,
  closing,
  comparisonLabels,
  comparisons,
  dimensionsTitle,
  ethicalDimension,
  ethicalFacts,
  ethicalFactsTitle,
  explore,
  exploreSection,
  gapsSection,
  pillars,
  pillarsSection,
} = theDifference;
const { dimensions } = howItWorks;

export default function TheDifferencePage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <TitledSection heading={gapsSection}>
        <ContrastList rows={comparisons} beforeLabel={comparisonLabels.before} afterLabel={comparisonLabels.after} />
      </TitledSection>
      <TitledSection heading={pillarsSection} tone="soft">
        <DetailCards cards={pillars} columns={2} />
      </TitledSection>
      <StorySection story={ethicalDimension} aside={<FactPanel title={ethicalFactsTitle} facts={ethicalFacts} />}>
        <GroupTitle className="mt-0">{dimensionsTitle}</GroupTitle>
        <DimensionList dimensions={dimensions} highlight="ethical" />
      </StorySection>
      <TitledSection heading={exploreSection} tone="soft">
        <FeatureGrid features={explore} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
