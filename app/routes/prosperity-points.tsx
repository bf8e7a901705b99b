import { Callout } from "~/components/corporation/callout";
import { DetailCards } from "~/components/corporation/detail-cards";
import { FactPanel } from "~/components/corporation/fact-panel";
import { ProcessSteps } from "~/components/corporation/process-steps";
import { StorySection } from "~/components/corporation/story-section";
import { TitledSection } from "~/components/corporation/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import {
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
} from "~/content/pages/prosperity-points";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("prosperity-points");

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
