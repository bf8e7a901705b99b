// /solutions/systemic-trust (alias /platform/esee-intelligence)
import { DetailCards } from "~/components/sections/detail-cards";
import { DimensionList } from "~/components/sections/dimension-list";
import { FactPanel } from "~/components/sections/fact-panel";
import { FeedbackLoop } from "~/components/sections/feedback-loop";
import { ProcessSteps } from "~/components/sections/process-steps";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { MetricSummaries } from "~/components/platform/metric-summaries";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import prosperityIntelligence from "~content/pages/prosperity-intelligence";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("prosperity-intelligence");

const {
  atAGlance,
  auditCards,
  auditSection,
  banner,
  closing,
  dimensions,
  ethicalDimensionSection,
  ethicalLenses,
  knowledgeGraphSection,
  learningLoop,
  learningLoopReturn,
  metricSummaries,
  metricsActions,
  metricsSection,
  overview,
  standardSection,
  validationSection,
  validationSteps,
} = prosperityIntelligence;

export default function ProsperityIntelligencePage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <StorySection story={overview} aside={<FactPanel title={atAGlance.title} facts={atAGlance.facts} />} />
      <TitledSection heading={standardSection} tone="soft">
        <DimensionList dimensions={dimensions} highlight="ethical" />
      </TitledSection>
      <TitledSection heading={ethicalDimensionSection}>
        <DetailCards cards={ethicalLenses} />
      </TitledSection>
      <TitledSection heading={validationSection} tone="soft">
        <ProcessSteps steps={validationSteps} />
      </TitledSection>
      <TitledSection heading={knowledgeGraphSection} tone="night">
        <FeedbackLoop stages={learningLoop} returnLabel={learningLoopReturn} />
      </TitledSection>
      <TitledSection heading={auditSection}>
        <DetailCards cards={auditCards} columns={2} />
      </TitledSection>
      <TitledSection heading={metricsSection} tone="soft">
        <MetricSummaries metrics={metricSummaries} />
        <ActionLinks actions={metricsActions} className="mt-10" />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
