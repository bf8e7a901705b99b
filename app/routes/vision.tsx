// /vision
import { ContrastList } from "~/components/sections/contrast-list";
import { DimensionList } from "~/components/sections/dimension-list";
import { FactPanel } from "~/components/sections/fact-panel";
import { GroupTitle } from "~/components/sections/group-title";
import { PullQuote } from "~/components/sections/pull-quote";
import { Roadmap } from "~/components/sections/roadmap";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { WhitePaperClaims } from "~/components/insights/white-paper-claims";
import insights from "~content/pages/insights";
import siteCopy from "~content/site/site";
import vision from "~content/pages/vision";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("vision");

const {
  banner,
  closing,
  communities,
  communityGains,
  communityGainsTitle,
  debtToPremium,
  debtToPremiumLabels,
  debtToPremiumSection,
  economyOfTrust,
  horizon,
  horizonSection,
  premiumClaimsTitle,
  programmes,
  promise,
  regenerativeDimensions,
  regenerativeSection,
} = vision;
const { whitePaperClaims } = insights;

export default function VisionPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle} />
      <StorySection story={economyOfTrust} aside={<PullQuote quote={siteCopy.tagline} source={promise.source} />} />
      <TitledSection heading={regenerativeSection} tone="soft">
        <DimensionList dimensions={regenerativeDimensions} />
      </TitledSection>
      <TitledSection heading={debtToPremiumSection}>
        <ContrastList
          rows={debtToPremium}
          beforeLabel={debtToPremiumLabels.before}
          afterLabel={debtToPremiumLabels.after}
        />
        <GroupTitle>{premiumClaimsTitle}</GroupTitle>
        <WhitePaperClaims claims={whitePaperClaims} />
      </TitledSection>
      <StorySection
        story={communities}
        tone="soft"
        aside={<FactPanel title={communityGainsTitle} facts={communityGains} tone="raised" />}
      >
        <ActionLinks actions={programmes} />
      </StorySection>
      <TitledSection heading={horizonSection}>
        <Roadmap phases={horizon} layout="horizontal" />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
