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
import { ScriptIsland } from "~/islands/script-island";
import { metaFor } from "~/lib/seo";
import { MetricExplorer } from "~/visualisations/metric-explorer/metric-explorer";
import { TrustParticleCanvas, trustParticleCanvasIsland } from "~/visualisations/trust-particles/trust-particle-canvas";
import trustParticleCanvasScript from "~/browser/trust-particle-canvas.ts?worker&url";

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
        <ScriptIsland name={trustParticleCanvasIsland} script={trustParticleCanvasScript}>
          <TrustParticleCanvas />
        </ScriptIsland>
        <DimensionList dimensions={dimensions} className="mt-10" />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
