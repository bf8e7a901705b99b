// /solutions (alias /platform/solutions)
import { ProcessSteps } from "~/components/sections/process-steps";
import { TitledSection } from "~/components/sections/titled-section";
import { PricingResultsSection } from "~/components/platform/pricing-results-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import solutions from "~content/pages/solutions";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("solutions");

const {
  audiences,
  audiencesSection,
  banner,
  closing,
  coreSection,
  coreSolutions,
  engagementAction,
  engagementSection,
  engagementSteps,
  foundations,
  foundationsSection,
  inPracticeCopy,
} = solutions;

export default function SolutionsPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={[banner.jump, banner.contact]} />
      </PageBanner>
      <TitledSection heading={audiencesSection}>
        <FeatureGrid features={audiences} />
      </TitledSection>
      <TitledSection heading={coreSection} tone="soft">
        <FeatureGrid features={coreSolutions} />
      </TitledSection>
      <PricingResultsSection copy={inPracticeCopy} />
      <TitledSection heading={engagementSection} tone="soft">
        <ProcessSteps steps={engagementSteps} />
        <ActionLinks actions={[engagementAction]} className="mt-10" />
      </TitledSection>
      <TitledSection heading={foundationsSection}>
        <FeatureGrid features={foundations} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
