import { ProcessSteps } from "~/components/corporation/process-steps";
import { TitledSection } from "~/components/corporation/titled-section";
import { EthicalDebtSection } from "~/components/home/ethical-debt-section";
import { TrustSnapshot } from "~/components/home/trust-snapshot";
import { ValueFlow } from "~/components/home/value-flow";
import { ActionButton, ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import {
  banner,
  closing,
  dataFlowSection,
  safeguards,
  safeguardsSection,
  stakeholdersAction,
  stakeholdersSection,
  steps,
  stepsAction,
  stepsSection,
  valueFlow,
} from "~/content/pages/home";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { DataFlowDiagram } from "~/visualisations/data-flow/data-flow-diagram";
import { StakeholderDiagram } from "~/visualisations/stakeholder-diagram/stakeholder-diagram";

/** The stakeholder diagram and the data-flow animation run in the browser. */

export const meta = () => metaFor("home");

export default function HomePage() {
  return (
    <>
      <PageBanner
        eyebrow={banner.eyebrow}
        title={banner.title}
        subtitle={banner.subtitle}
        aside={<TrustSnapshot {...banner.snapshot} />}
        className="pb-32 md:pb-40"
      >
        <ActionLinks actions={banner.actions} size="lg" />
      </PageBanner>
      <ValueFlow {...valueFlow} />
      <EthicalDebtSection />
      <TitledSection heading={stepsSection} tone="soft">
        <ProcessSteps steps={steps} />
        <div className="mt-10 flex justify-center">
          <ActionButton action={stepsAction} size="lg" />
        </div>
      </TitledSection>
      <TitledSection heading={stakeholdersSection}>
        <Island name="stakeholder-diagram" component={StakeholderDiagram} />
        <div className="mt-8">
          <ActionButton action={stakeholdersAction} />
        </div>
      </TitledSection>
      <TitledSection heading={dataFlowSection} tone="soft">
        <DataFlowDiagram />
      </TitledSection>
      <TitledSection heading={safeguardsSection}>
        <FeatureGrid features={safeguards} columns={4} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions}>
        <ProductContactLine tone="night" />
      </CtaBand>
    </>
  );
}
