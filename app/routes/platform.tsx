import { DimensionList } from "~/components/corporation/dimension-list";
import { TitledSection } from "~/components/corporation/titled-section";
import { JumpLink } from "~/components/platform/jump-link";
import { PricingResultsSection } from "~/components/platform/pricing-results-section";
import { ActionButton } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import {
  banner,
  capabilities,
  capabilitiesSection,
  closing,
  dimensions,
  metricsSection,
  pricingResultsCopy,
  signalsSection,
} from "~/content/pages/platform";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { MetricExplorer } from "~/visualisations/metric-explorer/metric-explorer";
import { TrustParticleCanvas } from "~/visualisations/trust-particles/trust-particle-canvas";

/** The metric explorer and the particle canvas run in the browser. */

export const meta = () => metaFor("platform");

/** Also serves every unknown path under /platform (spec 2.1 catch-all). */
export default function PlatformPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <JumpLink jump={banner.jump} />
        <ActionButton action={banner.insights} />
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
