// /platform/prosperity-points
import { Callout } from "~/components/sections/callout";
import { DetailCards } from "~/components/sections/detail-cards";
import { FactPanel } from "~/components/sections/fact-panel";
import { ProcessSteps } from "~/components/sections/process-steps";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import prosperityPoints from "~content/pages/prosperity-points";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("prosperity-points");

const {
  banner,
  closing,
  defences,
  defencesSection,
  flow,
  flowSection,
  glance,
  glanceTitle,
  introduction,
  pricing,
  pricingExample,
  tiers,
  tiersSection,
} = prosperityPoints;

export default function ProsperityPointsPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <StorySection story={introduction} aside={<FactPanel title={glanceTitle} facts={glance} />} />
      <TitledSection heading={tiersSection} tone="soft">
        <DetailCards cards={tiers} columns={2} />
      </TitledSection>
      <TitledSection heading={flowSection}>
        <ProcessSteps steps={flow} />
      </TitledSection>
      <TitledSection heading={defencesSection} tone="soft">
        <FeatureGrid features={defences} />
      </TitledSection>
      <StorySection story={pricing} aside={<Callout content={pricingExample} />} />
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
