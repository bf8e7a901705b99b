// /how-it-works
import { DetailCards } from "~/components/sections/detail-cards";
import { DimensionList } from "~/components/sections/dimension-list";
import { DualEntityArchitecture } from "~/components/sections/dual-entity-architecture";
import { FeedbackLoop } from "~/components/sections/feedback-loop";
import { GroupTitle } from "~/components/sections/group-title";
import { ProcessSteps } from "~/components/sections/process-steps";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import howItWorks from "~content/pages/how-it-works";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("how-it-works");

const {
  architecture,
  architectureSection,
  banner,
  closing,
  dimensions,
  engineSection,
  loopSection,
  loopReturn,
  loopStages,
  nextSteps,
  nextStepsSection,
  safeguards,
  safeguardsSection,
  steps,
  stepsSection,
  validationChecks,
  validationChecksTitle,
} = howItWorks;

export default function HowItWorksPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <TitledSection heading={stepsSection}>
        <ProcessSteps steps={steps} />
      </TitledSection>
      <TitledSection heading={architectureSection} tone="soft">
        <DualEntityArchitecture content={architecture} />
      </TitledSection>
      <TitledSection heading={engineSection}>
        <DimensionList dimensions={dimensions} />
        <GroupTitle>{validationChecksTitle}</GroupTitle>
        <FeatureGrid features={validationChecks} columns={4} />
      </TitledSection>
      <TitledSection heading={safeguardsSection} tone="soft">
        <DetailCards cards={safeguards} columns={2} />
      </TitledSection>
      <TitledSection heading={loopSection} tone="night">
        <FeedbackLoop stages={loopStages} returnLabel={loopReturn} />
      </TitledSection>
      <TitledSection heading={nextStepsSection}>
        <FeatureGrid features={nextSteps} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
