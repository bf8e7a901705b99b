// /consortium/data-stewardship
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PracticePanels } from "~/components/consortium/practice-panels";
import { StewardshipFlow } from "~/components/consortium/stewardship-flow";
import { CtaBand } from "~/components/sections/cta-band";
import { DualEntityArchitecture } from "~/components/sections/dual-entity-architecture";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { TitledSection } from "~/components/sections/titled-section";
import stewardship from "~content/pages/data-stewardship";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-stewardship");

const { banner, closing, dataFlow, dualEntity, dualEntitySection, handling, practices } = stewardship;

export default function DataStewardshipPage() {
  return (
    <ConsortiumPage banner={banner} tab="data-stewardship">
      <TitledSection heading={dualEntitySection}>
        <DualEntityArchitecture content={dualEntity} />
      </TitledSection>
      <TitledSection heading={handling} tone="soft">
        <FeatureGrid features={handling.items} />
      </TitledSection>
      <TitledSection heading={dataFlow} align="center">
        <StewardshipFlow stages={dataFlow.stages} boundary={dataFlow.boundary} caption={dataFlow.caption} />
      </TitledSection>
      <PracticePanels practices={practices} />
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </ConsortiumPage>
  );
}
