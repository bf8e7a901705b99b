// /platform (and every unknown path under it)
import { DimensionList } from "~/components/sections/dimension-list";
import { TitledSection } from "~/components/sections/titled-section";
import { PricingResultsSection } from "~/components/platform/pricing-results-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import platform from "~content/pages/platform";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { MetricExplorer } from "~/visualisations/metric-explorer/metric-explorer";
import { TrustParticleCanvas } from "~/visualisations/trust-particles/trust-particle-canvas";

export const meta = () => metaFor("platform");

const {
  banner,
  capabilities,
  capabilitiesSection,
  closing,
  dimensions,
  metricsSection,
  pricingResultsCopy,
  signalsSection,
} = platform;

/** Also serves every unknown path under /platform (docs/product.md#routes). */
export default function PlatformPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={[banner.jump, banner.insights]} />
      </PageBanner>
      <TitledSection heading={capabilitiesSection}>
        <FeatureGrid features={capabilities} />
      </TitledSection>
      <TitledSection heading={metricsSection} tone="soft">
        <Island name="metric-explorer" component={MetricExplorer} />
      </TitledSection>
      <PricingResultsSection copy={pricingResultsCopy} />
      <TitledSection heading={signalsSection} tone="soft">
        <Island name="trust-particle-canvas" component={TrustParticleCanvas} />
        <DimensionList dimensions={dimensions} className="mt-10" />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
