// /
import { ProcessSteps } from "~/components/sections/process-steps";
import { TitledSection } from "~/components/sections/titled-section";
import { EthicalDebtSection } from "~/components/home/ethical-debt-section";
import { TrustSnapshot } from "~/components/home/trust-snapshot";
import { ValueFlow } from "~/components/home/value-flow";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import home from "~content/pages/home";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { DataFlowDiagram } from "~/visualisations/data-flow/data-flow-diagram";
import { StakeholderDiagram } from "~/visualisations/stakeholder-diagram/stakeholder-diagram";

export const meta = () => metaFor("home");

const {
  banner,
  closing,
  dataFlowSection,
  ethicalDebt,
  safeguards,
  safeguardsSection,
  stakeholdersAction,
  stakeholdersSection,
  steps,
  stepsAction,
  stepsSection,
  valueFlow,
} = home;

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
      <EthicalDebtSection content={ethicalDebt} />
      <TitledSection heading={stepsSection} tone="soft">
        <ProcessSteps steps={steps} />
        <ActionLinks actions={[stepsAction]} size="lg" className="mt-10 justify-center" />
      </TitledSection>
      <TitledSection heading={stakeholdersSection}>
        <Island name="stakeholder-diagram" component={StakeholderDiagram} />
        <ActionLinks actions={[stakeholdersAction]} className="mt-8" />
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
