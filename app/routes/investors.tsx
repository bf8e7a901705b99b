// /platform/investors
import { DetailCards } from "~/components/sections/detail-cards";
import { FactPanel } from "~/components/sections/fact-panel";
import { Roadmap } from "~/components/sections/roadmap";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { WhitePaperClaims } from "~/components/insights/white-paper-claims";
import insights from "~content/pages/insights";
import investors from "~content/pages/investors";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("investors");

const {
  banner,
  brief,
  briefTitle,
  closing,
  evidenceSection,
  funds,
  fundsSection,
  investorLinks,
  investorTypes,
  investorTypesSection,
  milestones,
  milestonesSection,
  notice,
  pillars,
  pillarsSection,
  thesis,
} = investors;
const { whitePaperClaims } = insights;

export default function InvestorsPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks
          actions={[
            { ...investorLinks.relations, variant: "inverse" },
            { ...investorLinks.inquiry, variant: "inverse-outline" },
          ]}
        />
      </PageBanner>
      <StorySection story={thesis} aside={<FactPanel title={briefTitle} facts={brief} />} />
      <TitledSection heading={evidenceSection} tone="night">
        <WhitePaperClaims claims={whitePaperClaims} tone="night" />
      </TitledSection>
      <TitledSection heading={pillarsSection}>
        <DetailCards cards={pillars} />
      </TitledSection>
      <TitledSection heading={investorTypesSection} tone="soft">
        <FeatureGrid features={investorTypes} columns={2} />
      </TitledSection>
      <TitledSection heading={fundsSection}>
        <FeatureGrid features={funds} columns={4} />
      </TitledSection>
      <TitledSection heading={milestonesSection} tone="soft">
        <Roadmap phases={milestones} />
        <p className="mt-12 max-w-3xl border-t border-line pt-6 text-sm leading-relaxed text-muted">{notice}</p>
      </TitledSection>
      <CtaBand
        title={closing.title}
        text={closing.text}
        actions={[investorLinks.relations, investorLinks.inquiry, ...closing.actions]}
      />
    </>
  );
}
