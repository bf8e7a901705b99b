// /solutions/dynamic-pricing
import { ContrastList } from "~/components/sections/contrast-list";
import { ProcessSteps } from "~/components/sections/process-steps";
import { TitledSection } from "~/components/sections/titled-section";
import { HighlightBand } from "~/components/platform/highlight-band";
import { PricingResultsSection } from "~/components/platform/pricing-results-section";
import { StatTiles } from "~/components/platform/stat-tiles";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import dynamicPricing from "~content/pages/dynamic-pricing";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("dynamic-pricing");

const {
  banner,
  closing,
  comparison,
  comparisonLabels,
  comparisonSection,
  exampleCopy,
  exampleExtraStats,
  guardrails,
  guardrailsSection,
  mechanismSection,
  mechanismSteps,
  paymentOptions,
  useCases,
  useCasesSection,
} = dynamicPricing;

export default function DynamicPricingPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <TitledSection heading={comparisonSection}>
        <ContrastList rows={comparison} beforeLabel={comparisonLabels.before} afterLabel={comparisonLabels.after} />
      </TitledSection>
      <TitledSection heading={mechanismSection} tone="soft">
        <ProcessSteps steps={mechanismSteps} />
      </TitledSection>
      <PricingResultsSection copy={exampleCopy}>
        <StatTiles stats={exampleExtraStats} className="mt-6" />
      </PricingResultsSection>
      <HighlightBand content={paymentOptions} />
      <TitledSection heading={guardrailsSection}>
        <FeatureGrid features={guardrails} columns={4} />
      </TitledSection>
      <TitledSection heading={useCasesSection} tone="soft">
        <FeatureGrid features={useCases} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
