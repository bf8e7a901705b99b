// /about-<product>-ecosystem (alias /about)
import { DualEntityArchitecture } from "~/components/sections/dual-entity-architecture";
import { TitledSection } from "~/components/sections/titled-section";
import { MissionVision } from "~/components/ecosystem/mission-vision";
import { PartnerNetwork } from "~/components/ecosystem/partner-network";
import { PointsExplainer } from "~/components/ecosystem/points-explainer";
import { ActionLinks } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductContactLine } from "~/components/sections/product-contact-line";
import { KeyStatement } from "~/components/ui/key-statement";
import ecosystem from "~content/pages/ecosystem";
import { ScriptIsland } from "~/islands/script-island";
import { metaFor } from "~/lib/seo";
import { ecosystemNetworkIsland } from "~/visualisations/ecosystem-network/behaviour";
import { EcosystemNetworkDiagram } from "~/visualisations/ecosystem-network/ecosystem-network-diagram";
import ecosystemNetworkScript from "~/browser/ecosystem-network-island.ts?worker&url";

export const meta = () => metaFor("ecosystem");

const {
  banner,
  dualEntity,
  dualEntityLinks,
  dualEntitySection,
  missionVision,
  networkSection,
  nextSteps,
  nextStepsSection,
  partnerNetwork,
  perceptionConclusion,
  perceptionProblems,
  perceptionSection,
  pointsDefences,
  pointsSection,
  pointsTiers,
  stakeholderGroups,
  subscriberBenefits,
  subscribersSection,
} = ecosystem;

export default function EcosystemPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <TitledSection heading={networkSection}>
        <ScriptIsland name={ecosystemNetworkIsland} script={ecosystemNetworkScript}>
          <EcosystemNetworkDiagram />
        </ScriptIsland>
        <FeatureGrid features={stakeholderGroups} className="mt-10" />
      </TitledSection>
      <TitledSection heading={perceptionSection} tone="soft">
        <FeatureGrid features={perceptionProblems} />
        <KeyStatement className="mt-10">{perceptionConclusion}</KeyStatement>
      </TitledSection>
      <TitledSection heading={dualEntitySection}>
        <DualEntityArchitecture content={dualEntity} />
        <ActionLinks actions={dualEntityLinks} className="mt-8" />
      </TitledSection>
      <TitledSection heading={subscribersSection} tone="soft">
        <FeatureGrid features={subscriberBenefits} columns={4} />
      </TitledSection>
      <PointsExplainer heading={pointsSection} tiers={pointsTiers} defences={pointsDefences} />
      <MissionVision content={missionVision} />
      <PartnerNetwork content={partnerNetwork} />
      <TitledSection heading={nextStepsSection} tone="soft">
        <FeatureGrid features={nextSteps} columns={4} />
        <ProductContactLine className="mt-10" />
      </TitledSection>
    </>
  );
}
